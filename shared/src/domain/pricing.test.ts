import { describe, expect, it } from 'vitest';
import { formatMoney, showsPrices } from './pricing';

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
});
