import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts/schemas/booking';
import { detailsFieldOf, detailsLabelOf, detailsSchema, emptyDetails } from './detailsForm';

const context = { collection: false, ownerOptional: false, locked: false };

describe('detailsSchema', () => {
  it("names each rule's message at its field's dotted path", () => {
    const values = { ...emptyDetails(true, ''), instructions: [{ id: null, description: ' ' }] };
    const result = v.safeParse(detailsSchema(context), values);
    const byPath: Record<string, string> = Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
    expect(byPath).toMatchObject({
      'pet.firstName': MESSAGES.petFirstName,
      'pet.type': MESSAGES.petType,
      'instructions.0.description': MESSAGES.instruction,
    });
    expect(byPath['owner.firstName']).toBeUndefined();
  });

  it('passes values that meet every rule, unchanged', () => {
    const values = emptyDetails(true, '');
    const result = v.safeParse(detailsSchema({ ...context, locked: true }), { ...values, pet: { ...values.pet, weight: '4' } });
    expect(result.success).toBe(true);
  });
});

describe('detailsFieldOf', () => {
  it("puts a server field under the form's field", () => {
    expect(detailsFieldOf('phone_work')).toBe('owner.phoneNumber');
    expect(detailsFieldOf('collection_products')).toBe('collection.productId');
    expect(detailsFieldOf('special_instructions.2.description')).toBe('instructions.2.description');
    expect(detailsFieldOf('line_items')).toBeUndefined();
    expect(detailsFieldOf('constructor')).toBeUndefined();
  });
});

describe('detailsLabelOf', () => {
  it('names a server field by the label the step shows its field with', () => {
    const labelOf = detailsLabelOf(emptyDetails(false, 'customer_address'));
    expect(labelOf('first_name')).toBe('Owner first name');
    expect(labelOf('phone_home')).toBe('Phone number');
    expect(labelOf('primary_address_postalcode')).toBe('Home address');
    expect(labelOf('pet_first_name_c')).toBe('Pet first name');
    expect(labelOf('pet_breed_c')).toBe('Breed');
    expect(labelOf('pet_sex_c')).toBe('Sex');
    expect(labelOf('collection_add_option_c')).toBe('Collection address option');
    expect(labelOf('collection_products')).toBe('Collection product');
    expect(labelOf('collection_add_street_c')).toBe('Collection address');
    expect(labelOf('special_instructions.0.description')).toBe('Special instruction 1');
    expect(labelOf('pet_weight_c')).toBe('Weight (Kg)');
    // A field the step does not show has no label.
    expect(labelOf('vet_staff_c')).toBeUndefined();
    expect(labelOf('constructor')).toBeUndefined();
  });

  it("names the weight by the unit the step shows it in (a breed's own unit)", () => {
    const values = emptyDetails(true, '');
    const grams = detailsLabelOf({ ...values, pet: { ...values.pet, breed: { name: 'Budgerigar', customUnit: 'g', customUnitToKgRatio: 0.001 } } });
    expect(grams('custom_unit_value_c')).toBe('Weight (g)');
    expect(grams('pet_weight_c')).toBe('Weight (g)');
  });
});
