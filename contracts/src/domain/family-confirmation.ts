// The family confirms what will be done, before it cannot be undone (issue 36). When a booking with the
// owner's mobile is submitted, the family is texted a private link (its own secret, the owner's mobile
// as the second factor, as the engraving approval) to a page that says, in their words, what will be
// done: the service, the products and engraving exactly as they will be made, what they pay. They
// confirm (typing their name) or say something is not right; a concern holds the booking before the
// cremation until they confirm or a Level 3 member records a verbal confirmation with a reason.
// These are the rules and words both sides use; portal-api keeps the links, the texts and the hold.
import { isCommunalCremation, isDispersal, isPrivateCremation, isProductsOnly, isStrayWildlife, isVetSupplyOrder, serviceTypeLabel } from '@portal/contracts/wire/service-types';
import { familyTextOpening, type AshesReturnTo } from './family-updates';
import { formatPhone } from './phone';
import { TRACKER_STEPS } from './stages';

/**
 * Where a booking's confirmation is:
 * - `awaiting`: the family was texted and has not answered (a reminder goes once after CONFIRMATION_REMINDER_HOURS);
 * - `confirmed`: the family confirmed on the page, typing their name;
 * - `concern`: the family said something is not right: the booking is on hold before the cremation;
 * - `verbal`: a Level 3 member recorded that the family confirmed by phone or in person, with a reason;
 * - `skipped`: the nurse chose at submit not to ask, with a reason.
 * A booking that was never asked (the practice's setting off, no owner mobile, a vet supply order) has none.
 */
export type ConfirmationState = 'awaiting' | 'confirmed' | 'concern' | 'verbal' | 'skipped';
export const CONFIRMATION_STATES: readonly ConfirmationState[] = ['awaiting', 'confirmed', 'concern', 'verbal', 'skipped'];

/**
 * The states the bookings list filters by (GET portal/booking?family_confirmation=): the two the
 * dashboard counts, `concern` (on hold) and `awaiting`, with the same rule (answerableAt).
 */
export type ConfirmationListFilter = Extract<ConfirmationState, 'awaiting' | 'concern'>;
export const CONFIRMATION_LIST_FILTERS: readonly ConfirmationListFilter[] = ['awaiting', 'concern'];

/** What the practice's pages call each state (booking list rows' status, the details page, the dashboard). */
export const CONFIRMATION_STATE_LABELS: Record<ConfirmationState, string> = {
  awaiting: 'Awaiting family confirmation',
  confirmed: 'Family confirmed',
  concern: 'Family raised a concern',
  verbal: 'Confirmed verbally',
  skipped: 'Family not asked',
};

/** How long a confirmation link opens the page (system time): past the days a cremation usually takes to be done, short enough that an old text stops opening anything. */
export const CONFIRMATION_LINK_DAYS = 14;
/** One reminder text goes when the family has not answered this long after the request (business clock). */
export const CONFIRMATION_REMINDER_HOURS = 24;
/** The page on the owner app the text links to, with the secret in the fragment (`#k=`), never sent to a server. */
export const CONFIRMATION_PATH = '/confirm';
export const CONFIRMATION_KEY_PARAM = 'k';

/** What the family may type: their name (as confirmed), their words (a concern). */
export const CONFIRMED_NAME_MAX = 100;
export const CONCERN_WORDS_MAX = 1_000;
/** Why the nurse did not ask, why a Level 3 records a verbal confirmation. */
export const CONFIRMATION_REASON_MAX = 500;

/** Messages of the confirmation's calls. */
export const CONFIRMATION_MESSAGES = {
  linkInvalid: "This link has expired or is incomplete. Please use the latest link we sent you, or call your vet practice and they'll help.",
  nameRequired: 'Please type your name to confirm',
  wordsRequired: "Please tell us what isn't right",
  reasonRequired: 'Please give the reason',
  verbalLevel3: 'Only a Vet Owner (Level 3) of your practice can record a verbal confirmation.',
  settingLevel3: 'Only a Vet Owner (Level 3) of your practice can change whether families are asked to confirm.',
  noLongerAnswerable:
    "This booking can no longer be changed from this page: the cremation has started or the booking was cancelled. Please call your vet practice if something isn't right.",
  noConfirmation: 'This booking has no confirmation to record',
  noConsent: 'The family has not confirmed this booking on the confirmation page, so there is no consent record',
} as const;

/**
 * The kinds of service the wording table tells apart, from the service type's name (the CRM's names,
 * `@portal/contracts/wire/service-types`). A private cremation whose name the portal does not know
 * (a referral's, a package's) is a private cremation with the ashes returned.
 */
export type ServiceKind = 'private_returned' | 'private_dispersed' | 'communal' | 'stray_wildlife' | 'products_only' | 'vet_supply' | 'other';

export function serviceKind(serviceTypeName: string): ServiceKind {
  if (isVetSupplyOrder(serviceTypeName)) return 'vet_supply';
  if (isProductsOnly(serviceTypeName)) return 'products_only';
  if (isDispersal(serviceTypeName)) return 'private_dispersed';
  if (isPrivateCremation(serviceTypeName)) return 'private_returned';
  if (isStrayWildlife(serviceTypeName)) return 'stray_wildlife';
  if (isCommunalCremation(serviceTypeName)) return 'communal';
  return 'other';
}

export interface ServiceWordsParts {
  /** The pet's first name; "Your pet" without one. */
  pet: string | null | undefined;
  /** pet_sex_c: 'Female' (her), 'Male' (his), anything else (their). */
  sex: string | null | undefined;
  returnTo: AshesReturnTo;
  /** The service type's name, for the 'other' row. */
  serviceTypeName: string;
}

const possessive = (sex: string | null | undefined) => (sex === 'Female' ? 'her' : sex === 'Male' ? 'his' : 'their');
const petName = (pet: string | null | undefined) => {
  const name = pet?.trim() || 'your pet';
  return name.charAt(0).toUpperCase() + name.slice(1);
};
const returnPlace = (returnTo: AshesReturnTo) => (returnTo === 'home' ? 'at home' : 'at the clinic');

/**
 * What the family reads the service as: one sentence per kind of service, the pet by name. The one
 * table of it (docs/product.md quotes it; the tests hold every row).
 */
export const SERVICE_WORDS: Record<ServiceKind, (parts: ServiceWordsParts) => string> = {
  private_returned: ({ pet, sex, returnTo }) =>
    `${petName(pet)} will be cremated on ${possessive(sex)} own and ${possessive(sex)} ashes returned to you ${returnPlace(returnTo)}.`,
  private_dispersed: ({ pet, sex }) =>
    `${petName(pet)} will be cremated on ${possessive(sex)} own and ${possessive(sex)} ashes scattered with care by the crematorium. No ashes are returned.`,
  communal: ({ pet }) => `${petName(pet)} will be cremated together with other pets. No ashes are returned.`,
  stray_wildlife: ({ pet }) => `${petName(pet)} will be cremated together with other animals. No ashes are returned.`,
  products_only: () => 'No cremation is booked: only the memorial products listed below.',
  vet_supply: () => 'Supplies for the practice: nothing is done for a pet.',
  other: ({ pet, serviceTypeName }) => `${petName(pet)}'s booking: ${serviceTypeLabel(serviceTypeName)}.`,
};

/** The service in the family's words (SERVICE_WORDS). */
export const serviceWords = (parts: ServiceWordsParts) => SERVICE_WORDS[serviceKind(parts.serviceTypeName)](parts);

/** Whether a booking of this service type is one the family is asked to confirm (a pet's, with an owner). Vet supplies and strays have no family. */
export const asksFamily = (serviceTypeName: string) => {
  const kind = serviceKind(serviceTypeName);
  return kind !== 'vet_supply' && kind !== 'stray_wildlife';
};

/**
 * What the family agrees to when they confirm (recorded with their typed name, the time and the link).
 * It names the practice and the pet and says what cannot be undone.
 */
export function consentWording({ practice, pet }: { practice: string; pet: string | null | undefined }): string {
  const name = pet?.trim() || 'my pet';
  return `I confirm that what is shown here is what I have asked ${practice} to arrange for ${name}, and I understand that a cremation cannot be undone.`;
}

/**
 * The confirmation request's text (the practice speaks, as in every text to the family). `changed`: a
 * new request after the service, products or engraving changed (the earlier link no longer opens).
 */
export function confirmationRequestText({ practice, owner, pet, link, practicePhone, changed = false }: { practice: string; owner: string | null | undefined; pet: string | null | undefined; link: string; practicePhone: string | null; changed?: boolean }): string {
  const greeting = familyTextOpening(practice, owner);
  const call = practicePhone ? ` Questions? Call us on ${formatPhone(practicePhone)}.` : '';
  const ask = changed
    ? `we have changed what we arranged for ${pet?.trim() || 'your pet'}: please check it again and confirm it, or tell us if something isn't right. The earlier link no longer works.`
    : `please check what we have arranged for ${pet?.trim() || 'your pet'} and confirm it, or tell us if something isn't right.`;
  return `${greeting}${ask}${call} ${link}`;
}

/** The one reminder's text, when the family has not answered. */
export function confirmationReminderText({ practice, owner, pet, link, practicePhone }: { practice: string; owner: string | null | undefined; pet: string | null | undefined; link: string; practicePhone: string | null }): string {
  const greeting = familyTextOpening(practice, owner);
  const call = practicePhone ? ` Questions? Call us on ${formatPhone(practicePhone)}.` : '';
  return `${greeting}a reminder to check what we have arranged for ${pet?.trim() || 'your pet'}, before it goes ahead.${call} ${link}`;
}

/** The stages from the cremation on (the tracker's Cremation step and every step after it). */
export const CREMATION_ON_STAGES: readonly string[] = TRACKER_STEPS.slice(TRACKER_STEPS.findIndex(({ step }) => step === 'Cremation')).flatMap(({ stages }) => stages);

/** A move into the cremation (or past it) from a stage before it: what a concern holds. */
export const movesIntoCremation = (fromStage: string, toStage: string) => CREMATION_ON_STAGES.includes(toStage) && !CREMATION_ON_STAGES.includes(fromStage);

/** Whether the family's answer can still change anything: before the cremation, and not cancelled. */
export const answerableAt = (orderStage: string) => orderStage !== 'Cancelled' && !CREMATION_ON_STAGES.includes(orderStage);

/** States in which the family was texted a request (an edit to what was shown then asks again). */
export const WAS_REQUESTED: readonly ConfirmationState[] = ['awaiting', 'confirmed', 'concern', 'verbal'];

/** A concern holds the booking before the cremation. */
export const holdsCremation = (state: ConfirmationState | null | undefined) => state === 'concern';

/** The back office's refusal of a move into the cremation while the family's concern holds it. */
export const holdMessage = (orderNumber: string) =>
  `${orderNumber} is on hold: the family raised a concern about what will be done, so it cannot be moved into the cremation until the family confirms on their link or a Vet Owner (Level 3) of the practice records a verbal confirmation.`;
