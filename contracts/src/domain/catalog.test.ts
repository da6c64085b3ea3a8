import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@portal/contracts/wire/catalog';
import {
  ALL_ITEMS,
  cartLineTotal,
  cartTotal,
  categoriesFor,
  engravingMissing,
  filtersFor,
  isInStock,
  MAX_LINE_QUANTITY,
  parseQuantity,
  stockBrandCode,
  takesQuantity,
} from './catalog';

describe('isInStock (spec 001 s9)', () => {
  it.each([
    [{ sendToInventory: false, hasInventory: false, available: null, minimum: null }, false],
    [{ sendToInventory: true, hasInventory: false, available: null, minimum: null }, true],
    [{ sendToInventory: true, hasInventory: true, available: 5, minimum: 2 }, true],
    [{ sendToInventory: true, hasInventory: true, available: 2, minimum: 2 }, false],
    [{ sendToInventory: true, hasInventory: true, available: 0, minimum: null }, false],
    [{ sendToInventory: true, hasInventory: true, available: 1, minimum: null }, true],
    [{ sendToInventory: true, hasInventory: true, available: null, minimum: 0 }, false],
  ])('%o -> %s', (facts, expected) => {
    expect(isInStock(facts)).toBe(expected);
  });

  it('maps the four stock brands by region and no other', () => {
    expect(['WA', 'vic', 'SA', 'AW'].map(stockBrandCode)).toEqual(['WA LWD', 'VIC EDH', 'SA EDH', 'AW EDH']);
    expect(['QLD', 'SW', 'CW', 'MO'].map(stockBrandCode)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('filtersFor (spec 001 s2.5)', () => {
  it('private: everything but packages, with All Items', () => {
    expect(filtersFor('private')).toEqual([ALL_ITEMS, CATEGORIES.urns, CATEGORIES.memorabilia, CATEGORIES.keepsakes]);
  });
  it('urns and memorabilia: no keepsakes', () => {
    expect(filtersFor('urns-and-memorabilia')).toEqual([ALL_ITEMS, CATEGORIES.urns, CATEGORIES.memorabilia]);
  });
  it('communal and package: two remain, so the first is dropped', () => {
    expect(filtersFor('communal')).toEqual([CATEGORIES.keepsakes]);
    expect(filtersFor('package')).toEqual([CATEGORIES.keepsakes]);
  });
  it('vet supply: vet supplies are added, and only they remain', () => {
    expect(filtersFor('vet-supply-order')).toEqual([CATEGORIES.vetSupplies]);
  });
  it('All Items lists every category the wizard offers; a category lists itself', () => {
    const filters = filtersFor('private');
    expect(categoriesFor(ALL_ITEMS, filters)).toEqual([CATEGORIES.urns, CATEGORIES.memorabilia, CATEGORIES.keepsakes]);
    expect(categoriesFor(CATEGORIES.urns, filters)).toEqual([CATEGORIES.urns]);
    // A stored filter the wizard does not offer falls back to all of its categories.
    expect(categoriesFor(CATEGORIES.vetSupplies, filters)).toEqual([CATEGORIES.urns, CATEGORIES.memorabilia, CATEGORIES.keepsakes]);
  });
});

describe('engraving text (spec 001 s5)', () => {
  it('is missing when engraving is on (required, or ticked) and the text is blank', () => {
    expect(engravingMissing('  ', true)).toBe(true);
    expect(engravingMissing('', true)).toBe(true);
    expect(engravingMissing('  ', false)).toBe(false);
    expect(engravingMissing('Bella', true)).toBe(false);
  });
});

describe('cartTotal', () => {
  it('adds lines, children and fees, leaving deleted lines out', () => {
    const lines = [
      { quantity: 1, unitPrice: 189, children: [{ quantity: 1, unitPrice: 30 }] },
      { quantity: 2, unitPrice: 12.5 },
      { quantity: 0, unitPrice: 65, deleted: true },
    ];
    expect(cartTotal(lines, { collection: 40, return: 25.1 })).toBe(309.1);
  });
});

describe('cartLineTotal', () => {
  it('is quantity x unit price plus the children, each at its own quantity', () => {
    // Two boxes at $52 with an option of $5 a box (the option line carries the quantity too).
    expect(cartLineTotal({ quantity: 2, unitPrice: 52, children: [{ quantity: 2, unitPrice: 5 }] })).toBe(114);
    expect(cartLineTotal({ quantity: 3, unitPrice: 0.1 })).toBe(0.3);
    expect(cartLineTotal({ quantity: 2, unitPrice: 52, deleted: true })).toBe(0);
  });
});

describe('quantity (vet supplies)', () => {
  it('only vet supplies are ordered by quantity', () => {
    expect(takesQuantity(CATEGORIES.vetSupplies)).toBe(true);
    expect([CATEGORIES.urns, CATEGORIES.keepsakes, CATEGORIES.packages].map(takesQuantity)).toEqual([false, false, false]);
  });
  it.each([
    ['1', 1],
    ['2', 2],
    [' 12 ', 12],
    [String(MAX_LINE_QUANTITY), MAX_LINE_QUANTITY],
    [String(MAX_LINE_QUANTITY + 1), null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['2e1', null],
    ['', null],
    ['two', null],
  ])('%j -> %s', (typed, expected) => {
    expect(parseQuantity(typed)).toBe(expected);
  });
});
