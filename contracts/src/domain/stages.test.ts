import { describe, expect, it } from 'vitest';
import { displayStage, nextStage, statusLine, TRACKER_STEPS, trackerStep } from './stages';

describe('display stage (spec 000 s4, Display stage)', () => {
  it.each([
    // 'Completed: any stage other than Cancelled with the final-stage flag set.'
    ['Completed - Returned', true, false, 'Completed'],
    ['Completed - Posted', true, false, 'Completed'],
    ['Returned', true, false, 'Completed'],
    ['Cancelled', true, false, 'In Progress'],
    // "'Pet Collected - Pending Details': shown as is when the booking is not open."
    ['Pet Collected - Pending Details', false, false, 'Pet Collected - Pending Details'],
    ['Pet Collected - Pending Details', false, true, 'In Progress'],
    // 'VP Unsubmitted shows as Unsubmitted; VP Submitted shows as Submitted.'
    ['VP Unsubmitted', false, false, 'Unsubmitted'],
    ['VP Unsubmitted', false, true, 'Unsubmitted'],
    ['VP Submitted', false, false, 'Submitted'],
    // 'Everything else shows as In Progress.'
    ['In Cremation', false, false, 'In Progress'],
    ['Awaiting Return Delivery', false, false, 'In Progress'],
    ['Cancelled', false, false, 'In Progress'],
  ] as const)('%s (final %s, open %s) shows as %s', (orderStage, isFinalStage, isOpenOrder, shown) => {
    expect(displayStage({ orderStage, isFinalStage, isOpenOrder })).toBe(shown);
  });
});

describe('status line (spec 000 s4, only at VP Submitted)', () => {
  it.each([
    // | Relationship | Ok-to-prepare | Text |
    ['vet_direct', false, 'Waiting for final instructions', false],
    ['vet_direct', true, 'Final instructions received', true],
    ['referral', false, 'Waiting for final instructions and/or payment', false],
    ['vet_unity', false, 'Waiting for final instructions and/or payment', false],
    ['referral', true, 'Final instructions and/or payment received', true],
  ] as const)('%s with ok-to-prepare %s reads "%s"', (relationshipType, okToPrepare, text, withDate) => {
    expect(statusLine({ orderStage: 'VP Submitted', relationshipType, okToPrepare })).toEqual({ text, withDate });
  });

  it('has no line for vet_unity with ok-to-prepare (no row in the table) or at another stage', () => {
    expect(statusLine({ orderStage: 'VP Submitted', relationshipType: 'vet_unity', okToPrepare: true })).toBeUndefined();
    expect(statusLine({ orderStage: 'In Cremation', relationshipType: 'vet_direct', okToPrepare: false })).toBeUndefined();
    expect(statusLine({ orderStage: 'VP Unsubmitted', relationshipType: 'referral', okToPrepare: false })).toBeUndefined();
  });
});

describe('tracker (spec 000 s4, stage to step)', () => {
  it.each([
    ['Collection', ['Pre-Booking', 'Awaiting Collection', 'Pet Collected', 'With Contractor', 'At Transport / Holding Facility']],
    ['Confirmation', ['Awaiting Keepsakes', 'On Hold']],
    ['Keepsakes', ['Awaiting Cremation']],
    ['Cremation', ['In Cremation']],
    ['Memorialisation', ['Awaiting Processing', 'Ashes Processed', 'Ashes in Library (On Hold)']],
    ['Inspection', ['Preparation Completed']],
    [
      'Return',
      [
        'Quality Assurance Completed',
        'Split Delivery - Awaiting Return',
        'Returned',
        'Ready at Office',
        'Posted and Awaiting Product',
        'Awaiting Return Delivery',
        'Ready at Office (Awaiting Completion)',
      ],
    ],
    ['Completed', ['Completed - Returned', 'Completed - Posted']],
  ] as const)('%s: %j', (step, stages) => {
    for (const stage of stages) expect(trackerStep(stage)).toBe(step);
  });

  it('lists the steps in order and names no step for stages outside the tracker', () => {
    expect(TRACKER_STEPS.map(({ step }) => step)).toEqual([
      'Collection',
      'Confirmation',
      'Keepsakes',
      'Cremation',
      'Memorialisation',
      'Inspection',
      'Return',
      'Completed',
    ]);
    for (const stage of ['VP Unsubmitted', 'VP Submitted', 'Cancelled', 'Pet Collected - Pending Details']) {
      expect(trackerStep(stage)).toBeUndefined();
    }
  });
});

describe('next stage (back office)', () => {
  it.each([
    ['VP Unsubmitted', 'VP Submitted'],
    ['VP Submitted', 'Pre-Booking'],
    ['In Cremation', 'Awaiting Processing'],
    ['On Hold', 'Awaiting Cremation'],
    ['Ashes in Library (On Hold)', 'Preparation Completed'],
    ['Pet Collected - Pending Details', 'Awaiting Keepsakes'],
    ['Returned', 'Completed - Returned'],
    ['Completed - Returned', undefined],
    ['Cancelled', undefined],
  ])('%s -> %s', (from, to) => expect(nextStage(from)).toBe(to));
});
