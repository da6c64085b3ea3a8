// Custody that proves itself: the pet tag is scanned at every handover. A scan at the clinic (the Scan
// page: the device's camera or a USB scanner that types the code) or at the crematorium (the back
// office) records who, where, with which device and when; the clinic's handovers also move the booking
// on. Pure rules, used by portal-api (which checks and records each scan) and the Scan page (which
// words it).
import { ashesReturnTo, type AshesReturnTo } from './family-updates';
import { STAGES } from './stages';
import { custodyStageName } from './custody';
import { isDispersal, isPrivateCremation } from '@portal/contracts/wire/service-types';

/** What a scan at the clinic records: the pet handed to the driver, the ashes back, the ashes collected. */
export type ClinicScanAction = 'handed_to_driver' | 'ashes_received_at_clinic' | 'collected_by_family';
/** What a scan at the crematorium records (the back office): the pet arrived, the cremated remains weighed. */
export type CrematoriumScanAction = 'received_at_crematorium' | 'remains_weighed';
export type ScanAction = ClinicScanAction | CrematoriumScanAction;

export const CLINIC_SCAN_ACTIONS: readonly ClinicScanAction[] = ['handed_to_driver', 'ashes_received_at_clinic', 'collected_by_family'];

/** Each action as the Scan page's button and the timeline name it. */
export const SCAN_ACTION_LABELS: Readonly<Record<ScanAction, string>> = {
  handed_to_driver: 'Handed to the driver',
  received_at_crematorium: 'Received at the crematorium',
  remains_weighed: 'Cremated remains weighed',
  ashes_received_at_clinic: 'Ashes received at the clinic',
  collected_by_family: 'Collected by the family',
};

/** How the code reached the portal: the device's camera, or a USB scanner typing it (or a person). */
export type ScanInput = 'camera' | 'keyboard';
export const SCAN_INPUTS: readonly ScanInput[] = ['camera', 'keyboard'];

/**
 * The stages at which each action is the one the booking allows, and the stage a clinic's handover
 * moves it to (the crematorium's scans record, and leave moving to the back office's `move`):
 *
 * | action | at | moves to |
 * |---|---|---|
 * | handed_to_driver | VP Submitted, Pre-Booking, Awaiting Collection | Pet Collected |
 * | received_at_crematorium | Pet Collected, Pet Collected - Pending Details, With Contractor, At Transport / Holding Facility | (stays) |
 * | remains_weighed | Awaiting Processing, Ashes Processed, Ashes in Library (On Hold), Preparation Completed, Quality Assurance Completed | (stays) |
 * | ashes_received_at_clinic | Quality Assurance Completed, Awaiting Return Delivery, Split Delivery - Awaiting Return (ashes that come back to the clinic only) | Ready at Office (Awaiting Completion) |
 * | collected_by_family | Ready at Office (Awaiting Completion), Ready at Office, Returned (ashes that come back to the clinic only) | Completed - Returned |
 */
export const SCAN_RULES: Readonly<Record<ScanAction, { stages: readonly string[]; movesTo: string | null; ashesAtClinic: boolean }>> = {
  handed_to_driver: { stages: [STAGES.submitted, 'Pre-Booking', 'Awaiting Collection'], movesTo: 'Pet Collected', ashesAtClinic: false },
  received_at_crematorium: {
    stages: ['Pet Collected', STAGES.pendingDetails, 'With Contractor', 'At Transport / Holding Facility'],
    movesTo: null,
    ashesAtClinic: false,
  },
  remains_weighed: {
    stages: ['Awaiting Processing', 'Ashes Processed', 'Ashes in Library (On Hold)', 'Preparation Completed', 'Quality Assurance Completed'],
    movesTo: null,
    ashesAtClinic: false,
  },
  ashes_received_at_clinic: {
    stages: ['Quality Assurance Completed', STAGES.awaitingReturnDelivery, 'Split Delivery - Awaiting Return'],
    movesTo: 'Ready at Office (Awaiting Completion)',
    ashesAtClinic: true,
  },
  collected_by_family: {
    stages: ['Ready at Office (Awaiting Completion)', 'Ready at Office', 'Returned'],
    movesTo: 'Completed - Returned',
    ashesAtClinic: true,
  },
};

/** What a scan's rules need to know of its booking. */
export interface ScanFacts {
  orderStage: string;
  serviceTypeName: string;
  /** The owner's return_add_option_c (null without an owner: the ashes come back to the clinic). */
  returnAddOption: string | null;
}

/** Whether the booking's ashes come back to the clinic: a private cremation, not dispersed, not delivered home. */
export function ashesComeBackToClinic({ serviceTypeName, returnAddOption }: Omit<ScanFacts, 'orderStage'>): boolean {
  return isPrivateCremation(serviceTypeName) && !isDispersal(serviceTypeName) && ashesReturnTo(returnAddOption) === 'practice';
}

/** Whether `action` may be scanned for the booking now. */
export function scanAllowed(action: ScanAction, facts: ScanFacts): boolean {
  const rule = SCAN_RULES[action];
  return rule.stages.includes(facts.orderStage) && (!rule.ashesAtClinic || ashesComeBackToClinic(facts));
}

/** The one action a clinic's scan may record for the booking now (the stages do not overlap), or none. */
export function clinicScanAction(facts: ScanFacts): ClinicScanAction | null {
  return CLINIC_SCAN_ACTIONS.find((action) => scanAllowed(action, facts)) ?? null;
}

/** Why a scan was refused; every refusal is recorded on the booking's custody timeline. */
export type ScanRefusal = 'not_a_tag' | 'wrong_booking' | 'other_practice' | 'action_not_allowed' | 'identity_not_confirmed';

/** The refusal's short name, as the timeline's warning starts. */
export const SCAN_REFUSAL_LABELS: Readonly<Record<ScanRefusal, string>> = {
  not_a_tag: 'Not a pet tag',
  wrong_booking: 'Wrong tag',
  other_practice: "Another practice's scan",
  action_not_allowed: 'Not allowed at this stage',
  identity_not_confirmed: 'Collector not confirmed',
};

/** A pet as a refusal names it: 'Bella (PP-1049)'. */
export const petAndOrder = (pet: string | null, orderNumber: string) => `${pet?.trim() || 'the pet'} (${orderNumber})`;

export const NOT_A_TAG_MESSAGE = "This code is not a Vet Portal pet tag. Scan the QR code printed on the pet's tag.";
/** A tag of no booking of the caller's practice (another practice's, or none): said alike, so it tells nothing of other practices. */
export const UNKNOWN_TAG_MESSAGE =
  'Wrong tag: this tag is not for this booking, nor for any other booking of this practice. Stop and check the pet and its tag before going on.';

/** What the timeline of a practice's booking says of a scan of it by a member of another practice (who was answered Not found). */
export const OTHER_PRACTICE_SCAN_MESSAGE = "Scanned by a member of another practice, who cannot see or change this booking: refused.";

/** The tag scanned is another booking's of the same practice: both pets named, so the mix-up is plain. */
export function wrongBookingMessage(onScreen: { pet: string | null; orderNumber: string }, tagged: { pet: string | null; orderNumber: string }): string {
  return `Wrong tag: this is ${petAndOrder(tagged.pet, tagged.orderNumber)}'s tag, not ${petAndOrder(onScreen.pet, onScreen.orderNumber)}'s. Stop and check the pet and its tag before going on.`;
}

/** Where the ashes of a booking that does not bring them back to the clinic go, in a sentence's words. */
function ashesGoElsewhere(facts: Omit<ScanFacts, 'orderStage'>): string {
  if (!isPrivateCremation(facts.serviceTypeName)) return 'no ashes come back from a communal cremation';
  if (isDispersal(facts.serviceTypeName)) return 'the ashes are dispersed, not returned';
  const to: AshesReturnTo = ashesReturnTo(facts.returnAddOption);
  return to === 'home' ? "the ashes are delivered to the family's home, not to the clinic" : 'the ashes do not come back to the clinic';
}

/** Where the booking stands, as a refusal says it: "Bella's booking is at 'In Cremation'." */
const standsAt = (facts: ScanFacts & { pet: string | null }) => `${facts.pet?.trim() || 'This pet'}'s booking is at '${custodyStageName(facts.orderStage)}'.`;

/** Why `action` cannot be scanned now, and what can. */
export function actionNotAllowedMessage(action: ScanAction, facts: ScanFacts & { pet: string | null }): string {
  const rule = SCAN_RULES[action];
  const why = rule.stages.includes(facts.orderStage) && rule.ashesAtClinic ? `${ashesGoElsewhere(facts)}.` : standsAt(facts);
  const allowed = clinicScanAction(facts);
  const next = allowed ? ` The scan for this stage is '${SCAN_ACTION_LABELS[allowed]}'.` : ' Nothing is scanned at the clinic at this stage.';
  return `'${SCAN_ACTION_LABELS[action]}' cannot be recorded now: ${why}${next}`;
}

/** Why a booking the Scan page opened has nothing to scan at the clinic now (clinicScanAction is null). */
export const nothingToScanMessage = (facts: ScanFacts & { pet: string | null }) => `${standsAt(facts)} Nothing is scanned at the clinic at this stage.`;

export const IDENTITY_NOT_CONFIRMED_MESSAGE =
  "Not confirmed: what was given matches neither the owner's surname nor the collection code texted to the family. Do not hand over the ashes until the person is confirmed.";

/** How the person collecting the ashes was checked. */
export type IdentityCheck = 'surname' | 'code' | 'none_on_file';

/** A surname as compared: case, accents, spaces, hyphens and apostrophes aside ("O'Connor" is "oconnor"). */
const surnameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Whether `given` names the owner's surname `onFile`. */
export const sameSurname = (given: string, onFile: string) => surnameKey(onFile) !== '' && surnameKey(given) === surnameKey(onFile);

/** How many digits the collection code texted to the family has. */
export const COLLECTION_CODE_DIGITS = 6;

/** A collection code as read out or typed: its digits, spaces and dashes aside. */
export const collectionCodeOf = (given: string) => given.replace(/[\s-]/g, '');

/** The code as a text shows it: '482 913'. */
export const spokenCollectionCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/** 'her', 'his' or 'their' for a pet of this sex (pet_sex_c). */
function possessive(sex: string | null | undefined): string {
  if (sex === 'Female') return 'her';
  if (sex === 'Male') return 'his';
  return 'their';
}
function objectPronoun(sex: string | null | undefined): string {
  if (sex === 'Female') return 'her';
  if (sex === 'Male') return 'him';
  return 'them';
}

/**
 * What the family's tracking page says after a scan, while the booking has not moved on since: the
 * pet's journey in the family's words. Null for a scan the family is not told of (the remains weighed).
 */
export function familyScanSays(action: ScanAction, { pet, sex }: { pet: string | null | undefined; sex: string | null | undefined }): string | null {
  const name = pet?.trim() || 'Your pet';
  switch (action) {
    case 'handed_to_driver':
      return `${name} is on ${possessive(sex)} way to the crematorium. We will look after ${objectPronoun(sex)} gently at every step.`;
    case 'received_at_crematorium':
      return `${name} has arrived at the crematorium. We will look after ${objectPronoun(sex)} gently at every step.`;
    case 'ashes_received_at_clinic':
      return `${name}'s ashes are back at the clinic and ready for you to collect. Please call us to arrange a time.`;
    case 'collected_by_family':
      return `${name}'s ashes have been collected from the clinic. We hope they bring you comfort.`;
    case 'remains_weighed':
      return null;
  }
}
