import { describe, expect, it } from 'vitest';
import {
  bookingOptionsFor,
  cancelOutcome,
  editUrl,
  hasCollectionDetails,
  newBookingSummary,
  nextLabel,
  pageTitle,
  stepFromHash,
  stepsFor,
  stepTitle,
  submittedWords,
  viewBookingTarget,
  wizardUrl,
  type WizardVariant,
} from './wizard';

const ALL_SERVICE_TYPES = [
  'private cremation',
  'private cremation & dispersal of ashes',
  'communal cremation - vet',
  'communal cremation - stray / wildlife - vet',
  'vet supply order',
  'products only',
];

describe('step lists per variant (spec 000 s2, Variants)', () => {
  it.each<[string, WizardVariant, string | undefined, string[]]>([
    ['private = owner-pet-details, product-list, confirmation', { path: 'private' }, undefined, ['owner-pet-details', 'product-list', 'confirmation']],
    ['referral = owner-pet-details, confirmation', { path: 'referral' }, undefined, ['owner-pet-details', 'confirmation']],
    ['vet-unity private = owner-pet-details, confirmation', { path: 'vetunity-private' }, undefined, ['owner-pet-details', 'confirmation']],
    ['vet-unity communal = owner-pet-details, confirmation', { path: 'vetunity-communal' }, undefined, ['owner-pet-details', 'confirmation']],
    ['stray/wildlife = owner/pet/collection details, confirmation', { path: 'communal', communalKind: 'wildlife' }, undefined, ['owner-pet-details', 'confirmation']],
    ['pet communal (our decision) = owner-pet-details, confirmation', { path: 'communal', communalKind: 'pet' }, undefined, ['owner-pet-details', 'confirmation']],
    ['communal with keepsake = owner-pet-details, product-list, confirmation', { path: 'communal', communalKind: 'keepsake' }, undefined, ['owner-pet-details', 'product-list', 'confirmation']],
    ['urns/memorabilia = owner-pet-details, product-list, confirmation', { path: 'urns-and-memorabilia' }, undefined, ['owner-pet-details', 'product-list', 'confirmation']],
    ['package = owner-pet-details, bundle, product-list, confirmation', { path: 'package' }, 'private cremation', ['owner-pet-details', 'bundle', 'product-list', 'confirmation']],
    ['package: product-list dropped for ashes dispersal', { path: 'package' }, 'Private Cremation & Dispersal of Ashes', ['owner-pet-details', 'bundle', 'confirmation']],
    ['vet supply = product-list, confirmation', { path: 'vet-supply-order' }, undefined, ['product-list', 'confirmation']],
  ])('%s', (_, variant, serviceType, steps) => {
    expect(stepsFor(variant, serviceType)).toEqual(steps);
  });

  it('opens the first step without a hash, or with an unknown one', () => {
    const steps = stepsFor({ path: 'private' });
    expect(stepFromHash('', steps)).toBe('owner-pet-details');
    expect(stepFromHash('#nope', steps)).toBe('owner-pet-details');
    expect(stepFromHash('#confirmation', steps)).toBe('confirmation');
    expect(stepFromHash('#product-list', stepsFor({ path: 'vet-supply-order' }))).toBe('product-list');
  });

  it("titles the details step 'Owner and pet details' for stray/wildlife only", () => {
    expect(stepTitle('owner-pet-details', { path: 'communal', communalKind: 'wildlife' })).toBe('Owner and pet details');
    expect(stepTitle('owner-pet-details', { path: 'referral' })).toBe('Owner, pet, and collection details');
    expect(stepTitle('product-list', { path: 'private' })).toBe('Select Items');
  });
});

describe('page titles (spec 000 s2; spec 001 s2.3)', () => {
  it.each<[WizardVariant, 'new' | 'edit', string | undefined, string]>([
    [{ path: 'private' }, 'new', 'private cremation', 'New private cremation'],
    [{ path: 'private' }, 'edit', 'private cremation & dispersal of ashes', 'Edit private cremation (no ashes return)'],
    [{ path: 'referral' }, 'new', undefined, 'New private cremation referral'],
    [{ path: 'package' }, 'new', 'private cremation & dispersal of ashes', 'New private cremation package (no ashes return)'],
    [{ path: 'communal', communalKind: 'pet' }, 'new', undefined, 'New pet communal cremation'],
    [{ path: 'communal', communalKind: 'wildlife' }, 'edit', undefined, 'Edit stray/wildlife communal cremation'],
    [{ path: 'communal', communalKind: 'keepsake' }, 'new', undefined, 'New communal booking with keepsake'],
    [{ path: 'urns-and-memorabilia' }, 'edit', undefined, 'Edit urns and memorabilia order'],
    [{ path: 'vet-supply-order' }, 'new', undefined, 'New vet supply order'],
  ])('%j %s -> %s', (variant, mode, serviceType, title) => {
    expect(pageTitle(variant, mode, serviceType)).toBe(title);
  });
});

describe('bottom bar (spec 000 s2, Bottom bar)', () => {
  it.each([
    ['owner-pet-details', 'Unsubmitted', false, 'Next'],
    ['owner-pet-details', 'Submitted', false, 'Save & Next'],
    ['owner-pet-details', 'In Progress', false, 'Save & Next'],
    ['confirmation', 'Unsubmitted', false, 'Submit booking'],
    ['confirmation', 'Submitted', false, 'Confirm'],
    ['confirmation', 'Unsubmitted', true, 'View Booking'],
  ] as const)('%s, %s, submitted %s -> %s', (step, stage, submitted, label) => {
    expect(nextLabel(step, stage, submitted)).toBe(label);
  });

  it('View Booking opens the booking, or the bookings list for vet supply', () => {
    expect(viewBookingTarget({ path: 'referral' }, 'b1')).toBe('/booking/b1');
    expect(viewBookingTarget({ path: 'vet-supply-order' }, 'b1')).toBe('/bookings');
  });
});

describe('the page a submit ends on (spec 001 s2.9; a vet supply order is an order, issue 31 item 6)', () => {
  it.each([
    [{ path: 'private' }, 'Submitted', 'Booking Submitted', /^Thank you\. Your booking has been submitted and can be found in your booking history\./],
    [{ path: 'referral' }, 'Updated', 'Booking Updated', /^Your booking was updated successfully\.$/],
    [{ path: 'communal', communalKind: 'wildlife' }, 'Submitted', 'Booking Submitted', /^Thank you\. Your booking has been submitted/],
    [{ path: 'vet-supply-order' }, 'Submitted', 'Order Submitted', /^Thank you\. Your vet supply order has been submitted and can be found in your bookings list\./],
    [{ path: 'vet-supply-order' }, 'Updated', 'Order Updated', /^Your vet supply order was updated successfully\.$/],
  ] as const satisfies readonly (readonly [WizardVariant, 'Submitted' | 'Updated', string, RegExp])[])('%j, %s -> %s', (variant, kind, heading, body) => {
    const words = submittedWords(variant, kind);
    expect(words.heading).toBe(heading);
    expect(words.body).toMatch(body);
  });
});

describe('booking options per relationship type (our mapping, README)', () => {
  const labels = (type: 'vet_direct' | 'referral' | 'vet_unity', names = ALL_SERVICE_TYPES) =>
    bookingOptionsFor(type, names).map((option) => option.label);

  it('offers each relationship type its options', () => {
    expect(labels('vet_direct')).toEqual([
      'Private cremation',
      'Private cremation package',
      'Private cremation package (no ashes return)',
      'Pet communal cremation',
      'Stray/wildlife communal cremation',
      'Communal booking with keepsake',
      'Urns and memorabilia',
      'Vet supply order',
    ]);
    expect(labels('referral')).toEqual(['Private cremation referral', 'Pet communal cremation', 'Stray/wildlife communal cremation', 'Urns and memorabilia']);
    expect(labels('vet_unity')).toEqual(['Private cremation', 'Pet communal cremation', 'Stray/wildlife communal cremation']);
  });

  it('offers only the service types the practice has', () => {
    expect(labels('referral', ['private cremation', 'communal cremation - vet'])).toEqual(['Private cremation referral', 'Pet communal cremation']);
  });

  it('routes each option to its wizard, the communal kind in the URL', () => {
    const [, , , pet, wildlife] = bookingOptionsFor('vet_direct', ALL_SERVICE_TYPES);
    expect(wizardUrl(pet?.variant ?? { path: 'private' })).toBe('/new-booking/communal?kind=pet');
    expect(wizardUrl(wildlife?.variant ?? { path: 'private' })).toBe('/new-booking/communal?kind=wildlife');
    expect(editUrl({ path: 'vetunity-private' }, 'b1')).toBe('/edit-booking-vetunity-private/b1');
    expect(editUrl({ path: 'vet-supply-order' }, 'b1')).toBeUndefined();
  });

  it('has collection details for vet-unity and stray/wildlife only', () => {
    expect(hasCollectionDetails({ path: 'vetunity-private' })).toBe(true);
    expect(hasCollectionDetails({ path: 'vetunity-communal' })).toBe(true);
    expect(hasCollectionDetails({ path: 'communal', communalKind: 'wildlife' })).toBe(true);
    expect(hasCollectionDetails({ path: 'communal', communalKind: 'pet' })).toBe(false);
    expect(hasCollectionDetails({ path: 'referral' })).toBe(false);
  });
});

describe('Cancel asks first when something would be lost or left behind', () => {
  const base = { supplyOrder: false, orderId: 'VP-1001', stage: 'Unsubmitted', saved: false, unsavedChanges: false } as const;

  it('leaves at once when nothing was typed or saved, or a saved booking has no changes', () => {
    expect(cancelOutcome(base)).toBeNull();
    expect(cancelOutcome({ ...base, saved: true, stage: 'Submitted' })).toBeNull();
  });

  it('says typed details are lost when nothing was saved', () => {
    expect(cancelOutcome({ ...base, orderId: null, unsavedChanges: true })).toEqual({
      title: 'Discard this booking?',
      message: 'Nothing has been saved yet: the details you have entered will be lost.',
      leaveLabel: 'Discard and leave',
    });
  });

  it('says a saved booking stays unsubmitted, and where to finish it', () => {
    const outcome = cancelOutcome({ ...base, saved: true });
    expect(outcome?.message).toBe(
      'Booking VP-1001 is saved but not submitted, so the crematorium will not act on it yet. It stays in Bookings as Unsubmitted, where Edit lets you finish it.',
    );
    expect(outcome?.leaveLabel).toBe('Leave it unsubmitted');
    expect(cancelOutcome({ ...base, saved: true, unsavedChanges: true })?.message).toMatch(/since you last saved them will not be kept\.$/);
  });

  it('says a vet supply order is not sent', () => {
    expect(cancelOutcome({ ...base, supplyOrder: true, saved: true })).toMatchObject({
      message: 'Order VP-1001 has not been sent, so nothing in it will be ordered. It stays in Bookings as Unsubmitted.',
      leaveLabel: 'Leave without ordering',
    });
  });

  it('says a submitted booking keeps its last saved version when changes would be dropped', () => {
    expect(cancelOutcome({ ...base, saved: true, stage: 'In Progress', unsavedChanges: true })).toEqual({
      title: 'Discard your changes?',
      message: 'Booking VP-1001 stays as it was last saved. The changes on this page since you last saved them will not be kept.',
      leaveLabel: 'Discard changes',
    });
  });
});

describe('the New Booking tile names only what the practice can book', () => {
  it('follows the options of each relationship type', () => {
    expect(newBookingSummary(bookingOptionsFor('vet_direct', ALL_SERVICE_TYPES))).toBe('Book a cremation, a package, or urns and memorabilia for a family.');
    expect(newBookingSummary(bookingOptionsFor('referral', ALL_SERVICE_TYPES))).toBe('Book a cremation or urns and memorabilia for a family.');
    expect(newBookingSummary(bookingOptionsFor('vet_unity', ALL_SERVICE_TYPES))).toBe('Book a cremation for a family.');
  });
});
