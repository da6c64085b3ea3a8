import { describe, expect, it } from 'vitest';
import { ALL_STAGES, USUAL_PATH } from './stages';
import { ashesReturnTo, FAMILY_STEPS, familyProgress, familyStepDates, familyTrackingSays, familyUpdateFor, familyUpdateText } from './family-updates';

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

  it('opens as the practice, greets the owner, says what the page says, gives the number before the link (issue 32 item 4)', () => {
    const parts = { pet: 'Biscuit', owner: 'Sarah', practice: 'Perth Paws', practicePhone: '0892271100', link: 'L' };
    expect(familyUpdateText('collected', { ...parts, says: 'Biscuit has been collected and is in our care. We will look after them gently at every step.' })).toBe(
      'Perth Paws: Hello Sarah, Biscuit has been collected and is in our care. We will look after them gently at every step. Questions? Call us on 08 9227 1100. You can follow each step here: L',
    );
    expect(familyUpdateText('returned', { ...parts, says: null })).toBe(
      `Perth Paws: Hello Sarah, Biscuit's ashes have been returned to you. Questions? Call us on 08 9227 1100. This link stays open for 30 days: L`,
    );
  });

  it('gives the collection code when the ashes are back at the clinic', () => {
    const parts = { pet: 'Biscuit', owner: 'Sarah', practice: 'Perth Paws', practicePhone: '0892271100', link: 'L' };
    expect(familyUpdateText('at_clinic', { ...parts, says: null, collectionCode: '482 913' })).toBe(
      "Perth Paws: Hello Sarah, Biscuit's ashes are back at the clinic and ready for you to collect. When you come, give your surname or this collection code: 482 913. Questions? Call us on 08 9227 1100. You can follow each step here: L",
    );
  });

  it('says "your pet" without a name, "Hello" without the owner\'s, and no number the practice has not given', () => {
    expect(familyUpdateText('ready', { pet: null, owner: null, practice: 'Perth Paws', practicePhone: null, link: 'L', says: null })).toBe(
      "Perth Paws: Hello, your pet's ashes are ready to come home. You can follow each step here: L",
    );
  });
});

describe("the tracking page's words (issue 32 item 4)", () => {
  const practice = 'Perth Paws Veterinary Hospital';
  const says = (stage: string, returnTo: 'practice' | 'home' = 'practice', pet: string | null = 'bonnie') => familyTrackingSays(stage, { pet, practice, returnTo });

  it('names the pet at every step, and says "your pet" only without a name', () => {
    expect(says('Awaiting Collection')).toBe('We will text you as soon as Bonnie is in our care.');
    expect(says('Pet Collected')).toBe('Bonnie has been collected and is in our care. We will look after them gently at every step.');
    expect(says('Ashes Processed')).toBe("Bonnie's cremation is complete, and the ashes are being prepared with care.");
    expect(says('Returned')).toBe("Bonnie's ashes have been returned to you. We hope they bring you comfort.");
    expect(says('Pet Collected', 'practice', null)).toMatch(/^Your pet has been collected/);
    expect(says('Cancelled')).toBeNull();
  });

  it('says what "ready" means for this booking: back at the practice, delivered home, posted, or a call to collect', () => {
    expect(says('Awaiting Return Delivery')).toBe(`Bonnie's ashes are ready and are on their way back to ${practice}. We will text you when you can collect them there.`);
    expect(says('Awaiting Return Delivery', 'home')).toBe("Bonnie's ashes are ready and will be delivered to your home. We will text you when they have been delivered.");
    expect(says('Ready at Office')).toBe(`Bonnie's ashes are ready to be collected. Please call ${practice} to arrange a time.`);
    expect(says('Ready at Office (Awaiting Completion)', 'home')).toBe(says('Ready at Office'));
    expect(says('Posted and Awaiting Product')).toBe("Bonnie's ashes are ready and have been posted to you.");
  });

  it("reads the owner's return option: only 'customer_address' is home", () => {
    expect(ashesReturnTo('customer_address')).toBe('home');
    expect(ashesReturnTo('vet_address')).toBe('practice');
    expect(ashesReturnTo(null)).toBe('practice');
  });

  it('dates each step by the first move that reached it, a move back and forward again keeping the first', () => {
    expect(
      familyStepDates([
        { to: 'Pet Collected', at: '2026-11-20T09:00:00Z' },
        { to: 'Awaiting Processing', at: '2026-11-22T09:00:00Z' },
        { to: 'In Cremation', at: '2026-11-22T10:00:00Z' },
        { to: 'Ashes Processed', at: '2026-11-23T09:00:00Z' },
      ]),
    ).toEqual(['2026-11-20T09:00:00Z', '2026-11-22T09:00:00Z', null, null]);
    // A booking moved straight to ready has the earlier steps dated by that move.
    expect(familyStepDates([{ to: 'Awaiting Return Delivery', at: '2026-11-24T09:00:00Z' }])).toEqual([
      '2026-11-24T09:00:00Z',
      '2026-11-24T09:00:00Z',
      '2026-11-24T09:00:00Z',
      null,
    ]);
  });
});
