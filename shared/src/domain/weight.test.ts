import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customUnitToKg, displayWeight, formatWeight, parseWeight, sanitiseWeightInput } from './weight';

describe('pet weight (spec 000 s5: 2 fixed decimals, no negatives, greater than 0)', () => {
  it.each([
    ['12', '12'],
    ['12.345', '12.34'],
    ['-3', '3'],
    ['3.', '3.'],
    ['1.2.3', '1.23'],
    ['4,5', '4.5'],
    ['abc', ''],
  ])('typing %j keeps %j', (typed, kept) => expect(sanitiseWeightInput(typed)).toBe(kept));

  it.each([
    ['0', null],
    ['0.00', null],
    ['', null],
    ['7.5', 7.5],
    [12, 12],
    [-2, null],
  ])('%j parses to %j', (value, parsed) => expect(parseWeight(value)).toBe(parsed));

  it.each([
    [7.5, '7.50'],
    [12, '12.00'],
    [0.005, '0.01'],
    [3.14159, '3.14'],
  ])('%d is sent as %s', (value, sent) => expect(formatWeight(value)).toBe(sent));

  it.each([
    [85, '85.00'],
    ['85', '85.00'],
    ['85.5', '85.50'],
    [0.1, '0.10'],
    [null, ''],
    ['', ''],
  ])('%j is shown as %j (kg or grams alike)', (value, shown) => expect(displayWeight(value)).toBe(shown));

  it('converts a custom unit by the breed ratio', () => {
    expect(customUnitToKg(250, 0.001)).toBe(0.25);
  });

  it('never throws and never keeps a sign or more than 2 decimals', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = sanitiseWeightInput(typed);
        expect(kept).toMatch(/^\d*(\.\d{0,2})?$/);
        const parsed = parseWeight(typed);
        if (parsed !== null) {
          expect(parsed).toBeGreaterThan(0);
          expect(formatWeight(parsed)).toMatch(/^\d+\.\d{2}$/);
        }
      }),
    );
  });
});
