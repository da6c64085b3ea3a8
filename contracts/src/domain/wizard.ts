// The booking wizards (spec 000 s2 'New booking', 'Wizard shell'; spec 001 s2.1-2.4): which options
// the chooser offers each relationship type, the route and steps of each wizard variant, page titles,
// step titles and the label of the bottom bar's Next button.
import type { RelationshipType } from '@portal/contracts/wire/vet';
import { isDispersal, SERVICE_TYPE_NAMES } from '@portal/contracts/wire/service-types';
import type { OwnerSkipKind } from '@portal/contracts/domain/owner-skip';

/** The wizard routes of spec 000 s2: /new-booking/{path} and /edit-booking-{path}/{id}. */
export type WizardPath =
  | 'private'
  | 'package'
  | 'referral'
  | 'vetunity-private'
  | 'vetunity-communal'
  | 'communal'
  | 'urns-and-memorabilia'
  | 'vet-supply-order';

export const WIZARD_PATHS: readonly WizardPath[] = [
  'private',
  'package',
  'referral',
  'vetunity-private',
  'vetunity-communal',
  'communal',
  'urns-and-memorabilia',
  'vet-supply-order',
];

/**
 * The kinds of communal booking the /communal route hosts. DECISION (the spec names one route,
 * /communal and /edit-booking-communal, for three titles): /communal hosts pet communal cremation,
 * stray/wildlife communal cremation and communal booking with keepsake; which one is the chosen
 * booking option, carried in the URL as `?kind=pet|wildlife|keepsake` (so a reload keeps it) and, when
 * editing, read from the booking (the stray/wildlife service type is wildlife; a communal booking with
 * products is keepsake; otherwise pet). /vetunity-communal is the vet_unity practices' communal.
 */
export type CommunalKind = 'pet' | 'wildlife' | 'keepsake';
export const COMMUNAL_KINDS: readonly CommunalKind[] = ['pet', 'wildlife', 'keepsake'];

export type StepId = 'owner-pet-details' | 'bundle' | 'product-list' | 'confirmation';

/** A wizard: its route, its kind of communal booking when /communal, and whether it edits. */
export interface WizardVariant {
  path: WizardPath;
  communalKind?: CommunalKind | undefined;
}

/** The service type a new booking of each variant gets (names of spec 000 s9 and the seed). */
export function defaultServiceTypeName(variant: WizardVariant): string {
  switch (variant.path) {
    case 'private':
    case 'referral':
    case 'vetunity-private':
    case 'package':
      return SERVICE_TYPE_NAMES.private;
    case 'vetunity-communal':
      return SERVICE_TYPE_NAMES.communal;
    case 'communal':
      return variant.communalKind === 'wildlife' ? SERVICE_TYPE_NAMES.strayWildlife : SERVICE_TYPE_NAMES.communal;
    case 'urns-and-memorabilia':
      return SERVICE_TYPE_NAMES.productsOnly;
    case 'vet-supply-order':
      return SERVICE_TYPE_NAMES.vetSupply;
  }
}

/**
 * The steps of a wizard (spec 000 s2, Variants), rebuilt when the service type is the dispersal one
 * (spec 000 s4 Wizard flow 6: the package drops its product list). Pet communal is not listed by the
 * spec: like stray/wildlife it has owner/pet details and confirmation only.
 */
export function stepsFor(variant: WizardVariant, serviceTypeName?: string): StepId[] {
  switch (variant.path) {
    case 'private':
      return ['owner-pet-details', 'product-list', 'confirmation'];
    case 'referral':
    case 'vetunity-private':
    case 'vetunity-communal':
      return ['owner-pet-details', 'confirmation'];
    case 'package':
      return isDispersal(serviceTypeName)
        ? ['owner-pet-details', 'bundle', 'confirmation']
        : ['owner-pet-details', 'bundle', 'product-list', 'confirmation'];
    case 'communal':
      return variant.communalKind === 'keepsake'
        ? ['owner-pet-details', 'product-list', 'confirmation']
        : ['owner-pet-details', 'confirmation'];
    case 'urns-and-memorabilia':
      return ['owner-pet-details', 'product-list', 'confirmation'];
    case 'vet-supply-order':
      return ['product-list', 'confirmation'];
  }
}

export const isWildlife = (variant: WizardVariant) => variant.path === 'communal' && variant.communalKind === 'wildlife';

/** The step titles of the header 'Step N of M - title' (spec 000 s2; spec 001 s2.1). */
export function stepTitle(step: StepId, variant: WizardVariant): string {
  switch (step) {
    case 'owner-pet-details':
      return isWildlife(variant) ? 'Owner and pet details' : 'Owner, pet, and collection details';
    case 'bundle':
      return 'Package options';
    case 'product-list':
      return 'Select Items';
    case 'confirmation':
      return 'Confirmation';
  }
}

/** The step a URL hash selects; no hash (or an unknown one) is the first step. */
export function stepFromHash(hash: string, steps: readonly StepId[]): StepId {
  const wanted = hash.replace(/^#/, '');
  return steps.find((step) => step === wanted) ?? steps[0] ?? 'confirmation';
}

/** The page title (spec 000 s2 'Page titles'; spec 001 s2.3). */
export function pageTitle(variant: WizardVariant, mode: 'new' | 'edit', serviceTypeName?: string): string {
  const verb = mode === 'new' ? 'New' : 'Edit';
  const noReturn = isDispersal(serviceTypeName) ? ' (no ashes return)' : '';
  switch (variant.path) {
    case 'private':
    case 'vetunity-private':
      return `${verb} private cremation${noReturn}`;
    case 'referral':
      return `${verb} private cremation referral${noReturn}`;
    case 'package':
      return `${verb} private cremation package${noReturn}`;
    case 'vetunity-communal':
      return `${verb} pet communal cremation`;
    case 'communal':
      if (variant.communalKind === 'wildlife') return `${verb} stray/wildlife communal cremation`;
      if (variant.communalKind === 'keepsake') return `${verb} communal booking with keepsake`;
      return `${verb} pet communal cremation`;
    case 'urns-and-memorabilia':
      return `${verb} urns and memorabilia order`;
    case 'vet-supply-order':
      return 'New vet supply order';
  }
}

/** The booking's stage as the wizard cares about it. */
export type WizardStage = 'Unsubmitted' | 'Submitted' | 'In Progress';

/** The bottom bar's Next label (spec 000 s2 'Bottom bar'; spec 001 s2.4). */
export function nextLabel(step: StepId, stage: WizardStage, submitted: boolean): string {
  if (submitted) return 'View Booking';
  if (step === 'confirmation') return stage === 'Unsubmitted' ? 'Submit booking' : 'Confirm';
  return stage === 'Unsubmitted' ? 'Next' : 'Save & Next';
}

/** Where 'View Booking' goes after submission: the booking, or for vet supply the bookings list. */
export function viewBookingTarget(variant: WizardVariant, bookingId: string): string {
  return variant.path === 'vet-supply-order' ? '/bookings' : `/booking/${bookingId}`;
}

/**
 * The heading and words of the page a submit or update ends on (spec 001 s2.9: 'Booking Submitted' /
 * 'Booking Updated'). A vet supply order is an order, not a booking: it ends on 'Order Submitted'
 * (issue 31 item 6: it said 'Booking Submitted').
 */
export function submittedWords(variant: WizardVariant, kind: 'Submitted' | 'Updated'): { heading: string; body: string } {
  if (variant.path === 'vet-supply-order') {
    return kind === 'Submitted'
      ? {
          heading: 'Order Submitted',
          body: "Thank you. Your vet supply order has been submitted and can be found in your bookings list. A confirmation has been sent to your practice's primary email address.",
        }
      : { heading: 'Order Updated', body: 'Your vet supply order was updated successfully.' };
  }
  return kind === 'Submitted'
    ? {
        heading: 'Booking Submitted',
        body: "Thank you. Your booking has been submitted and can be found in your booking history. A confirmation has been sent to your practice's primary email address.",
      }
    : { heading: 'Booking Updated', body: 'Your booking was updated successfully.' };
}

/** Which variants show collection details on the owner/pet step (spec 000 s2: vet-unity and stray/wildlife). */
export function hasCollectionDetails(variant: WizardVariant): boolean {
  return variant.path === 'vetunity-private' || variant.path === 'vetunity-communal' || isWildlife(variant);
}

/** The owner-skip kind of a variant (spec 000 s4 Owner skip). */
export function ownerSkipKind(variant: WizardVariant): OwnerSkipKind {
  if (variant.path === 'communal') {
    if (variant.communalKind === 'wildlife') return 'wildlife';
    if (variant.communalKind === 'keepsake') return 'communal-keepsake';
    return 'communal-pet';
  }
  if (variant.path === 'vetunity-communal') return 'communal-pet';
  return 'other';
}

/** A chooser option (spec 000 s2 'New booking'): its label, help text, service type and wizard. */
export interface BookingOption {
  label: string;
  help: string;
  /** The service type it books (sugarAPIName); offered only when the practice has it. */
  serviceTypeName: string;
  variant: WizardVariant;
}

const OPTIONS = {
  private: {
    label: 'Private cremation',
    help: 'Individual cremation with the ashes returned, and any urns or keepsakes chosen.',
    serviceTypeName: SERVICE_TYPE_NAMES.private,
    variant: { path: 'private' },
  },
  dispersal: {
    label: 'Private cremation package (no ashes return)',
    help: 'Individual cremation package; the ashes are dispersed and not returned.',
    serviceTypeName: SERVICE_TYPE_NAMES.dispersal,
    variant: { path: 'package' },
  },
  package: {
    label: 'Private cremation package',
    help: 'A cremation package with its bundled urn and keepsakes.',
    serviceTypeName: SERVICE_TYPE_NAMES.private,
    variant: { path: 'package' },
  },
  referral: {
    label: 'Private cremation referral',
    help: 'Refer the family for an individual cremation; the crematorium arranges payment and products with them.',
    serviceTypeName: SERVICE_TYPE_NAMES.private,
    variant: { path: 'referral' },
  },
  unityPrivate: {
    label: 'Private cremation',
    help: 'Individual cremation with the ashes returned, collected from the clinic or another address.',
    serviceTypeName: SERVICE_TYPE_NAMES.private,
    variant: { path: 'vetunity-private' },
  },
  unityCommunal: {
    label: 'Pet communal cremation',
    help: 'Shared cremation; the ashes are not returned.',
    serviceTypeName: SERVICE_TYPE_NAMES.communal,
    variant: { path: 'vetunity-communal' },
  },
  communalPet: {
    label: 'Pet communal cremation',
    help: 'Shared cremation; the ashes are not returned.',
    serviceTypeName: SERVICE_TYPE_NAMES.communal,
    variant: { path: 'communal', communalKind: 'pet' },
  },
  wildlife: {
    label: 'Stray/wildlife communal cremation',
    help: 'Communal cremation of a stray or wild animal brought in to the clinic; owner details are not needed.',
    serviceTypeName: SERVICE_TYPE_NAMES.strayWildlife,
    variant: { path: 'communal', communalKind: 'wildlife' },
  },
  keepsake: {
    label: 'Communal booking with keepsake',
    help: 'Communal cremation with a keepsake (such as a paw print) for the family.',
    serviceTypeName: SERVICE_TYPE_NAMES.communal,
    variant: { path: 'communal', communalKind: 'keepsake' },
  },
  urns: {
    label: 'Urns and memorabilia',
    help: 'Order urns, keepsakes and memorabilia without a cremation.',
    serviceTypeName: SERVICE_TYPE_NAMES.productsOnly,
    variant: { path: 'urns-and-memorabilia' },
  },
  vetSupply: {
    label: 'Vet supply order',
    help: 'Order supplies for the clinic (body bags, tags, forms).',
    serviceTypeName: SERVICE_TYPE_NAMES.vetSupply,
    variant: { path: 'vet-supply-order' },
  },
} satisfies Record<string, BookingOption>;

/**
 * The booking options each relationship type is offered (spec 000 s1, s2: the relationship type
 * decides the options; the spec does not list them, so this is our mapping, also in the README):
 * - vet_direct: private cremation, private cremation package, private cremation package (no ashes
 *   return), pet communal, stray/wildlife communal, communal with keepsake, urns and memorabilia,
 *   vet supply order.
 * - referral: private cremation referral, pet communal, stray/wildlife communal, urns and memorabilia.
 * - vet_unity: private cremation (vet-unity), pet communal cremation (vet-unity), stray/wildlife communal.
 * Each is offered only when the practice has the option's service type.
 */
export const BOOKING_OPTIONS: Record<RelationshipType, readonly BookingOption[]> = {
  vet_direct: [
    OPTIONS.private,
    OPTIONS.package,
    OPTIONS.dispersal,
    OPTIONS.communalPet,
    OPTIONS.wildlife,
    OPTIONS.keepsake,
    OPTIONS.urns,
    OPTIONS.vetSupply,
  ],
  referral: [OPTIONS.referral, OPTIONS.communalPet, OPTIONS.wildlife, OPTIONS.urns],
  vet_unity: [OPTIONS.unityPrivate, OPTIONS.unityCommunal, OPTIONS.wildlife],
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The options a practice sees: its relationship type's, limited to the service types it has. */
export function bookingOptionsFor(relationshipType: RelationshipType, serviceTypeNames: readonly string[]): BookingOption[] {
  return BOOKING_OPTIONS[relationshipType].filter((option) =>
    serviceTypeNames.some((name) => sameName(name, option.serviceTypeName)),
  );
}

/** The wizard URL of an option. */
export function wizardUrl(variant: WizardVariant): string {
  const base = `/new-booking/${variant.path}`;
  return variant.communalKind ? `${base}?kind=${variant.communalKind}` : base;
}

/** The edit URL of a booking in a variant (no edit route for vet supply orders). */
export function editUrl(variant: WizardVariant, bookingId: string): string | undefined {
  if (variant.path === 'vet-supply-order') return undefined;
  const base = `/edit-booking-${variant.path}/${bookingId}`;
  return variant.communalKind ? `${base}?kind=${variant.communalKind}` : base;
}

export const HORSE_LIVESTOCK_NOTE =
  'Horse and livestock bookings cannot be made in the portal. To request one, please contact our Client Care team.';

/** What the wizard's Cancel would leave behind, for the question it asks first (null: nothing to lose). */
export interface CancelOutcome {
  title: string;
  message: string;
  /** The button that leaves; 'Keep editing' stays. */
  leaveLabel: string;
}

export const KEEP_EDITING = 'Keep editing';

/**
 * Cancel leaves for the dashboard. It asks first when something would be lost or left behind: typed
 * details that were never saved, changes since the last save, or a saved booking that stays
 * unsubmitted (which the question says, with where to finish it).
 */
export function cancelOutcome({
  supplyOrder,
  orderId,
  saved,
  stage,
  unsavedChanges,
}: {
  supplyOrder: boolean;
  orderId: string | null;
  /** The booking exists on the server (the first step was saved, or a vet supply order has an item). */
  saved: boolean;
  stage: WizardStage;
  /** What is on the page differs from what was last saved (or, before any save, anything was typed). */
  unsavedChanges: boolean;
}): CancelOutcome | null {
  const changesLost = 'The changes on this page since you last saved them will not be kept.';
  if (!saved) {
    if (!unsavedChanges) return null;
    return {
      title: 'Discard this booking?',
      message: 'Nothing has been saved yet: the details you have entered will be lost.',
      leaveLabel: 'Discard and leave',
    };
  }
  const name = orderId ? `${supplyOrder ? 'Order' : 'Booking'} ${orderId}` : supplyOrder ? 'This order' : 'This booking';
  if (stage !== 'Unsubmitted') {
    if (!unsavedChanges) return null;
    return { title: 'Discard your changes?', message: `${name} stays as it was last saved. ${changesLost}`, leaveLabel: 'Discard changes' };
  }
  if (supplyOrder) {
    return {
      title: 'Leave this order unsent?',
      message: `${name} has not been sent, so nothing in it will be ordered. It stays in Bookings as Unsubmitted.`,
      leaveLabel: 'Leave without ordering',
    };
  }
  return {
    title: 'Leave this booking unsubmitted?',
    message: `${name} is saved but not submitted, so the crematorium will not act on it yet. It stays in Bookings as Unsubmitted, where Edit lets you finish it.${
      unsavedChanges ? ` ${changesLost}` : ''
    }`,
    leaveLabel: 'Leave it unsubmitted',
  };
}

/**
 * The New Booking tile's words: what the practice's own options let it book, so a practice is never
 * offered (say) packages it cannot book.
 */
export function newBookingSummary(options: readonly BookingOption[]): string {
  const paths = new Set(options.map((option) => option.variant.path));
  const things = [
    ...(options.some((option) => option.variant.path !== 'urns-and-memorabilia' && option.variant.path !== 'vet-supply-order') ? ['a cremation'] : []),
    ...(paths.has('package') ? ['a package'] : []),
    ...(paths.has('urns-and-memorabilia') ? ['urns and memorabilia'] : []),
  ];
  if (things.length === 0) return 'Book for a family.';
  const list = things.length === 1 ? things[0] : `${things.slice(0, -1).join(', ')}${things.length > 2 ? ',' : ''} or ${things.at(-1)}`;
  return `Book ${list} for a family.`;
}
