// The size limits (issue 16, item 3) are one set, used by the forms and by portal-api's schemas: a
// text the form lets through is one the server takes, and the form names what it refuses, with the
// same words, at the field (it never cuts what was typed).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toBookingPayload } from '@portal/contracts/wire/booking-write';
import { INSTRUCTION_MAX, INSTRUCTIONS_MAX, LINE_ITEMS_MAX, NAME_MAX, tooLongMessage } from '@portal/contracts/domain/limits';
import { bookingPayloadErrors, bookingPayloadSchema, INSTRUCTIONS_FULL_MESSAGE, LINE_ITEMS_MESSAGE, specialInstructionsSchema } from '@portal/contracts/schemas/booking';
import { chooserSchema, validateDetails, type DetailsValues } from '@portal/contracts/schemas/booking-form';
import { newMemberFormSchema, newMemberSchema } from '@portal/contracts/schemas/contact';

const details = (change: { owner?: Partial<DetailsValues['owner']>; pet?: Partial<DetailsValues['pet']>; skipOwner?: boolean; instructions?: DetailsValues['instructions'] } = {}): DetailsValues => ({
  skipOwner: change.skipOwner ?? false,
  owner: {
    firstName: 'Sam',
    lastName: 'Citizen',
    phoneNumber: '0412345678',
    email: 'sam@example.com',
    addressText: '1 Hay Street, Perth WA 6000',
    address: { street: '1 Hay Street', city: 'Perth', state: 'WA', postalcode: '6000', country: 'Australia', lat: -31.95, lng: 115.86 },
    ...change.owner,
  },
  pet: { firstName: 'Biscuit', lastName: 'Citizen', type: 'Dog', breedText: 'Beagle', breed: { name: 'Beagle', customUnit: null, customUnitToKgRatio: null }, sex: 'Male', weight: '12.5', customUnitValue: '', ...change.pet },
  collection: { option: '', addressText: '', address: null, productId: '', productName: '', isHomeCollection: false, outsideZones: false },
  instructions: change.instructions ?? [],
});
const context = { collection: false, ownerOptional: false, locked: false };
const payloadOf = (values: DetailsValues) =>
  toBookingPayload({ details: values, serviceTypeId: 'st-1', staffName: 'Dr Jones', isPackage: false, withCollection: false, providesClientDetails: true, defaultCollectionLocation: 'Vet', create: true });
const serverFields = (values: DetailsValues) => {
  const result = v.safeParse(bookingPayloadSchema, payloadOf(values));
  return result.success ? {} : v.flatten<typeof bookingPayloadSchema>(result.issues).nested;
};

describe('the details step and the booking payload share their limits', () => {
  it('a name of the limit passes both; one more is named at its field by both, in the same words', () => {
    const most = details({ owner: { firstName: 'a'.repeat(NAME_MAX) }, pet: { lastName: 'b'.repeat(NAME_MAX) } });
    expect(validateDetails(most, context)).toEqual({});
    expect(serverFields(most)).toEqual({});

    const over = details({ owner: { firstName: 'a'.repeat(NAME_MAX + 1) }, pet: { lastName: 'b'.repeat(NAME_MAX + 1) } });
    expect(validateDetails(over, context)).toEqual({
      'owner.firstName': tooLongMessage('Owner first name', NAME_MAX),
      'pet.lastName': tooLongMessage('Pet last name', NAME_MAX),
    });
    expect(serverFields(over)).toEqual({ first_name: [tooLongMessage('Owner first name', NAME_MAX)], pet_last_name_c: [tooLongMessage('Pet last name', NAME_MAX)] });
  });

  it('counts the text as it is sent (trimmed), and leaves hidden owner fields alone', () => {
    expect(validateDetails(details({ owner: { firstName: ` ${'a'.repeat(NAME_MAX)}  ` } }), context)).toEqual({});
    expect(validateDetails(details({ skipOwner: true, owner: { firstName: 'a'.repeat(NAME_MAX + 1) } }), context)).toEqual({});
  });

  it("names a line break or hidden character in the pet's first name at the field, and the server names it in the same words (issue 29)", () => {
    const message = 'Pet first name has an invisible character (a zero-width space) after "Bis". Delete it, or type the text again instead of pasting it.';
    const values = details({ pet: { firstName: 'Bis\u200Bcuit' } });
    expect(validateDetails(values, context)).toEqual({ 'pet.firstName': message });
    const payload = v.parse(bookingPayloadSchema, payloadOf(values));
    expect(payload.pet_first_name_c).toBe('Bis\u200Bcuit');
    expect(bookingPayloadErrors(payload, { owner: true, pet: true, collection: false })).toEqual({ pet_first_name_c: message });
    expect(validateDetails(details({ pet: { firstName: 'Bis\ncuit' } }), context)).toEqual({
      'pet.firstName': 'Pet first name has a line break after "Bis": it is engraved on one line. Delete the line break.',
    });
  });

  it('names a special instruction over the limit at its row; the server names the same row', () => {
    const rows = [{ id: null, description: 'Call first' }, { id: null, description: 'c'.repeat(INSTRUCTION_MAX + 1) }];
    expect(validateDetails(details({ instructions: rows }), context)).toEqual({ 'instructions.1.description': 'Special instruction must be at most 2,000 characters' });
    const server = v.safeParse(specialInstructionsSchema, { opportunity_id: 'b-1', special_instructions: rows });
    expect(server.success ? {} : v.flatten<typeof specialInstructionsSchema>(server.issues).nested).toEqual({
      'special_instructions.1.description': ['Special instruction must be at most 2,000 characters'],
    });
  });

  it(`takes at most ${INSTRUCTIONS_MAX} special instructions and ${LINE_ITEMS_MAX} cart lines`, () => {
    const rows = (n: number) => Array.from({ length: n }, () => ({ description: 'Call first' }));
    expect(v.is(specialInstructionsSchema, { opportunity_id: 'b-1', special_instructions: rows(INSTRUCTIONS_MAX) })).toBe(true);
    const over = v.safeParse(specialInstructionsSchema, { opportunity_id: 'b-1', special_instructions: rows(INSTRUCTIONS_MAX + 1) });
    expect(over.success ? undefined : over.issues[0].message).toBe(INSTRUCTIONS_FULL_MESSAGE);
    const cart = v.safeParse(bookingPayloadSchema, { class_pet_service_types_id_c: 'st-1', line_items: Array.from({ length: LINE_ITEMS_MAX + 1 }, () => ({})) });
    expect(cart.success ? undefined : cart.issues[0].message).toBe(LINE_ITEMS_MESSAGE);
  });
});

describe('the other forms', () => {
  it("the chooser names a staff member's name over the limit", () => {
    const result = v.safeParse(chooserSchema, { staffName: 'd'.repeat(NAME_MAX + 1), option: 'private' });
    expect(result.success ? undefined : result.issues[0].message).toBe(tooLongMessage('Booking vet staff member name', NAME_MAX));
  });

  it("the new member form and POST portal/contact refuse the same names", () => {
    const long = 'e'.repeat(NAME_MAX + 1);
    expect(v.is(newMemberFormSchema, { firstName: long, lastName: 'Smith', email: 'a@example.com', accessLevel: 'Level 1' })).toBe(false);
    expect(v.is(newMemberSchema, { vet_account_id: 'p-1', first_name: long, last_name: 'Smith', email_address: 'a@example.com', portal_access_c: 'Level 1' })).toBe(false);
  });
});
