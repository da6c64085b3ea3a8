import { describe, expect, it } from 'vitest';
import { formatMoney, optionChoiceLabel, showsPrices } from './pricing';

describe('price display (spec 000 s6; DESIGN.md resolution)', () => {
  it.each([
    [true, 'Pricebook', true],
    [true, 'RRP', true],
    [true, 'No price', false],
    [false, 'Pricebook', false],
    [false, 'RRP', false],
  ] as const)('portal access %s with %s -> prices shown %s', (hasPortalAccess, pricing, shown) => {
    expect(showsPrices({ hasPortalAccess, pricing })).toBe(shown);
  });

  it.each([
    [12, '$12.00'],
    ['7.5', '$7.50'],
    [1234.567, '$1,234.57'],
    [null, '$0.00'],
  ])('formats %j as %s', (amount, shown) => expect(formatMoney(amount)).toBe(shown));

  it.each([
    ['Walnut stain', 8, true, 'Walnut stain (+$8.00)'],
    ['Walnut stain', '8.5', true, 'Walnut stain (+$8.50)'],
    ['Large (25 to 45 kg)', 1250, true, 'Large (25 to 45 kg) (+$1,250.00)'],
    ['Natural oil', 0, true, 'Natural oil'],
    ['Natural oil', null, true, 'Natural oil'],
    ['Walnut stain', 8, false, 'Walnut stain'],
  ] as const)('lists the option %s priced %j (prices shown %s) as %s', (name, price, shown, label) =>
    expect(optionChoiceLabel({ name, price }, shown)).toBe(label),
  );
});
