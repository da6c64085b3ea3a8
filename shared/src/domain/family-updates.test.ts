import { describe, expect, it } from 'vitest';
import { ALL_STAGES, USUAL_PATH } from './stages';
import { FAMILY_STEPS, familyProgress, familyUpdateFor, familyUpdateText } from './family-updates';

describe('family updates (issue 19 item 3)', () => {
  it.each([
    // 'when the pet is collected, when the ashes are ready to return and when they are returned'
    ['Awaiting Collection', undefined],
    ['Pet Collected', 'collected'],
    ['Pet Collected - Pending Details', 'collected'],
    ['In Cremation', 'collected'],
    ['Ashes Processed', undefined],
    ['Awaiting Return Delivery', 'ready'],
    ['Ready at Office', 'ready'],
    ['Returned', 'returned'],
    ['Completed - Posted', 'returned'],
    ['Cancelled', undefined],
  ])('a move to %s texts %s', (stage, kind) => {
    expect(familyUpdateFor(stage)).toBe(kind);
  });

  it('knows every stage the back office can set, and never goes backwards along the usual path', () => {
    for (const stage of ALL_STAGES) {
      if (stage !== 'Cancelled') expect(familyProgress(stage), stage).not.toBeNull();
    }
    expect(familyProgress('Cancelled')).toBeNull();
    const progress = USUAL_PATH.map((stage) => familyProgress(stage) ?? -1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('names each step in the family’s words', () => {
    expect(FAMILY_STEPS.map((step) => step.title)).toEqual(['In our care', 'Cremation complete', 'Ready to come home', 'Home with you']);
  });

  it('says the pet’s name when known, else "your pet"', () => {
    expect(familyUpdateText('collected', { pet: 'Biscuit', practice: 'Perth Paws', link: 'L' })).toBe(
      'Perth Paws: Biscuit has been collected and is in gentle care. You can follow each step here: L',
    );
    expect(familyUpdateText('ready', { pet: null, practice: 'Perth Paws', link: 'L' })).toBe(
      "Perth Paws: Your pet's ashes are ready to come home. You can follow each step here: L",
    );
  });
});
