import { describe, expect, it } from 'vitest';
import { custodyStageName, formatStageDuration, moveKind, systemActor } from './custody';

describe('what kind of move a stage change was (issue 19: a move back or a correction is visible as such)', () => {
  it.each([
    // | from | to | kind |
    [null, 'VP Unsubmitted', 'created'],
    ['VP Unsubmitted', 'VP Submitted', 'forward'],
    ['VP Submitted', 'Pre-Booking', 'forward'],
    ['Pre-Booking', 'Awaiting Collection', 'forward'],
    ['In Cremation', 'Awaiting Processing', 'forward'],
    ['Returned', 'Completed - Returned', 'forward'],
    // A jump ahead is still forward.
    ['Awaiting Collection', 'Awaiting Return Delivery', 'forward'],
    // Back: an earlier tracker step, or an earlier usual-path stage of the same step.
    ['Awaiting Collection', 'Pre-Booking', 'back'],
    ['In Cremation', 'Awaiting Cremation', 'back'],
    ['Ashes Processed', 'Awaiting Processing', 'back'],
    ['Pre-Booking', 'VP Submitted', 'back'],
    ['VP Submitted', 'VP Unsubmitted', 'back'],
    ['Awaiting Keepsakes', 'Pet Collected - Pending Details', 'back'],
    // Side stages of a step are neither before nor after its others.
    ['Awaiting Keepsakes', 'On Hold', 'forward'],
    ['On Hold', 'Awaiting Keepsakes', 'forward'],
    ['Ashes in Library (On Hold)', 'Awaiting Processing', 'forward'],
    ['Pet Collected - Pending Details', 'Awaiting Keepsakes', 'forward'],
    // Cancelling is a move of its own, never back.
    ['In Cremation', 'Cancelled', 'forward'],
    // Corrections: an ended booking moved again, or a move to where it already was.
    ['Cancelled', 'Awaiting Collection', 'correction'],
    ['Completed - Returned', 'Returned', 'correction'],
    ['Completed - Returned', 'Completed - Posted', 'correction'],
    ['In Cremation', 'In Cremation', 'correction'],
    ['Some Old Stage', 'In Cremation', 'correction'],
  ] as const)('%s -> %s is %s', (from, to, kind) => {
    expect(moveKind(from, to)).toBe(kind);
  });
});

describe('time in a stage', () => {
  it.each([
    [0, '< 1 min'],
    [59, '< 1 min'],
    [60, '1 min'],
    [45 * 60, '45 min'],
    [3600, '1 h'],
    [3 * 3600 + 20 * 60 + 59, '3 h 20 min'],
    [86400, '1 day'],
    [2 * 86400 + 4 * 3600 + 300, '2 days 4 h'],
    [-5, '< 1 min'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatStageDuration(seconds)).toBe(text);
  });
});

describe('who moved it', () => {
  it.each([
    ['back office', 'back_office'],
    ['crematorium', 'crematorium'],
    ['portal', 'portal'],
    [null, 'unknown'],
    ['', 'unknown'],
    ['c0ffee00-0000-4000-8000-000000000001', undefined],
  ] as const)('%s is %s', (createdBy, kind) => {
    expect(systemActor(createdBy)).toBe(kind);
  });
});

describe('how the timeline names a stage', () => {
  it.each([
    ['VP Unsubmitted', 'Unsubmitted'],
    ['VP Submitted', 'Submitted'],
    ['Pre-Booking', 'Pre-Booking'],
    ['Ashes Processed', 'Ashes Processed'],
  ])('%s reads %s', (stage, name) => {
    expect(custodyStageName(stage)).toBe(name);
  });
});
