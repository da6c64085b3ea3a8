import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customUnitToKg, displayWeight, formatWeight, parseWeight, readWeight, WEIGHT_MESSAGE, weightError, weightMessage } from './weight';

// Spec 000 s5: 'Weight must be greater than 0 ('The Pet Weight must be greater than 0'; 'Must be
// greater than 0' for a custom unit). Weight and custom unit use 2 fixed decimals and no negatives.'
// Issue 29 item 4: one parser for page and server: digits with at most one decimal point, above 0;
// every other form is refused (never read by Number(), never tidied).
describe('pet weight: one parser for the wizard and portal-api', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12.50', 12.5],
    ['.5', 0.5],
    ['12.', 12],
    [' 12.5 ', 12.5],
    ['0.01', 0.01],
    ['9999999.99', 9999999.99],
    [12, 12],
    [7.25, 7.25],
  ])('accepts %j as %d', (value, parsed) => {
    expect(readWeight(value)).toEqual({ ok: true, value: parsed });
    expect(parseWeight(value)).toBe(parsed);
  });

  it.each([
    // not above 0: the spec's message
    ['', 'notPositive'],
    ['   ', 'notPositive'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    ['.0', 'notPositive'],
    ['-5', 'notPositive'],
    ['-0.5', 'notPositive'],
    [0, 'notPositive'],
    [-2, 'notPositive'],
    [null, 'notPositive'],
    [undefined, 'notPositive'],
    // not digits with at most one decimal point (and 2 decimals)
    ['12,5', 'form'],
    ['0x1F', 'form'],
    ['1e3', 'form'],
    ['1.2.3', 'form'],
    ['Infinity', 'form'],
    [' 12 kg', 'form'],
    ['+5', 'form'],
    ['.', 'form'],
    ['12.345', 'form'],
    ['1 000', 'form'],
    ['١٢', 'form'],
    [12.345, 'form'],
    [Number.NaN, 'form'],
    [Number.POSITIVE_INFINITY, 'form'],
    // over 7 digits before the point
    ['12345678', 'tooLarge'],
    [12345678, 'tooLarge'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(readWeight(value)).toEqual({ ok: false, problem });
    expect(parseWeight(value)).toBeNull();
  });

  it('names every refusal with a message; "not above 0" is the spec\'s', () => {
    expect(weightError('-5')).toBe(WEIGHT_MESSAGE);
    expect(weightError('')).toBe('The Pet Weight must be greater than 0');
    expect(weightError('', true)).toBe('Must be greater than 0');
    expect(weightError('12,5')).toBe(weightMessage('form'));
    expect(weightMessage('form')).toMatch(/^The Pet Weight must be a number like 12\.5/);
    expect(weightError('12.5')).toBeUndefined();
  });

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

  it('never throws; what it accepts is above 0, has at most 2 decimals and is sent as it was read', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^-?\d{0,9}(\.\d{0,3})?$/), fc.double()), (value) => {
        const reading = readWeight(value);
        if (!reading.ok) return;
        expect(reading.value).toBeGreaterThan(0);
        expect(Number(formatWeight(reading.value))).toBe(reading.value);
        if (typeof value === 'string') expect(value.trim()).toMatch(/^\d*\.?\d{0,2}$/);
      }),
    );
  });
});
