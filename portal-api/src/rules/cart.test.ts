import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@portal/contracts/wire/catalog';
import { LINE_ITEMS_MAX } from '@portal/contracts/domain/limits';
import type { OptionTree, ProductRow } from '../data/catalog.ts';
import type { QuotedProduct } from '../db/booking-schema.ts';
import {
  checkEngraving,
  checkOptions,
  exceedsLineLimit,
  packageJson,
  parseLineItems,
  planCart,
  withDescendants,
  type CartBooking,
  type CartCatalog,
  type CartOp,
} from './cart.ts';

const product = (id: string, overrides: Partial<ProductRow> = {}): ProductRow => ({
  id,
  name: id.toUpperCase(),
  category: CATEGORIES.urns,
  description: '',
  type: 'product',
  rrp: 100,
  pricebook: 80,
  requires_engraving: 0,
  engraving_max_length: 0,
  engraving_max_characters: 0,
  engraving_type: 'none',
  min_weight: null,
  max_weight: null,
  order_by: null,
  special_order: 0,
  send_to_inventory: 0,
  has_inventory: 0,
  hide_in_portal: 0,
  show_in_confirmation_email: 1,
  seq: 0,
  has_options: null,
  ...overrides,
});

const line = (id: string, overrides: Partial<QuotedProduct> = {}): QuotedProduct => ({
  id,
  booking_id: 'b1',
  parent_product_id: null,
  actual_product_id_c: null,
  producttemplate_id_c: null,
  name: id.toUpperCase(),
  quantity: 1,
  unit_price: 0,
  discount_price: 0,
  engraving_text: null,
  seq: 0,
  deleted: 0,
  is_vpcreated: 1,
  package_products_c: null,
  can_be_deleted: 1,
  option_group_id: null,
  option_choice_id: null,
  show_in_confirmation_email: 1,
  ...overrides,
});

// An urn with a required Colour (Blue, or Red which reveals an optional Shade), and a Size whose
// Large choice is for pets over 20 kg.
const group = (id: string, name: string, parentChoice: string | null = null, optional: 'Required' | 'Optional' = 'Required') => ({
  id,
  product_id: 'urn',
  name,
  optional_status: optional,
  parent_choice_id: parentChoice,
  seq: 0,
});
const choice = (id: string, groupId: string, name: string, band: [number | null, number | null] = [null, null]) => ({
  id,
  group_id: groupId,
  name,
  rrp: 10,
  pricebook: 8,
  min_weight: band[0],
  max_weight: band[1],
  seq: 0,
});
const tree: OptionTree = {
  groups: [group('size', 'Size', null, 'Optional'), group('colour', 'Colour'), group('shade', 'Shade', 'red', 'Optional')],
  choices: [
    choice('blue', 'colour', 'Blue'),
    choice('red', 'colour', 'Red'),
    choice('dark', 'shade', 'Dark'),
    choice('large', 'size', 'Large', [20, null]),
  ],
};

describe('checkOptions', () => {
  const check = (raw: Record<string, string | null>, weightKg: number | null = 10) => {
    const problems: string[] = [];
    const chosen = checkOptions('Urn', 'urn', tree, raw, weightKg, problems);
    return { chosen: chosen.map((option) => option.choiceId), problems };
  };

  it.each([
    ['an unknown group', { colour: 'blue', lid: 'x' }, 'Urn: unknown option group lid'],
    ["a choice of another group", { colour: 'dark' }, 'Urn: that choice is not an option of Colour'],
    ['a dependent group whose parent choice is not chosen', { colour: 'blue', shade: 'dark' }, 'Urn: Shade applies only with Red, which is not chosen'],
    ['a required group left out', {}, 'Urn: Colour is required'],
  ])('refuses %s', (_case, raw, problem) => {
    expect(check(raw).problems).toEqual([problem]);
  });

  it("refuses a choice whose weight band does not hold the pet's weight, in the product modal's words", () => {
    expect(check({ colour: 'blue', size: 'large' }, 12).problems).toEqual([
      "Urn: Size 'Large' is for pets from 20 kg, and this pet weighs 12.00 kg. Please choose another Size.",
    ]);
  });

  it("takes '' and '0' as no choice", () => {
    expect(check({ colour: 'blue', size: '0', shade: '' })).toEqual({ chosen: ['blue'], problems: [] });
  });

  it('answers the chosen options in the tree order, a revealed group after the choice that reveals it', () => {
    expect(check({ shade: 'dark', colour: 'red', size: 'large' }, 25)).toEqual({ chosen: ['large', 'red', 'dark'], problems: [] });
  });
});

describe('checkEngraving', () => {
  const textProduct = product('plate', { engraving_type: 'text', engraving_max_length: 2, engraving_max_characters: 10 });
  const check = (item: ProductRow, raw: string | null, ticked = false) => {
    const problems: string[] = [];
    return { text: checkEngraving('Plate', item, raw, ticked, problems), problems };
  };

  it.each([
    ['a plaque product (its artwork steps take the text)', product('plaque', { engraving_type: 'plaque', requires_engraving: 1 }), '', false, []],
    ['a product that requires engraving', { ...textProduct, requires_engraving: 1 as const }, '  ', false, ['Plate: engraving text is required']],
    ['a ticked Add engraving', textProduct, null, true, ['Plate: engraving text is required when Add engraving is ticked']],
    ['no text and nothing asked', textProduct, '', false, []],
  ])('blank text: %s', (_case, item, raw, ticked, problems) => {
    expect(check(item, raw, ticked)).toEqual({ text: null, problems });
  });

  it('refuses text for a product that takes none', () => {
    expect(check(product('urn'), 'Rosie')).toEqual({ text: null, problems: ['Plate: this product takes no engraving text'] });
  });

  it('normalises line ends and drops trailing space, and keeps text that fits', () => {
    expect(check(textProduct, 'Rosie\r\nForever  \n\n')).toEqual({ text: 'Rosie\nForever', problems: [] });
  });

  it("names what does not fit, after the line's label", () => {
    const { problems } = check(textProduct, 'One\nTwo\nThree');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Plate: /);
  });
});

describe('parseLineItems', () => {
  it('keeps the entries of a line item shape with their place, and names the others', () => {
    const { items, problems } = parseLineItems([{ product: 'urn', quantity: 1 }, 'urn', { quantity: 'two' }]);
    expect(items).toEqual([{ item: { product: 'urn', quantity: 1 }, n: 1 }]);
    expect(problems).toEqual(['Item 2 is not a valid line item', 'Item 3 is not a valid line item']);
  });
});

describe('withDescendants', () => {
  it('answers a line with its children and theirs, at every depth, and no other line', () => {
    const lines = [line('pack'), line('item', { parent_product_id: 'pack' }), line('option', { parent_product_id: 'item' }), line('other')];
    expect(withDescendants(lines[0]!, lines)).toEqual(['pack', 'item', 'option']);
  });
});

describe('planCart', () => {
  const urn = product('urn');
  const pack = product('pack', { type: 'package', category: CATEGORIES.packages });
  const supply = product('gloves', { category: CATEGORIES.vetSupplies });
  const service = product('private', { category: CATEGORIES.services });
  const hidden = product('hidden', { hide_in_portal: 1 });
  const soldOut = product('soldout');
  const catalog: CartCatalog = {
    products: new Map([urn, pack, supply, service, hidden, soldOut].map((row) => [row.id, row])),
    packageItems: new Map([['pack', [product('box')]]]),
    tree: { groups: [], choices: [] },
    listableIds: new Set(['urn', 'pack', 'gloves']),
    packageServiceTypes: new Map([['pack', ['st-private']]]),
  };
  const cart = (lines: QuotedProduct[] = [], serviceTypeName = 'Private cremation'): CartBooking => ({
    serviceTypeId: 'st-private',
    serviceTypeName,
    lines,
  });
  const plan = (booking: CartBooking, ...raw: unknown[]) => planCart(booking, parseLineItems(raw).items, catalog);

  it.each([
    ['no product', { quantity: 1 }, 'Item 1: product is required'],
    ['an unknown product', { product: 'nope' }, 'Item 1: unknown product nope'],
    ["the booking's service", { product: 'private' }, "PRIVATE is the booking's own service and cannot be added"],
    ['a hidden product', { product: 'hidden' }, 'HIDDEN is not available'],
    ['a product out of stock', { product: 'soldout' }, 'SOLDOUT is out of stock'],
    ['a vet supply on a cremation booking', { product: 'gloves' }, 'GLOVES can only be ordered on a vet supply order'],
    ['a quantity over the most', { product: 'urn', quantity: 100 }, 'URN: quantity must be a whole number from 1 to 99'],
    ['a package booked twice', { product: 'pack', quantity: 2 }, 'PACK: a package is booked once (quantity 1)'],
  ])('refuses a new line of %s', (_case, raw, problem) => {
    expect(plan(cart(), raw).problems).toEqual([problem]);
  });

  it('takes vet supplies only on a vet supply order', () => {
    expect(plan(cart([], ' Vet Supply Order '), { product: 'urn' }).problems).toEqual(['A vet supply order takes vet supplies only, not URN']);
    expect(plan(cart([], 'Vet supply order'), { product: 'gloves' }).problems).toEqual([]);
  });

  it("refuses a package not offered for the booking's service type", () => {
    const communal = { ...cart(), serviceTypeId: 'st-communal' };
    expect(plan(communal, { product: 'pack' }).problems).toEqual(["PACK is not offered for this booking's service type"]);
  });

  it('plans a new line with its package items, and skips a deleted new line', () => {
    const { ops, problems } = plan(cart(), { product: 'pack' }, { product: 'urn', deleted: 1 });
    expect(problems).toEqual([]);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ kind: 'add', product: { id: 'pack' }, quantity: 1, packageItems: [{ product: { id: 'box' }, options: [], engravingText: null }] });
  });

  const urnLine = line('l-urn', { actual_product_id_c: 'urn', quantity: 2 });
  it.each([
    ['a line not in the cart', line('l-other'), { id: 'l-missing', quantity: 1 }, 'Item 1: no such item in this booking\'s cart'],
    ['a child line', line('l-child', { parent_product_id: 'l-urn' }), { id: 'l-child', quantity: 1 }, "Item 1: no such item in this booking's cart"],
    ['removing the service line', line('l-service', { can_be_deleted: 0 }), { id: 'l-service', deleted: 1 }, 'L-SERVICE cannot be removed from this booking'],
    ['changing the service line', line('l-service', { can_be_deleted: 0 }), { id: 'l-service', quantity: 1 }, 'L-SERVICE cannot be changed'],
    ['changing a removed line', line('l-gone', { deleted: 1 }), { id: 'l-gone', quantity: 1 }, 'L-GONE was removed from the cart'],
    ['a line whose product left the catalog', line('l-old', { actual_product_id_c: 'retired' }), { id: 'l-old', quantity: 1 }, 'L-OLD is no longer in the catalog'],
    ["changing a line's product", urnLine, { id: 'l-urn', product: 'pack' }, 'L-URN: the product of a cart item cannot be changed; remove it and add the other product'],
  ])('refuses %s', (_case, existing, raw, problem) => {
    expect(plan(cart([existing, urnLine]), raw).problems).toEqual([problem]);
  });

  it("plans an update by id or editId, keeping the line's quantity when none is sent", () => {
    const { ops } = plan(cart([urnLine]), { editId: 'l-urn', engraving_text: '' });
    expect(ops).toEqual<CartOp[]>([{ kind: 'update', lineId: 'l-urn', quantity: null, finalQuantity: 2, options: [], engravingText: null, packageItems: null }]);
  });

  it('plans a removal of the line and everything under it; removing a removed line is nothing', () => {
    const child = line('l-option', { parent_product_id: 'l-urn' });
    expect(plan(cart([urnLine, child]), { id: 'l-urn', deleted: true }).ops).toEqual([{ kind: 'delete', lineIds: ['l-urn', 'l-option'] }]);
    expect(plan(cart([{ ...urnLine, deleted: 1 }]), { id: 'l-urn', deleted: 1 }).ops).toEqual([]);
  });
});

describe('exceedsLineLimit', () => {
  const full = Array.from({ length: LINE_ITEMS_MAX }, (_, index) => line(`l${index}`));
  const add: CartOp = { kind: 'add', product: product('urn'), quantity: 1, options: [], engravingText: null, packageItems: null };

  it('counts the live top-level lines as they will be', () => {
    expect(exceedsLineLimit(full, [])).toBe(false);
    expect(exceedsLineLimit(full, [add])).toBe(true);
    expect(exceedsLineLimit(full, [add, { kind: 'delete', lineIds: ['l0'] }])).toBe(false);
  });

  it('leaves out removed lines and child lines', () => {
    const lines = [...full.slice(1), line('gone', { deleted: 1 }), line('child', { parent_product_id: 'l1' })];
    expect(exceedsLineLimit(lines, [add])).toBe(false);
  });
});

describe('packageJson', () => {
  it("writes each item's chosen options and engraving text, by item id", () => {
    const option = { groupId: 'colour', groupName: 'Colour', choiceId: 'blue', choiceName: 'Blue', rrp: 0, pricebook: 0 };
    expect(JSON.parse(packageJson([{ product: product('box'), options: [option], engravingText: 'Rosie' }]))).toEqual({
      box: { options: { colour: 'blue' }, engraving_text: 'Rosie' },
    });
  });
});
