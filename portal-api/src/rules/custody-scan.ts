// Whether a scan of a pet tag is recorded or refused, and why (pure): data/custody-scans.ts loads
// what it weighs inside the scan's transaction and records the outcome either way.
import {
  actionNotAllowedMessage,
  collectionCodeOf,
  IDENTITY_NOT_CONFIRMED_MESSAGE,
  NOT_A_TAG_MESSAGE,
  OTHER_PRACTICE_SCAN_MESSAGE,
  sameSurname,
  SCAN_RULES,
  scanAllowed,
  UNKNOWN_TAG_MESSAGE,
  wrongBookingMessage,
  type IdentityCheck,
  type ScanAction,
  type ScanRefusal,
} from '@portal/contracts/domain/custody-scan';

/** What the rules weigh of a booking. */
export interface ScanBooking {
  id: string;
  practiceId: string;
  orderNumber: string;
  orderStage: string;
  serviceTypeName: string;
  returnAddOption: string | null;
  pet: string | null;
  /** The owner's surname on file; null without an owner. */
  ownerSurname: string | null;
  /** The collection code texted to the family; null until the ashes came back to the clinic. */
  collectionCode: string | null;
}

/** What the scanned code named: no code (the back office names the booking), not a tag, a tag of no booking of the practice, a booking. */
export type ScannedTag = { kind: 'none' } | { kind: 'not_a_tag' } | { kind: 'unknown' } | { kind: 'booking'; booking: ScanBooking };

export interface ScanAttempt {
  action: ScanAction;
  /** The booking the scan is for (on screen, or named to the back office). */
  booking: ScanBooking;
  tag: ScannedTag;
  /** The scanning member's practice; null for the crematorium. */
  practiceId: string | null;
  /** collected_by_family: what the person gave (the owner's surname or the collection code). */
  identityGiven?: string | undefined;
}

export type ScanDecision =
  | { outcome: 'accepted'; movesTo: string | null; identityCheck: IdentityCheck | null }
  | { outcome: 'refused'; reason: ScanRefusal; message: string };

/**
 * The refusals about whose booking or which tag it is, decided before anything of the action: recorded
 * even when the action's own fields are not filled in yet (a wrong tag scanned into an open form).
 */
export const TAG_REFUSALS: ReadonlySet<ScanRefusal> = new Set<ScanRefusal>(['other_practice', 'not_a_tag', 'wrong_booking']);

const refused = (reason: ScanRefusal, message: string): ScanDecision => ({ outcome: 'refused', reason, message });

/** How the person collecting was checked; null when what they gave matches nothing on file. */
function identityCheck(booking: ScanBooking, given: string): IdentityCheck | null {
  if (!booking.ownerSurname?.trim() && !booking.collectionCode) return 'none_on_file';
  if (booking.ownerSurname && sameSurname(given, booking.ownerSurname)) return 'surname';
  if (booking.collectionCode && collectionCodeOf(given) === booking.collectionCode) return 'code';
  return null;
}

/**
 * The checks in order: the booking is the scanning member's practice's; the code is a pet tag, of
 * that practice, and of this very booking; the action is the one its stage allows; and for the ashes
 * collected, the person gave the owner's surname or the code texted to the family (a booking with
 * neither on file, such as one without the owner's details, records that nothing could be checked).
 */
export function decideScan({ action, booking, tag, practiceId, identityGiven }: ScanAttempt): ScanDecision {
  if (practiceId !== null && booking.practiceId !== practiceId) return refused('other_practice', OTHER_PRACTICE_SCAN_MESSAGE);
  if (tag.kind === 'not_a_tag') return refused('not_a_tag', NOT_A_TAG_MESSAGE);
  if (tag.kind === 'unknown' || (tag.kind === 'booking' && tag.booking.practiceId !== booking.practiceId)) return refused('wrong_booking', UNKNOWN_TAG_MESSAGE);
  if (tag.kind === 'booking' && tag.booking.id !== booking.id) {
    return refused('wrong_booking', wrongBookingMessage({ pet: booking.pet, orderNumber: booking.orderNumber }, { pet: tag.booking.pet, orderNumber: tag.booking.orderNumber }));
  }
  const facts = { orderStage: booking.orderStage, serviceTypeName: booking.serviceTypeName, returnAddOption: booking.returnAddOption };
  if (!scanAllowed(action, facts)) return refused('action_not_allowed', actionNotAllowedMessage(action, { ...facts, pet: booking.pet }));
  let check: IdentityCheck | null = null;
  if (action === 'collected_by_family') {
    check = identityCheck(booking, identityGiven ?? '');
    if (check === null) return refused('identity_not_confirmed', IDENTITY_NOT_CONFIRMED_MESSAGE);
  }
  return { outcome: 'accepted', movesTo: SCAN_RULES[action].movesTo, identityCheck: check };
}
