import { describe, expect, it } from 'vitest';
import { collectionOptionsFor, ownerSkipDefault } from './owner-skip';

describe('owner skip defaults (spec 000 s4)', () => {
  it.each([
    // relationship, provides client details, kind -> skip, locked
    ['vet_direct', true, 'other', true, false],
    ['referral', true, 'other', false, false],
    ['vet_unity', true, 'other', false, false],
    ['referral', false, 'other', true, false],
    ['vet_unity', false, 'other', true, false],
    ['referral', true, 'communal-pet', true, false],
    ['vet_unity', true, 'wildlife', true, false],
    ['referral', true, 'communal-keepsake', true, true],
    ['vet_direct', true, 'communal-keepsake', true, true],
  ] as const)('%s, provides client details %s, %s -> skip %s, locked %s', (relationshipType, providesClientDetails, kind, skip, locked) => {
    expect(ownerSkipDefault({ relationshipType, providesClientDetails, kind })).toEqual({ skip, locked });
  });

  it("removes the owner's address from the collection options when skipped", () => {
    const options = ['vet_address', 'customer_address', 'postal_address'] as const;
    expect(collectionOptionsFor(options, true)).toEqual(['vet_address', 'postal_address']);
    expect(collectionOptionsFor(options, false)).toEqual(options);
  });
});
