import { describe, expect, it } from 'vitest';
import { ALL_STAGES, FINAL_STAGES, STAGES } from '@portal/contracts/domain/stages';
import { custodyServiceOf, expectedHours, EXPECTED_HOURS, overdueAt, overdueSentence } from './overdue.ts';

describe('the expected time of each stage (docs/product.md, Overdue before the family calls)', () => {
  it.each([
    // | service type | stage | hours |
    ['private cremation', 'VP Submitted', 24],
    ['private cremation', 'Awaiting Collection', 48],
    ['private cremation', 'Pet Collected', 24],
    ['private cremation', 'At Transport / Holding Facility', 72],
    ['private cremation', 'Awaiting Cremation', 72],
    ['private cremation', 'In Cremation', 24],
    ['private cremation', 'Awaiting Return Delivery', 72],
    ['private cremation', 'Ready at Office (Awaiting Completion)', 336],
    ['Private Cremation Referral', 'Awaiting Collection', 48],
    ['private cremation & dispersal of ashes', 'Awaiting Cremation', 72],
    ['private cremation & dispersal of ashes', 'Awaiting Return Delivery', undefined],
    ['communal cremation - vet', 'Awaiting Collection', 96],
    ['communal cremation - stray / wildlife - vet', 'Awaiting Cremation', 168],
    ['private cremation', 'VP Unsubmitted', undefined],
    ['private cremation', 'On Hold', undefined],
    ['private cremation', 'Ashes in Library (On Hold)', undefined],
    ['private cremation', 'Completed - Returned', undefined],
    ['private cremation', 'Cancelled', undefined],
    ['products only', 'Ready at Office', undefined],
    ['vet supply order', 'VP Submitted', undefined],
  ] as const)('%s at %s: %s h', (service, stage, hours) => {
    expect(expectedHours(custodyServiceOf(service), stage)).toBe(hours);
  });

  it('names only stages the portal knows, never a final one or the draft', () => {
    for (const table of Object.values(EXPECTED_HOURS)) {
      for (const stage of Object.keys(table)) {
        expect(ALL_STAGES).toContain(stage);
        expect(FINAL_STAGES).not.toContain(stage);
        expect(stage).not.toBe(STAGES.unsubmitted);
      }
    }
  });
});

describe('overdue at a time', () => {
  const facts = { serviceTypeName: 'private cremation', orderStage: 'Awaiting Collection', stageEnteredAt: '2026-11-01T00:00:00.000Z' };
  it('is not overdue until the expected time has passed, and then says by how much', () => {
    expect(overdueAt(facts, new Date('2026-11-03T00:00:00.000Z'))).toBeNull();
    expect(overdueAt(facts, new Date('2026-11-03T01:30:00.000Z'))).toEqual({ expectedHours: 48, dueAt: '2026-11-03T00:00:00.000Z', overdueSeconds: 5400 });
    expect(overdueAt({ ...facts, orderStage: 'On Hold' }, new Date('2027-11-03T01:30:00.000Z'))).toBeNull();
  });
  it('is worded for the digest and the page', () => {
    expect(overdueSentence('Awaiting Collection', 3 * 86400 + 2 * 3600, 48)).toBe('Awaiting Collection for 3 days 2 h (expected within 2 days)');
  });
});
