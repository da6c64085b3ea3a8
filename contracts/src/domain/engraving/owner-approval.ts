// The owner's approval pages (spec 001 s2.2, s2.14, s4 'Engraving approval flow', s5, s8): their
// words, the phone check, whether the artwork can still change, and the query every page carries.
import { formatLongDate } from '../dates';
import { displayOwnerPhone, nineDigitMobile } from '../owner-phone';
import { ALL_STAGES, STAGES } from '../stages';

export const ENGRAVING_PAGE_TITLE = 'Engraving Approval';
export const ARTWORK_APPROVED_TITLE = 'Artwork approved';
/**
 * Spec 001 s5: 'The phone number is invalid for this engraving.' Said to a family, in their words
 * (issue 15 item 7; the README lists it): the number typed is not the booking's.
 */
export const PHONE_INVALID_FOR_ENGRAVING_MESSAGE = "That number doesn't match the mobile we have for this booking. Please check it and try again.";
/**
 * Ours (spec 001 s5 names the rule, not its message): what is typed is not a mobile number as
 * Australians write it (nineDigitMobile), so it was not checked.
 */
export const VERIFY_PHONE_FORMAT_MESSAGE = 'Please enter your mobile number as you would dial it, for example 0412 345 678.';
/** Ours: the owner number is empty, so nobody can verify (spec 001 s5: 'An empty owner number blocks submit'). */
export const NO_OWNER_PHONE_MESSAGE =
  "We don't have a mobile number for this booking, so we can't show you the artwork here. Please call us and we'll help you.";
/** Ours: the server's answer after 5 wrong numbers in 15 minutes (429); `minutes` from Retry-After. */
export const tooManyTriesMessage = (minutes: number) =>
  `For your security, we've paused the check after several tries. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us and we'll help you.`;
/**
 * Ours (issue 32 item 5): a refused number's message, with a warning when one try is left and the
 * pause said at once when none is (`triesLeft` after this try).
 */
export function refusedTryMessage(message: string, triesLeft: number): string {
  if (triesLeft === 1) return `${message} You have one more try before the check pauses for ${VERIFY_WINDOW_MINUTES} minutes.`;
  if (triesLeft <= 0) return `${message} ${tooManyTriesMessage(VERIFY_WINDOW_MINUTES)}`;
  return message;
}
/** Spec 001 s8: 'Sorry, login failed' (the guest account's sign-in); said to a family (issue 15 item 7). */
export const GUEST_LOGIN_FAILED_MESSAGE = "Sorry, we couldn't open the artwork check just now. Please try again.";
export const NO_DATA_MESSAGE = 'No data to show!';
export const NO_PRODUCT_ENGRAVED_MESSAGE = 'No product engraved!';
export const MAKE_CHANGES_LABEL = 'I want to make changes';
export const APPROVE_ARTWORK_LABEL = 'I approve this artwork';

/** Spec 001 s9 'engraving verify' (the 9 digits: domain/owner-phone): the server allows this many tries per booking per window. */
export const VERIFY_MAX_TRIES = 5;
export const VERIFY_WINDOW_MINUTES = 15;
/** How long an owner's grant (what a right number earns) lasts. */
export const OWNER_GRANT_MINUTES = 60;

/**
 * The owner's approval link is the key to the phone check (issue 16): it carries a random secret in
 * its fragment, `/engraving/verify/{b}/{q}#k=<secret>`, which the verify page sends in the
 * `Engraving-Link` header. A link lasts OWNER_LINK_DAYS (ours: long enough for a family to take their
 * time over a memorial, short enough that an old text message stops opening anything).
 */
export const OWNER_LINK_KEY_PARAM = 'k';
export const OWNER_LINK_DAYS = 30;
/** Ours: the verify page without its key, or with an expired, replaced or unknown one (the server's 404 says the same). */
export const OWNER_LINK_INVALID_MESSAGE = "This link has expired or is incomplete. Please use the latest link we sent you, or call us and we'll help.";

/**
 * Spec 001 s5: 'phone digits only, exactly 9 characters', read as Australians write a mobile (DESIGN.md;
 * issue 15 item 6): 0412 555 055, 412555055 and +61 412 555 055 are all the same 9 digits
 * (nineDigitMobile). Null when the typed number may be sent.
 */
export function verifyPhoneProblem(typed: string): string | null {
  return nineDigitMobile(typed) === null ? VERIFY_PHONE_FORMAT_MESSAGE : null;
}

/**
 * The owner's stored number without +61 (spec 001 s5: 'must equal the booking owner's number without
 * +61'): '+61412345678' and '0412345678' -> '412345678'; null when there is none.
 */
export function ownerNumberWithoutCountryCode(stored: string | null | undefined): string | null {
  const national = displayOwnerPhone(stored);
  if (!national) return null;
  return national.startsWith('0') ? national.slice(1) : national;
}

/** Whether a typed number (in any form nineDigitMobile reads) is the owner's: the check the server makes. */
export function phoneMatchesOwner(typed: string, stored: string | null | undefined): boolean {
  const own = ownerNumberWithoutCountryCode(stored);
  const digits = nineDigitMobile(typed);
  return own !== null && digits !== null && digits === own;
}

/**
 * Until when the artwork may still change (ours; spec 001 s2.2 names '/engraving/404: editing no
 * longer available'): until the booking reaches the tracker's Memorialisation step, where plaques are
 * engraved; never once cancelled.
 */
export function engravingEditable(orderStage: string): boolean {
  if (orderStage === STAGES.cancelled) return false;
  const at = ALL_STAGES.indexOf(orderStage);
  return at === -1 || at < ALL_STAGES.indexOf('Awaiting Processing');
}

/**
 * Ours (issue 15 item 2): the settled state of an approved artwork, said on check-existing and by the
 * server when an owner's submit comes after it: 'You approved this artwork on 24 November 2026.' (or,
 * approved by the practice in staff mode, 'This artwork was approved on ...').
 */
export function artworkApprovedMessage(version: { approved_at: string | null; approved_by: 'staff' | 'owner' | null }): string {
  const date = formatLongDate(version.approved_at);
  const on = date ? ` on ${date}` : '';
  return version.approved_by === 'staff' ? `This artwork was approved${on} by the practice.` : `You approved this artwork${on}.`;
}

/** Ours: what the owner can do after approving (the artwork pages no longer take changes from them). */
export const APPROVED_CHANGES_MESSAGE = "If something needs to change, please call us and we'll help.";

/** Ours (issue 15 item 2): a submit identical to the line's latest version is refused (409). */
export const sameAsLatestMessage = (version: number) =>
  `This artwork is the same as the latest version (version ${version}), so it was not sent again.`;

/** The query every owner page carries (spec 001 s5: 'staff, bookingId and quotedProductId'). */
export interface EngravingQuery {
  staff: boolean;
  bookingId: string;
  quotedProductId: string;
}

/** Reads the query; null when one is missing (the page then goes to /engraving/404). */
export function readEngravingQuery(search: string | URLSearchParams): EngravingQuery | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const staff = params.get('staff');
  const bookingId = params.get('bookingId')?.trim();
  const quotedProductId = params.get('quotedProductId')?.trim();
  if ((staff !== '0' && staff !== '1') || !bookingId || !quotedProductId) return null;
  return { staff: staff === '1', bookingId, quotedProductId };
}

export function engravingQueryString(query: EngravingQuery): string {
  return new URLSearchParams({ staff: query.staff ? '1' : '0', bookingId: query.bookingId, quotedProductId: query.quotedProductId }).toString();
}
