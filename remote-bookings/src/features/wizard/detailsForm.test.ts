import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts/schemas/booking';
import { detailsFieldOf, detailsSchema, emptyDetails } from './detailsForm';

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
