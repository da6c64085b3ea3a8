import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts/schemas/booking';
import { validateDetails, type DetailsValues } from '@portal/contracts/schemas/booking-form';
import { toBookingPayload, toWizardBooking, type BookingWire } from '@portal/contracts/wire/booking-write';

const details = (change: Partial<DetailsValues> = {}): DetailsValues => ({
  skipOwner: false,
  owner: {
    firstName: 'Sam',
    lastName: 'Citizen',
    phoneNumber: '0812345678',
    email: 'sam@example.com',
    addressText: '1 King William Street, Adelaide SA 5000',
    address: { street: '1 King William Street', city: 'Adelaide', state: 'SA', postalcode: '5000', country: '', lat: -34.9, lng: 138.6 },
  },
  pet: { firstName: 'Biscuit', lastName: 'Citizen', type: 'Dog', breedText: 'Beagle', breed: { name: 'Beagle', customUnit: null, customUnitToKgRatio: null }, sex: 'Male', weight: '12.5', customUnitValue: '' },
  collection: { option: '', addressText: '', address: null, productId: '', productName: '', isHomeCollection: false, outsideZones: false },
  instructions: [],
  ...change,
});

const input = { serviceTypeId: 'st-1', staffName: ' Dr Jones ', isPackage: false, withCollection: false, providesClientDetails: true, defaultCollectionLocation: 'Vet', create: true };

describe('toBookingPayload (spec 000 s3, Booking submit payload)', () => {
  it('sends the phone as +61 without the leading 0 in the field of its type, weight with 2 decimals', () => {
    const payload = toBookingPayload({ ...input, details: details() });
    expect(payload).toMatchObject({
      skip_owner_details_form_c: 0,
      first_name: 'Sam',
      phone_home: '+61812345678',
      primary_address_city: 'Adelaide',
      primary_address_country: 'Australia',
      pet_breed_c: 'Beagle',
      pet_weight_c: '12.50',
      class_pet_service_types_id_c: 'st-1',
      vet_staff_c: 'Dr Jones',
      createBookingFlag: true,
    });
    expect(payload.phone_mobile).toBeUndefined();
    expect(payload.collection_add_option_c).toBeUndefined();
  });

  it('a mobile goes to phone_mobile; skipped owner details send no owner', () => {
    expect(toBookingPayload({ ...input, details: details({ owner: { ...details().owner, phoneNumber: '412345678' } }) }).phone_mobile).toBe('+61412345678');
    const skipped = toBookingPayload({ ...input, details: details({ skipOwner: true }) });
    expect(skipped).toMatchObject({ skip_owner_details_form_c: 1, first_name: null, primary_address_city: null });
    expect(skipped.phone_home).toBeUndefined();
  });

  it('a custom-unit breed sends its value and the weight converted to kg', () => {
    const payload = toBookingPayload({
      ...input,
      details: details({ pet: { ...details().pet, breed: { name: 'Budgie', customUnit: 'grams', customUnitToKgRatio: 0.001 }, breedText: 'Budgie', weight: '', customUnitValue: '850' } }),
    });
    expect(payload).toMatchObject({ custom_unit_c: 'grams', custom_unit_value_c: '850.00', pet_weight_c: '0.85' });
  });

  it('collection details with the chosen product, quantity 1', () => {
    const payload = toBookingPayload({
      ...input,
      withCollection: true,
      details: details({
        collection: {
          option: 'postal_address',
          addressText: '12 Gympie Road, Kedron QLD 4031',
          address: { street: '12 Gympie Road', city: 'Kedron', state: 'QLD', postalcode: '4031', country: 'Australia', lat: -27.4, lng: 153 },
          productId: 'p-1',
          productName: 'Home collection',
          isHomeCollection: true,
          outsideZones: false,
        },
      }),
    });
    expect(payload).toMatchObject({
      collection_add_option_c: 'postal_address',
      collection_add_postalcode_c: '4031',
      collection_add_latitude_c: -27.4,
      collectionDetails: { collection_products: [{ id: 'p-1', quantity: 1, is_home_collection: 1 }] },
    });
  });

  it('sends no collection product for the vet clinic address, even one chosen before switching to it', () => {
    const payload = toBookingPayload({
      ...input,
      withCollection: true,
      details: details({
        collection: { option: 'vet_address', addressText: '', address: null, productId: 'p-1', productName: 'After-hours collection', isHomeCollection: false, outsideZones: false },
      }),
    });
    expect(payload).toMatchObject({ collection_add_option_c: 'vet_address', collectionDetails: { collection_products: [] } });
  });

  it('reads a booking back with the phone shown with its leading 0', () => {
    const booking = toWizardBooking({
      id: 'b1', order_id_c: 'VP-1', order_stage_c: 'VP Submitted', is_final_order_stage_c: 0, is_open_order_c: 1, ok_cremate_c: 0, is_package_c: 0,
      service_type: { id: 'st', name: 'private cremation' }, vet_staff_c: 'Dr Jones', skip_owner_details_form_c: 0,
      first_name: 'Sam', last_name: 'Citizen', email_address: null, phone_mobile: '+61412345678', phone_home: null, phone_work: null,
      primary_address_street: null, primary_address_city: 'Adelaide', primary_address_state: 'SA', primary_address_postalcode: '5000', primary_address_country: 'Australia', primary_address_latitude: null, primary_address_longitude: null,
      pet_first_name_c: 'Biscuit', pet_last_name_c: 'Citizen', pet_breed_type_c: 'Dog', pet_breed_c: 'Beagle', pet_sex_c: 'Male', pet_weight_c: 12.5, custom_unit_c: null, custom_unit_value_c: null,
      collection_add_option_c: null, collection_add_street_c: null, collection_add_city_c: null, collection_add_state_c: null, collection_add_postalcode_c: null, collection_add_country_c: null, collection_add_latitude_c: null, collection_add_longitude_c: null,
    } satisfies BookingWire);
    expect(booking).toMatchObject({ stage: 'Submitted', hadWeight: true });
    expect(booking.details.owner.phoneNumber).toBe('0412345678');
    expect(booking.details.pet.weight).toBe('12.50');
  });

  it('counts products chosen in the catalog, not the default service line', () => {
    const wire = {
      id: 'b2', order_id_c: 'VP-2', order_stage_c: 'VP Unsubmitted', is_final_order_stage_c: 0, is_open_order_c: 1, ok_cremate_c: 0, is_package_c: 0,
      service_type: { id: 'st', name: 'communal cremation - vet' }, vet_staff_c: 'Dr Jones', skip_owner_details_form_c: 1,
      first_name: null, last_name: null, email_address: null, phone_mobile: null, phone_home: null, phone_work: null,
      primary_address_street: null, primary_address_city: null, primary_address_state: null, primary_address_postalcode: null, primary_address_country: null, primary_address_latitude: null, primary_address_longitude: null,
      pet_first_name_c: 'Biscuit', pet_last_name_c: null, pet_breed_type_c: 'Dog', pet_breed_c: 'Beagle', pet_sex_c: 'Male', pet_weight_c: 12.5, custom_unit_c: null, custom_unit_value_c: null,
      collection_add_option_c: null, collection_add_street_c: null, collection_add_city_c: null, collection_add_state_c: null, collection_add_postalcode_c: null, collection_add_country_c: null, collection_add_latitude_c: null, collection_add_longitude_c: null,
      quoted_products: [{ id: 'service', deleted: 0, can_be_deleted: 0 }],
    } satisfies BookingWire;
    expect(toWizardBooking(wire).hasProducts).toBe(false);
    expect(toWizardBooking({ ...wire, quoted_products: [...wire.quoted_products, { id: 'paw', deleted: 1, can_be_deleted: 1 }] }).hasProducts).toBe(false);
    expect(toWizardBooking({ ...wire, quoted_products: [...wire.quoted_products, { id: 'paw', deleted: 0, can_be_deleted: 1 }] }).hasProducts).toBe(true);
  });
});

describe('validateDetails (spec 000 s5)', () => {
  const context = { collection: false, ownerOptional: false, locked: false };
  it('passes a complete form', () => {
    expect(validateDetails(details(), context)).toEqual({});
  });
  it('names every breed rule in order: type first, then a breed, then one from the options', () => {
    expect(validateDetails(details({ pet: { ...details().pet, type: '' } }), context)['pet.breedText']).toBe(MESSAGES.breedNeedsType);
    expect(validateDetails(details({ pet: { ...details().pet, breedText: '', breed: null } }), context)['pet.breedText']).toBe(MESSAGES.breedRequired);
    expect(validateDetails(details({ pet: { ...details().pet, breedText: 'Beagl', breed: null } }), context)['pet.breedText']).toBe(MESSAGES.breedFromOptions);
  });
  it('address: city, then postal code, else the selection error', () => {
    const owner = details().owner;
    expect(validateDetails(details({ owner: { ...owner, address: null } }), context)['owner.addressText']).toBe(MESSAGES.addressError);
    expect(validateDetails(details({ owner: { ...owner, address: { ...owner.address!, city: '' } } }), context)['owner.addressText']).toBe(MESSAGES.cityNotFound);
    expect(validateDetails(details({ owner: { ...owner, address: { ...owner.address!, postalcode: '' } } }), context)['owner.addressText']).toBe(MESSAGES.postcodeNotFound);
  });
  it('collection: option, product, address with coordinates, outside zones', () => {
    const withCollection = { ...context, collection: true };
    expect(validateDetails(details(), withCollection)['collection.option']).toBe(MESSAGES.collectionOption);
    const postal = details({ collection: { ...details().collection, option: 'postal_address' } });
    expect(validateDetails(postal, withCollection)).toMatchObject({ 'collection.addressText': MESSAGES.collectionAddress, 'collection.productId': MESSAGES.collectionProduct });
    const outside = details({ collection: { ...details().collection, option: 'customer_address', outsideZones: true } });
    expect(validateDetails(outside, withCollection)['collection.productId']).toBe(MESSAGES.outsideZones);
  });
  it('locked: only an empty weight is checked', () => {
    const locked = { ...context, locked: true };
    expect(validateDetails(details({ owner: { ...details().owner, firstName: '' } }), locked)).toEqual({});
  });
  it('stray/wildlife: owner optional unless something is typed', () => {
    const empty = details({ owner: { firstName: '', lastName: '', phoneNumber: '', email: '', addressText: '', address: null } });
    expect(validateDetails(empty, { ...context, ownerOptional: true })).toEqual({});
  });
});
