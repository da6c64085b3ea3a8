import { describe, expect, it } from 'vitest';
import { editLink, editPath } from './edit-path';

describe('edit path per booking (spec 000 s2; spec 001: no edit route for vet supply)', () => {
  it.each([
    ['private cremation', false, 'vet_direct', 'private'],
    ['private cremation', false, 'referral', 'referral'],
    ['private cremation', false, 'vet_unity', 'vetunity-private'],
    ['private cremation & dispersal of ashes', true, 'vet_direct', 'package'],
    ['private cremation', true, 'vet_direct', 'package'],
    ['communal cremation - vet', false, 'vet_direct', 'communal'],
    ['communal cremation - vet', false, 'vet_unity', 'vetunity-communal'],
    ['communal cremation - stray / wildlife - vet', false, 'vet_direct', 'communal'],
    ['products only', false, 'vet_direct', 'urns-and-memorabilia'],
    ['vet supply order', false, 'vet_direct', undefined],
  ] as const)('%s (package %s, %s) -> %s', (serviceTypeName, isPackage, relationshipType, path) => {
    expect(editPath({ serviceTypeName, isPackage, relationshipType })).toBe(path);
  });

  const booking = {
    id: 'b1',
    serviceTypeName: 'private cremation',
    isPackage: false,
    relationshipType: 'vet_direct' as const,
    isFinalStage: false,
    isOpenOrder: false,
    okToCremate: false,
  };

  it('links Edit only for an editable, Unsubmitted booking with an edit path', () => {
    expect(editLink({ ...booking, orderStage: 'VP Unsubmitted' })).toBe('/edit-booking-private/b1');
    expect(editLink({ ...booking, orderStage: 'VP Submitted' })).toBeUndefined();
    expect(editLink({ ...booking, orderStage: 'VP Unsubmitted', okToCremate: true })).toBeUndefined();
    expect(editLink({ ...booking, orderStage: 'VP Unsubmitted', serviceTypeName: 'vet supply order' })).toBeUndefined();
  });
});
