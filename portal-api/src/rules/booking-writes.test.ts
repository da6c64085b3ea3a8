import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { COLLECTION_PRODUCT_MESSAGE, OUTSIDE_ZONES_MESSAGE } from '@portal/contracts/domain/collection';
import { STAGES } from '@portal/contracts/domain/stages';
import { bookingPayloadSchema, MESSAGES } from '@portal/contracts/schemas/booking';
import type { BookingPayloadInput } from '../data/booking-values.ts';
import type { CollectionProductChoice } from '../data/collection-products.ts';
import type { WeightConflict } from '../data/weight-bands.ts';
import {
  changeRefusal,
  checkCollection,
  checkDetails,
  checkDetailsWrite,
  collectionLookup,
  isLocked,
  lockedView,
  lockedWeightProblems,
  newBookingProblems,
  petWeightAfterWrite,
  serviceTypeRules,
  submitWeightProblems,
  vetSupplyCartProblems,
  vetSupplySubmitRefusal,
  weighsAnew,
  withCollectionProblem,
  type CollectionLookup,
  type DetailsFacts,
} from './booking-writes.ts';

const PRIVATE = 'Private Cremation';
const VET_SUPPLY = 'Vet Supply Order';

/** A payload as POST booking takes it after its schema: a private cremation with owner and pet. */
const payload = (overrides: Record<string, unknown> = {}): BookingPayloadInput =>
  v.parse(bookingPayloadSchema, {
    class_pet_service_types_id_c: 'st-private',
    vet_staff_c: 'Dr Vet',
    first_name: 'Ann',
    last_name: 'Owner',
    phone_mobile: '+61412555055',
    primary_address_city: 'Perth',
    primary_address_postalcode: '6000',
    pet_first_name_c: 'Rex',
    pet_last_name_c: 'Owner',
    pet_breed_type_c: 'Dog',
    pet_breed_c: 'Kelpie',
    pet_sex_c: 'Male',
    pet_weight_c: '12',
    ...overrides,
  });

const home: CollectionProductChoice = { id: 'cp-home', name: 'Home collection', is_home_collection: 1, unit_price: 50 };
const conflict = (id: string, message = `${id}: too heavy`): WeightConflict => ({ quoted_product_id: id, message });
const facts = (overrides: Partial<DetailsFacts> = {}): DetailsFacts => ({
  serviceType: { id: 'st-private', name: PRIVATE },
  candidates: undefined,
  storedWeightKg: null,
  ...overrides,
});
const unsubmitted = { pet_id: 'pet-1', order_stage_c: STAGES.unsubmitted };
const submitted = { pet_id: 'pet-1', order_stage_c: STAGES.submitted };

describe('serviceTypeRules', () => {
  it('asks a private cremation for owner and pet', () => {
    expect(serviceTypeRules(PRIVATE, {})).toEqual({ owner: true, pet: true, collection: false });
  });
  it('asks a vet supply order for neither owner nor pet, whatever the name is spelt in', () => {
    expect(serviceTypeRules('  VET supply order ', {})).toMatchObject({ owner: false, pet: false });
  });
  it('asks a stray / wildlife cremation for a pet and no owner', () => {
    expect(serviceTypeRules('Communal Cremation - Stray / Wildlife - Vet', {})).toMatchObject({ owner: false, pet: true });
  });
  it('asks products only for an owner and no pet', () => {
    expect(serviceTypeRules('Products Only', {})).toMatchObject({ owner: true, pet: false });
  });
  it('asks for collection details when the payload has a collection option', () => {
    expect(serviceTypeRules(PRIVATE, { collection_add_option_c: 'vet_address' }).collection).toBe(true);
  });
});

describe('newBookingProblems', () => {
  it('names the vet staff member a new booking lacks', () => {
    expect(newBookingProblems({ vet_staff_c: '  ' })).toEqual({ vet_staff_c: MESSAGES.staffName });
  });
  it('lets a new booking with its staff member through', () => {
    expect(newBookingProblems({ vet_staff_c: 'Dr Vet' })).toBeUndefined();
  });
});

describe('isLocked and changeRefusal', () => {
  it('locks a booking past VP Unsubmitted', () => {
    expect([isLocked(unsubmitted), isLocked(submitted)]).toEqual([false, true]);
  });
  it('refuses any change to a booking the crematorium has taken, under the field asked', () => {
    expect(changeRefusal({ ok_cremate_c: 1 }, 'line_items')).toEqual({ line_items: 'This booking can no longer be changed' });
  });
  it('lets a change to a booking not yet taken through', () => {
    expect(changeRefusal({ ok_cremate_c: 0 }, 'booking')).toBeUndefined();
  });
});

describe('lockedView', () => {
  it("skips a locked booking's owner", () => {
    expect(lockedView(payload()).skip_owner_details_form_c).toBe(1);
  });
  it("drops the owner's home as the collection option (the owner is not checked again)", () => {
    expect(lockedView(payload({ collection_add_option_c: 'customer_address' })).collection_add_option_c).toBeUndefined();
  });
});

describe('checkDetails', () => {
  it("names the service type's missing parts", () => {
    expect(checkDetails(payload({ first_name: '' }), PRIVATE).problems).toHaveProperty('first_name', MESSAGES.firstName);
  });
  it('stores no owner when the owner form is skipped', () => {
    expect(checkDetails(payload({ skip_owner_details_form_c: 1 }), PRIVATE).withOwner).toBe(false);
  });
  it('stores a pet a service type without one was given a name for', () => {
    expect(checkDetails(payload(), 'Products only').withPet).toBe(true);
  });
});

describe('collectionLookup', () => {
  it('asks nothing of a payload without a collection', () => {
    expect(collectionLookup(payload())).toEqual({});
  });
  it('names the missing option of a chosen product, giving way to a problem already named there', () => {
    expect(collectionLookup(payload({ collectionDetails: { collection_products: [{ id: 'cp-home' }] } })).problem).toEqual({
      field: 'collection_add_option_c',
      message: MESSAGES.collectionOption,
      replaces: false,
    });
  });
  it('names the collection address of a postal address without a 4-digit postcode', () => {
    expect(collectionLookup(payload({ collection_add_option_c: 'postal_address', collection_add_postalcode_c: '60' })).problem?.field).toBe('collection_add_street_c');
  });
  it("looks up the zone of the owner's home postcode for customer_address", () => {
    expect(collectionLookup(payload({ collection_add_option_c: 'customer_address' })).lookup?.zonePostcode).toBe('6000');
  });
  it("looks up no zone for the vet's address", () => {
    expect(collectionLookup(payload({ collection_add_option_c: 'vet_address' })).lookup).toMatchObject({ zonePostcode: undefined, postcode: '' });
  });
});

describe('checkCollection', () => {
  const lookup: CollectionLookup = { option: 'customer_address', postcode: '6000', zonePostcode: '6000', productId: 'cp-home' };
  it('takes a product the zone serves for the option', () => {
    expect(checkCollection(lookup, { zone: [home], chosen: home })).toEqual({ chosen: home });
  });
  it('names an address outside every zone, replacing the details step\'s problem', () => {
    expect(checkCollection(lookup, { zone: [], chosen: home }).problem).toEqual({ field: 'collection_products', message: OUTSIDE_ZONES_MESSAGE, replaces: true });
  });
});

describe('withCollectionProblem', () => {
  it('gives way to a problem the details already name at that field', () => {
    expect(withCollectionProblem({ a: 'details' }, { field: 'a', message: 'collection', replaces: false })).toEqual({ a: 'details' });
  });
  it('replaces it in its place when the collection says more', () => {
    expect(Object.entries(withCollectionProblem({ a: '1', b: '2' }, { field: 'a', message: 'zone', replaces: true }))).toEqual([
      ['a', 'zone'],
      ['b', '2'],
    ]);
  });
});

describe('checkDetailsWrite', () => {
  const none = collectionLookup(payload());
  it('names only the service type the practice lacks', () => {
    expect(checkDetailsWrite(payload({ first_name: '' }), undefined, none, facts({ serviceType: undefined }))).toEqual({
      problems: { class_pet_service_types_id_c: 'The practice has no such service type' },
    });
  });
  it("checks a submitted booking's collection as sent", () => {
    const sent = payload({ collection_add_option_c: 'customer_address' });
    const written = checkDetailsWrite(sent, submitted, collectionLookup(sent), facts({ candidates: { zone: [home], chosen: undefined } }));
    expect(written).toEqual({ problems: { collection_products: COLLECTION_PRODUCT_MESSAGE } });
  });
  it("does not ask a submitted booking for its owner again", () => {
    expect(checkDetailsWrite(payload({ first_name: '' }), submitted, none, facts())).toMatchObject({ locked: true });
  });
  it("gives a new booking's pet the payload's weight", () => {
    expect(checkDetailsWrite(payload(), undefined, none, facts())).toMatchObject({ locked: false, petWeightKg: 12 });
  });
});

describe('petWeightAfterWrite', () => {
  const write = { locked: false, hasPet: true, withPet: true, stored: 8, given: '12' };
  it("takes the payload's weight for an unlocked booking that keeps its pet", () => {
    expect(petWeightAfterWrite(write)).toBe(12);
  });
  it('keeps the stored weight of an unlocked booking that stores no pet', () => {
    expect(petWeightAfterWrite({ ...write, withPet: false })).toBe(8);
  });
  it('keeps the stored weight of a locked booking', () => {
    expect(petWeightAfterWrite({ ...write, locked: true })).toBe(8);
  });
  it('gives a locked booking the weight it lacked', () => {
    expect(petWeightAfterWrite({ ...write, locked: true, stored: null })).toBe(12);
  });
  it('gives a locked booking without a pet no weight', () => {
    expect(petWeightAfterWrite({ ...write, locked: true, hasPet: false })).toBeNull();
  });
});

describe('weighsAnew and lockedWeightProblems', () => {
  it('checks the cart against a weight a locked booking gets for the first time', () => {
    expect(weighsAnew({ locked: true, storedWeightKg: null, petWeightKg: 12 })).toBe(true);
  });
  it('does not check a weight the booking had already', () => {
    expect(weighsAnew({ locked: true, storedWeightKg: 12, petWeightKg: 12 })).toBe(false);
  });
  it('names the cart lines the new weight does not suit, and whom to call', () => {
    expect(lockedWeightProblems([conflict('l1', 'Urn: too heavy.')], [])).toEqual({
      pet_weight_c:
        'This weight does not suit an item in the cart, so it was not saved. Urn: too heavy. As this booking is already submitted, please contact our Client Care team to change the item.',
    });
  });
  it('does not hold a line this write changes or deletes against the weight', () => {
    expect(lockedWeightProblems([conflict('l1'), conflict('l2')], [{ kind: 'delete', lineIds: ['l1', 'l2'] }])).toBeUndefined();
  });
});

describe('submitWeightProblems', () => {
  const pet = { service_type_name: PRIVATE, pet_weight_c: '12', custom_unit_c: null, custom_unit_value_c: null };
  it("names a stored weight the one weight rule refuses, before the cart's conflicts", () => {
    expect(submitWeightProblems({ pet: { ...pet, pet_weight_c: '-5' }, conflicts: [conflict('l1')] })).toHaveProperty('pet_weight_c');
  });
  it('names every cart line whose option does not suit the weight', () => {
    expect(submitWeightProblems({ pet, conflicts: [conflict('l1', 'a'), conflict('l2', 'b')] })).toEqual({ line_items: 'a; b' });
  });
  it('lets a booking whose weight suits its cart be submitted', () => {
    expect(submitWeightProblems({ pet, conflicts: [] })).toBeUndefined();
  });
});

describe('the vet supply submit', () => {
  it('refuses a booking of another service type', () => {
    expect(vetSupplySubmitRefusal(PRIVATE)).toEqual({ booking: 'Only a vet supply order is submitted this way' });
  });
  it('takes a vet supply order', () => {
    expect(vetSupplySubmitRefusal(VET_SUPPLY)).toBeUndefined();
  });
  it('needs an item in the cart', () => {
    expect(vetSupplyCartProblems(false)).toEqual({ line_items: 'Please add at least one item' });
  });
});
