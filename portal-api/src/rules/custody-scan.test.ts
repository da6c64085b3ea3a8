import { describe, expect, it } from 'vitest';
import { IDENTITY_NOT_CONFIRMED_MESSAGE, NOT_A_TAG_MESSAGE, OTHER_PRACTICE_SCAN_MESSAGE, UNKNOWN_TAG_MESSAGE } from '@portal/contracts/domain/custody-scan';
import { decideScan, type ScanBooking } from './custody-scan.ts';

const booking: ScanBooking = {
  id: 'b1',
  practiceId: 'p1',
  orderNumber: 'VP-100001',
  orderStage: 'Ready at Office (Awaiting Completion)',
  serviceTypeName: 'private cremation',
  returnAddOption: 'vet_address',
  pet: 'Bella',
  ownerSurname: "O'Connor",
  collectionCode: '482913',
};
const collect = (given: string, overrides: Partial<ScanBooking> = {}) =>
  decideScan({ action: 'collected_by_family', booking: { ...booking, ...overrides }, tag: { kind: 'booking', booking: { ...booking, ...overrides } }, practiceId: 'p1', identityGiven: given });

describe('whether a scan is recorded or refused, in the order the checks run', () => {
  it('refuses a scan by another practice, a code that is no tag, a tag of no booking of the practice, another booking’s tag', () => {
    const attempt = { action: 'collected_by_family' as const, booking, practiceId: 'p1', identityGiven: 'oconnor' };
    expect(decideScan({ ...attempt, practiceId: 'p2', tag: { kind: 'booking', booking } })).toEqual({ outcome: 'refused', reason: 'other_practice', message: OTHER_PRACTICE_SCAN_MESSAGE });
    expect(decideScan({ ...attempt, tag: { kind: 'not_a_tag' } })).toEqual({ outcome: 'refused', reason: 'not_a_tag', message: NOT_A_TAG_MESSAGE });
    expect(decideScan({ ...attempt, tag: { kind: 'unknown' } })).toEqual({ outcome: 'refused', reason: 'wrong_booking', message: UNKNOWN_TAG_MESSAGE });
    expect(decideScan({ ...attempt, tag: { kind: 'booking', booking: { ...booking, id: 'b9', practiceId: 'p2' } } })).toEqual({ outcome: 'refused', reason: 'wrong_booking', message: UNKNOWN_TAG_MESSAGE });
    expect(decideScan({ ...attempt, tag: { kind: 'booking', booking: { ...booking, id: 'b2', pet: 'Max', orderNumber: 'VP-100002' } } })).toMatchObject({
      reason: 'wrong_booking',
      message: "Wrong tag: this is Max (VP-100002)'s tag, not Bella (VP-100001)'s. Stop and check the pet and its tag before going on.",
    });
  });

  it('checks the person collecting against the surname (however written) or the code, and records that nothing could be checked without either', () => {
    expect(collect("o'connor")).toEqual({ outcome: 'accepted', movesTo: 'Completed - Returned', identityCheck: 'surname' });
    expect(collect('O CONNOR')).toMatchObject({ identityCheck: 'surname' });
    expect(collect('482-913')).toMatchObject({ identityCheck: 'code' });
    expect(collect('Connor')).toEqual({ outcome: 'refused', reason: 'identity_not_confirmed', message: IDENTITY_NOT_CONFIRMED_MESSAGE });
    expect(collect('482913', { collectionCode: null })).toMatchObject({ outcome: 'refused' });
    expect(collect('anything', { ownerSurname: null, collectionCode: null })).toMatchObject({ outcome: 'accepted', identityCheck: 'none_on_file' });
  });

  it('lets the back office scan a booking it names (no tag), by the stage', () => {
    expect(decideScan({ action: 'remains_weighed', booking: { ...booking, orderStage: 'Ashes Processed' }, tag: { kind: 'none' }, practiceId: null })).toEqual({
      outcome: 'accepted',
      movesTo: null,
      identityCheck: null,
    });
    expect(decideScan({ action: 'received_at_crematorium', booking, tag: { kind: 'none' }, practiceId: null })).toMatchObject({ outcome: 'refused', reason: 'action_not_allowed' });
  });
});
