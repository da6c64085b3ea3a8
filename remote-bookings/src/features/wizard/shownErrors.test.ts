import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { MESSAGES } from '@portal/contracts/schemas/booking';
import { type DetailsValues } from '@portal/contracts/schemas/booking-form';
import { shownErrors, staleErrorChanges } from './shownErrors';

const errors = {
  collection: { addressText: { type: 'validate', message: MESSAGES.collectionAddress, ref: { name: 'collection.addressText' } } },
  pet: { breedText: { type: 'validate', message: MESSAGES.breedNeedsType } },
  owner: { phoneNumber: { type: 'server', message: 'Please enter valid Phone Number' } },
  instructions: [undefined, { description: { type: 'validate', message: 'Special instruction cannot be empty' } }],
} as unknown as FieldErrors<DetailsValues>;

describe('shownErrors', () => {
  it('lists every message with its path and who gave it', () => {
    expect(shownErrors(errors)).toEqual([
      { path: 'collection.addressText', message: MESSAGES.collectionAddress, type: 'validate' },
      { path: 'pet.breedText', message: MESSAGES.breedNeedsType, type: 'validate' },
      { path: 'owner.phoneNumber', message: 'Please enter valid Phone Number', type: 'server' },
      { path: 'instructions.1.description', message: 'Special instruction cannot be empty', type: 'validate' },
    ]);
  });
});

describe('staleErrorChanges', () => {
  it("clears a fixed field's message, and says what its rule says now for one still wrong", () => {
    const now = { 'pet.breedText': MESSAGES.breedRequired, 'instructions.1.description': 'Special instruction cannot be empty' };
    expect(staleErrorChanges(shownErrors(errors), now)).toEqual({
      clear: ['collection.addressText'],
      update: [['pet.breedText', MESSAGES.breedRequired]],
    });
  });

  it("leaves a server's message, and gives no message to a field that shows none", () => {
    const now = { 'owner.firstName': 'First name is required', 'collection.addressText': MESSAGES.collectionAddress, 'pet.breedText': MESSAGES.breedNeedsType };
    expect(staleErrorChanges(shownErrors(errors), now)).toEqual({ clear: ['instructions.1.description'], update: [] });
  });
});
