import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandHolds, bandText, defaultChoiceByWeight, knownWeight, suitsWeight, weightBandProblem } from './weight-band';

// The Rosewood Urn's sizes in the seed catalog: the bands touch at 10 and 25 kg.
const small = { name: 'Small (up to 10 kg)', min_weight: 0, max_weight: 10 };
const medium = { name: 'Medium (10 to 25 kg)', min_weight: 10, max_weight: 25 };
const large = { name: 'Large (25 to 45 kg)', min_weight: 25, max_weight: 45 };
const plain = { name: 'Natural oil', min_weight: null, max_weight: null };
const sizes = [small, medium, large];

describe("an option's weight band (spec 001 s4: the pet weight lies between the option's min and max weight)", () => {
  it.each([
    [small, 0.5, true],
    [small, 10, true],
    [small, 10.01, false],
    [medium, 10, true],
    [medium, 9.99, false],
    [large, 45, true],
    [large, 45.01, false],
    [{ min_weight: 25, max_weight: null }, 80, true],
    [{ min_weight: null, max_weight: 5 }, 5, true],
    [{ min_weight: '10', max_weight: '25' }, 12, true],
  ])('%j holds %d kg: %s', (band, weight, holds) => expect(bandHolds(band, weight)).toBe(holds));

  it('takes the weight as stored: kg to 2 decimals, unknown when not a positive number', () => {
    // Text is read by the one weight parser (domain/weight): its forms only, never Number().
    expect(knownWeight('40.25')).toBe(40.25);
    expect(knownWeight('40.004')).toBeNull();
    expect(knownWeight('0x1F')).toBeNull();
    expect(knownWeight('1e3')).toBeNull();
    expect(knownWeight('-5')).toBeNull();
    // A number (a custom unit's value converted to kg) is rounded to the 2 decimals stored.
    expect(knownWeight(10.004)).toBe(10);
    expect(knownWeight(0)).toBeNull();
    expect(knownWeight(null)).toBeNull();
    expect(knownWeight('')).toBeNull();
    expect(knownWeight('abc')).toBeNull();
  });

  it('lets every choice suit a pet of unknown weight, and a choice without a band suit every pet', () => {
    expect(suitsWeight(small, null)).toBe(true);
    expect(suitsWeight(small, 0)).toBe(true);
    expect(suitsWeight(plain, 80)).toBe(true);
    expect(suitsWeight(small, 40)).toBe(false);
  });

  it('defaults to the first choice whose band holds the weight, none for an unknown weight or beyond every band', () => {
    expect(defaultChoiceByWeight(sizes, 8)).toBe(small);
    expect(defaultChoiceByWeight(sizes, 10)).toBe(small);
    expect(defaultChoiceByWeight(sizes, 12.5)).toBe(medium);
    expect(defaultChoiceByWeight(sizes, 40)).toBe(large);
    expect(defaultChoiceByWeight(sizes, 50)).toBeUndefined();
    expect(defaultChoiceByWeight(sizes, null)).toBeUndefined();
    expect(defaultChoiceByWeight([plain], 8)).toBeUndefined();
  });

  it('says the band in words', () => {
    expect(bandText(small)).toBe('up to 10 kg');
    expect(bandText(medium)).toBe('from 10 to 25 kg');
    expect(bandText({ min_weight: 25, max_weight: null })).toBe('from 25 kg');
    expect(bandText({ min_weight: 2.5, max_weight: 7.5 })).toBe('from 2.5 to 7.5 kg');
  });

  it('names the choice, its band, the weight and what to do when it does not suit', () => {
    expect(weightBandProblem(small, 'Size', 40)).toBe(
      "Size 'Small (up to 10 kg)' is for pets up to 10 kg, and this pet weighs 40.00 kg. Please choose another Size.",
    );
    expect(weightBandProblem(large, 'Size', 40)).toBeUndefined();
    expect(weightBandProblem(small, 'Size', null)).toBeUndefined();
  });

  it('finds a problem exactly when the default rule would not pick the choice for a known weight', () => {
    fc.assert(
      fc.property(fc.constantFrom(small, medium, large), fc.double({ min: 0.01, max: 100, noNaN: true }), (choice, weight) => {
        const stored = knownWeight(weight);
        if (stored === null) return;
        expect(weightBandProblem(choice, 'Size', stored) === undefined).toBe(bandHolds(choice, stored));
      }),
    );
  });
});
