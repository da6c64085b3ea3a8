// The cart through POST portal/booking[/{id}] `line_items` (issue 5; spec 001 s4 'Add to cart', 'Cart
// delete', 'Vet supply'): quoted products with their options and package items, prices from the
// catalog, the validation 422s, the default service line, vet supply orders and practice scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineItemWrite, ProductDetailDto } from '@portal/contracts/wire/catalog';
import { demoBookingId } from '../seed/bookings.ts';
import { CATALOG_PRODUCTS, seedOption } from '../seed/catalog.ts';
import { SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { SKIPPED_OWNER_BOOKING } from '../testing/booking-payloads.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import type { fullBookingToWire, QuotedProductWire } from '../wire/booking.ts';

let ctx: TestContext;
const tokens = { direct: '', referral: '', unity: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  tokens.direct = await ctx.tokenFor('direct.staff@example.com'); // WA, Pricebook
  tokens.referral = await ctx.tokenFor('referral.staff@example.com'); // SA, RRP
  tokens.unity = await ctx.tokenFor('unity.staff@example.com');
});
afterAll(() => ctx.close());

type Booking = ReturnType<typeof fullBookingToWire>;
const P = CATALOG_PRODUCTS;
const MEDIUM = seedOption('rosewoodUrn', 'Size', 'Medium (10 to 25 kg)');
const LARGE = seedOption('rosewoodUrn', 'Size', 'Large (25 to 45 kg)');
const BRASS = seedOption('rosewoodUrn', 'Name plate', 'Brass name plate');
const POLISHED = seedOption('rosewoodUrn', 'Plate finish', 'Polished brass');
const WALNUT = seedOption('cedarUrn', 'Finish', 'Walnut stain');
const WHITEWASH = seedOption('cedarUrn', 'Finish', 'Whitewash');
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const details = SKIPPED_OWNER_BOOKING;

const item = (product: string, extra: Partial<LineItemWrite> = {}): LineItemWrite => ({
  id: null,
  product,
  quantity: 1,
  deleted: 0,
  engraving_text: null,
  options: {},
  package_products_c: null,
  editId: null,
  is_vpcreated: 1,
  ...extra,
});

async function dataOf<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.data;
}
async function detailOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { errors: { detail: unknown } }).errors.detail;
}
const create = async (body: Record<string, unknown> = details, token = tokens.direct) =>
  dataOf<Booking>(await ctx.call('POST', '/portal/booking', { token, body }), 201);
const cart = (bookingId: string, lineItems: unknown[], token = tokens.direct) => ctx.call('POST', `/portal/booking/${bookingId}`, { token, body: { line_items: lineItems } });
const live = (booking: Booking) => booking.quoted_products.filter((line) => !line.deleted);
const lineOf = (booking: Booking, productId: string) => live(booking).find((line) => line.actual_product_id_c === productId);
const summary = (line: QuotedProductWire | undefined): unknown =>
  line && { name: line.name, unit_price: line.unit_price, discount_price: line.discount_price, children: line.child_products.map(summary) };

describe('the default service line', () => {
  it('a new private cremation carries one non-deletable service line by the weight band, and follows weight changes', async () => {
    const booking = await create();
    expect(booking.has_default_product).toBe(1);
    expect(booking.quoted_products.map((line) => [line.name, line.can_be_deleted, line.unit_price, line.discount_price])).toEqual([
      ['Private Cremation - 10 to 25kg', 0, 420, 325],
    ]);
    const heavier = await dataOf<Booking>(await ctx.call('POST', `/portal/booking/${booking.id}`, { token: tokens.direct, body: { ...details, pet_weight_c: '31' } }));
    expect(heavier.quoted_products.map((line) => line.name)).toEqual(['Private Cremation - over 25kg']);
    const communal = await dataOf<Booking>(
      await ctx.call('POST', `/portal/booking/${booking.id}`, { token: tokens.direct, body: { ...details, class_pet_service_types_id_c: SERVICE_TYPE_IDS.communalCremationVet } }),
    );
    expect(communal.quoted_products.map((line) => line.name)).toEqual(['Communal Cremation']);
  });

  it('dispersal, stray/wildlife; none for a package booking or a vet supply order', async () => {
    const names = (booking: Booking) => booking.quoted_products.map((line) => line.name);
    expect(names(await create({ ...details, class_pet_service_types_id_c: SERVICE_TYPE_IDS.privateCremationDispersal }))).toEqual([
      'Private Cremation with Dispersal of Ashes',
    ]);
    expect(names(await create({ ...details, class_pet_service_types_id_c: SERVICE_TYPE_IDS.communalCremationStrayWildlifeVet }))).toEqual([
      'Stray / Wildlife Communal Cremation',
    ]);
    const pack = await create({ ...details, is_package_c: 1 });
    expect([names(pack), pack.has_default_product]).toEqual([[], 0]);
  });

  it('cannot be removed or changed through the cart', async () => {
    const booking = await create();
    const service = booking.quoted_products[0];
    const response = await cart(booking.id, [item(service?.actual_product_id_c ?? '', { id: service?.id ?? null, deleted: 1 })]);
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toEqual({ line_items: 'Private Cremation - 10 to 25kg cannot be removed from this booking' });
  });
});

describe('quoted products: create, update and delete', () => {
  it('adds a line with its chosen options as children, at catalog prices (never the client’s)', async () => {
    const booking = await create();
    const added = await dataOf<Booking>(
      await cart(booking.id, [
        {
          ...item(P.rosewoodUrn.id, {
            options: { [MEDIUM.groupId]: MEDIUM.choiceId, [BRASS.groupId]: BRASS.choiceId, [POLISHED.groupId]: POLISHED.choiceId },
            engraving_text: 'Bella\r\nForever loved\n',
          }),
          unit_price: 1,
          discount_price: 1,
        },
      ]),
    );
    const urn = lineOf(added, P.rosewoodUrn.id);
    expect(summary(urn)).toEqual({
      name: 'Rosewood Urn',
      unit_price: 149,
      discount_price: 112,
      children: [
        { name: 'Size: Medium (10 to 25 kg)', unit_price: 40, discount_price: 33, children: [] },
        { name: 'Name plate: Brass name plate', unit_price: 25, discount_price: 19, children: [] },
        { name: 'Plate finish: Polished brass', unit_price: 0, discount_price: 0, children: [] },
      ],
    });
    expect(urn).toMatchObject({ quantity: 1, deleted: 0, can_be_deleted: 1, engraving_text: 'Bella\nForever loved', show_in_confirmation_email: 1 });
    // The service line stays first; the cart line follows.
    expect(live(added).map((line) => line.name)).toEqual(['Private Cremation - 10 to 25kg', 'Rosewood Urn']);

    const product = await dataOf<ProductDetailDto>(await ctx.call('GET', `/portal/product/${P.rosewoodUrn.id}?quoted_product_id=${urn?.id ?? ''}`, { token: tokens.direct }));
    expect(product.total_product_price).toBe(112 + 33 + 19);
    expect(product.quoted).toEqual({
      options: { [MEDIUM.groupId]: MEDIUM.choiceId, [BRASS.groupId]: BRASS.choiceId, [POLISHED.groupId]: POLISHED.choiceId },
      engraving_text: 'Bella\nForever loved',
      package_products_c: null,
      quantity: 1,
    });
  });

  it('updates a line in place (options replaced, text changed) and leaves lines not sent as they are', async () => {
    // 25 kg: both the Medium and the Large size suit the pet.
    const booking = await create({ ...details, pet_weight_c: '25.00' });
    const added = await dataOf<Booking>(
      await cart(booking.id, [item(P.rosewoodUrn.id, { options: { [MEDIUM.groupId]: MEDIUM.choiceId } }), item(P.clayPaw.id)]),
    );
    const urn = lineOf(added, P.rosewoodUrn.id);
    const updated = await dataOf<Booking>(
      await cart(booking.id, [item(P.rosewoodUrn.id, { id: urn?.id ?? null, options: { [LARGE.groupId]: LARGE.choiceId }, engraving_text: 'Max' })]),
    );
    const changed = lineOf(updated, P.rosewoodUrn.id);
    expect(changed?.id).toBe(urn?.id);
    expect(changed?.engraving_text).toBe('Max');
    expect(changed?.child_products.filter((child) => !child.deleted).map((child) => child.name)).toEqual(['Size: Large (25 to 45 kg)']);
    expect(lineOf(updated, P.clayPaw.id)).toBeDefined();
    // editId (the product modal's edit mode) names the line too.
    const edited = await dataOf<Booking>(
      await cart(booking.id, [item(P.rosewoodUrn.id, { editId: urn?.id ?? null, options: { [MEDIUM.groupId]: MEDIUM.choiceId } })]),
    );
    expect(lineOf(edited, P.rosewoodUrn.id)?.child_products.map((child) => child.name)).toEqual(['Size: Medium (10 to 25 kg)']);
    expect(live(edited)).toHaveLength(3);
  });

  it('a ticked optional engraving with its text is stored; unticked, no text is needed', async () => {
    const booking = await create();
    const added = await dataOf<Booking>(
      await cart(booking.id, [
        item(P.cedarUrn.id, { options: { [WALNUT.groupId]: WALNUT.choiceId }, add_engraving: 1, engraving_text: 'Bella' }),
        item(P.cedarUrn.id, { options: { [WHITEWASH.groupId]: WHITEWASH.choiceId }, add_engraving: 0, engraving_text: null }),
      ]),
    );
    expect(live(added).filter((line) => line.actual_product_id_c === P.cedarUrn.id).map((line) => line.engraving_text)).toEqual(['Bella', null]);
    // Editing the line with the box ticked and the text cleared is refused, and the text stays.
    const urn = lineOf(added, P.cedarUrn.id);
    const cleared = await cart(booking.id, [item(P.cedarUrn.id, { id: urn?.id ?? null, options: { [WALNUT.groupId]: WALNUT.choiceId }, add_engraving: 1, engraving_text: '' })]);
    expect(cleared.status).toBe(422);
    expect(await detailOf(cleared)).toEqual({ line_items: 'Cedar Urn: engraving text is required when Add engraving is ticked' });
    const after = await dataOf<Booking>(await ctx.call('GET', `/portal/booking/${booking.id}`, { token: tokens.direct }));
    expect(lineOf(after, P.cedarUrn.id)?.engraving_text).toBe('Bella');
  });

  it('a package item ticked for engraving needs its text too', async () => {
    const booking = await create({ ...details, is_package_c: 1 });
    const response = await cart(booking.id, [
      item(P.package.id, { package_products_c: { [P.cedarUrn.id]: { options: { [WALNUT.groupId]: WALNUT.choiceId }, engraving_text: null, add_engraving: 1 } } }),
    ]);
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toEqual({ line_items: 'Memorial Cremation Package, Cedar Urn: engraving text is required when Add engraving is ticked' });
  });

  it('a package is booked once', async () => {
    const booking = await create({ ...details, is_package_c: 1 });
    const response = await cart(booking.id, [
      item(P.package.id, { quantity: 2, package_products_c: { [P.cedarUrn.id]: { options: { [WALNUT.groupId]: WALNUT.choiceId }, engraving_text: null } } }),
    ]);
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toEqual({ line_items: 'Memorial Cremation Package: a package is booked once (quantity 1)' });
  });

  it("an edit changes the line's options and quantity in place: its options carry its quantity, and its price follows", async () => {
    const booking = await create();
    const added = await dataOf<Booking>(await cart(booking.id, [item(P.cedarUrn.id, { options: { [WALNUT.groupId]: WALNUT.choiceId } })]));
    const urn = lineOf(added, P.cedarUrn.id);
    const edited = await dataOf<Booking>(
      await cart(booking.id, [item(P.cedarUrn.id, { id: urn?.id ?? null, editId: urn?.id ?? null, quantity: 2, options: { [WHITEWASH.groupId]: WHITEWASH.choiceId } })]),
    );
    expect(live(edited).filter((line) => line.actual_product_id_c === P.cedarUrn.id)).toHaveLength(1);
    const changed = lineOf(edited, P.cedarUrn.id);
    expect(changed?.id).toBe(urn?.id);
    expect([changed?.quantity, changed?.child_products.map((child) => [child.name, child.quantity])]).toEqual([2, [['Finish: Whitewash', 2]]]);
    const product = await dataOf<ProductDetailDto>(await ctx.call('GET', `/portal/product/${P.cedarUrn.id}?quoted_product_id=${urn?.id ?? ''}`, { token: tokens.direct }));
    // Pricebook: 2 x (70 + 8).
    expect(product.total_product_price).toBe(156);
    expect(product.quoted?.quantity).toBe(2);
    // Without a quantity the line keeps its own, and so do its new options.
    const kept = await dataOf<Booking>(
      await cart(booking.id, [{ ...item(P.cedarUrn.id, { id: urn?.id ?? null, options: { [WALNUT.groupId]: WALNUT.choiceId } }), quantity: undefined }]),
    );
    expect(lineOf(kept, P.cedarUrn.id)?.child_products.map((child) => [child.name, child.quantity])).toEqual([['Finish: Walnut stain', 2]]);
  });

  it('deletes a line and all its descendants (deleted 1, quantity 0)', async () => {
    const booking = await create({ ...details, is_package_c: 1 });
    const added = await dataOf<Booking>(
      await cart(booking.id, [item(P.package.id, { package_products_c: { [P.cedarUrn.id]: { options: { [WALNUT.groupId]: WALNUT.choiceId }, engraving_text: null } } })]),
    );
    const pack = lineOf(added, P.package.id);
    const removed = await dataOf<Booking>(await cart(booking.id, [item(P.package.id, { id: pack?.id ?? null, deleted: 1 })]));
    const gone = removed.quoted_products.find((line) => line.id === pack?.id);
    const all = (line: QuotedProductWire): QuotedProductWire[] => [line, ...line.child_products.flatMap(all)];
    const lines = gone ? all(gone) : [];
    expect(lines).toHaveLength(1 + 3 + 1); // the package, its three items, the urn's finish
    expect(lines.every((line) => line.deleted === 1 && line.quantity === 0)).toBe(true);
    expect(live(removed)).toEqual([]);
    // Deleting again is a no-op; an unknown line is 422.
    expect((await cart(booking.id, [item(P.package.id, { id: pack?.id ?? null, deleted: 1 })])).status).toBe(200);
    expect((await cart(booking.id, [item(P.package.id, { id: 'no-such-line', deleted: 1 })])).status).toBe(422);
  });
});

describe('packages', () => {
  it('adds a package with a child line per item (no charge), each with its customisation', async () => {
    const booking = await create({ ...details, is_package_c: 1 });
    const added = await dataOf<Booking>(
      await cart(booking.id, [
        item(P.package.id, {
          package_products_c: {
            [P.cedarUrn.id]: { options: { [WALNUT.groupId]: WALNUT.choiceId }, engraving_text: 'Bella' },
            [P.plaque.id]: { options: {}, engraving_text: 'Bella - Forever in our hearts' },
          },
        }),
      ]),
    );
    const pack = lineOf(added, P.package.id);
    expect(summary(pack)).toEqual({
      name: 'Memorial Cremation Package',
      unit_price: 795,
      discount_price: 620,
      children: [
        { name: 'Cedar Urn', unit_price: 0, discount_price: 0, children: [{ name: 'Finish: Walnut stain', unit_price: 10, discount_price: 8, children: [] }] },
        { name: 'Clay Paw Print', unit_price: 0, discount_price: 0, children: [] },
        { name: 'Engraved Brass Plaque', unit_price: 0, discount_price: 0, children: [] },
      ],
    });
    expect(pack?.child_products.map((child) => child.engraving_text)).toEqual(['Bella', null, 'Bella - Forever in our hearts']);
    expect(pack?.package_products_c).toMatchObject({ [P.cedarUrn.id]: { options: { [WALNUT.groupId]: WALNUT.choiceId }, engraving_text: 'Bella' } });

    // Changing the customisation keeps the item lines (their ids) and replaces their options.
    const urnLine = pack?.child_products[0];
    const updated = await dataOf<Booking>(
      await cart(booking.id, [
        item(P.package.id, { id: pack?.id ?? null, package_products_c: { [P.cedarUrn.id]: { options: { [WHITEWASH.groupId]: WHITEWASH.choiceId }, engraving_text: null } } }),
      ]),
    );
    const urnAfter = lineOf(updated, P.package.id)?.child_products[0];
    expect(urnAfter?.id).toBe(urnLine?.id);
    expect(urnAfter?.engraving_text).toBeNull();
    expect(urnAfter?.child_products.map((child) => child.name)).toEqual(['Finish: Whitewash']);
    const product = await dataOf<ProductDetailDto>(await ctx.call('GET', `/portal/product/${P.package.id}?quoted_product_id=${pack?.id ?? ''}`, { token: tokens.direct }));
    expect(product.total_product_price).toBe(620 + 8);
  });

  it("refuses a package item's missing required option, an item not in the package, and a package of another service", async () => {
    const booking = await create({ ...details, is_package_c: 1 });
    const missing = await cart(booking.id, [item(P.package.id)]);
    expect(await detailOf(missing)).toEqual({ line_items: 'Memorial Cremation Package, Cedar Urn: Finish is required' });
    const stranger = await cart(booking.id, [
      item(P.package.id, { package_products_c: { [P.cedarUrn.id]: { options: { [WALNUT.groupId]: WALNUT.choiceId }, engraving_text: null }, [P.glassHeart.id]: { options: {}, engraving_text: null } } }),
    ]);
    expect(await detailOf(stranger)).toEqual({ line_items: `Memorial Cremation Package: ${P.glassHeart.id} is not an item of this package` });
    const farewell = await cart(booking.id, [item(P.farewellPackage.id)]);
    expect(await detailOf(farewell)).toEqual({ line_items: "Farewell Package is not offered for this booking's service type" });
  });
});

describe('validation: 422 naming line_items', () => {
  let bookingId = '';
  beforeAll(async () => {
    bookingId = (await create()).id;
  });
  const refusal = async (lineItems: unknown[], token = tokens.direct) => {
    const response = await cart(bookingId, lineItems, token);
    expect(response.status).toBe(422);
    return ((await detailOf(response)) as { line_items: string }).line_items;
  };

  it.each([
    ['an unknown product', [item('no-such-product')], 'Item 1: unknown product no-such-product'],
    ['a hidden product', [item(P.certificate.id)], 'Memorial Certificate is not available'],
    ['a product out of stock for the brand (WA)', [item(P.marbleUrn.id)], 'Carrara Marble Urn is out of stock'],
    ['a product not sent to inventory', [item(P.pewterUrn.id)], 'Pewter Urn (legacy range) is out of stock'],
    ['a cremation service', [item(P.communal.id)], "Communal Cremation is the booking's own service and cannot be added"],
    ['a vet supply on a cremation booking', [item(P.tags.id)], 'Pet Identification Tags (pack of 50) can only be ordered on a vet supply order'],
    ['a required group without a choice', [item(P.rosewoodUrn.id)], 'Rosewood Urn: Size is required'],
    [
      'a choice not in its group',
      [item(P.rosewoodUrn.id, { options: { [MEDIUM.groupId]: POLISHED.choiceId } })],
      'Rosewood Urn: that choice is not an option of Size',
    ],
    [
      'a dependent group whose parent choice is not chosen',
      [item(P.rosewoodUrn.id, { options: { [MEDIUM.groupId]: MEDIUM.choiceId, [POLISHED.groupId]: POLISHED.choiceId } })],
      'Rosewood Urn: Plate finish applies only with Brass name plate, which is not chosen',
    ],
    [
      'a revealed required group without a choice',
      [item(P.rosewoodUrn.id, { options: { [MEDIUM.groupId]: MEDIUM.choiceId, [BRASS.groupId]: BRASS.choiceId } })],
      'Rosewood Urn: Plate finish is required',
    ],
    ['engraving text required but blank', [item(P.gardenStone.id, { engraving_text: '  ' })], 'Garden Memorial Stone: engraving text is required'],
    [
      'too many engraving lines',
      [item(P.gardenStone.id, { engraving_text: 'Bella\nGood girl\nForever' })],
      'Garden Memorial Stone: This product takes 2 lines: line 3 ("Forever") does not fit.',
    ],
    [
      'an engraving line too long',
      [item(P.keyring.id, { engraving_text: 'Bella the wonder dog' })],
      'Paw Print Keyring: Line 1 is 5 characters too long (15 fit on a line): "r dog" does not fit.',
    ],
    [
      'an engraving line too long, counted in characters as typed (an emoji once)',
      [item(P.keyring.id, { engraving_text: '🐾 Bella 🐾 good boy' })],
      'Paw Print Keyring: Line 1 is 3 characters too long (15 fit on a line): "boy" does not fit.',
    ],
    [
      'a hidden character in the engraving text, named by its line (issue 29)',
      [item(P.gardenStone.id, { engraving_text: 'Bella\nGood\u202E girl' })],
      'Garden Memorial Stone: Line 2 has a hidden character that changes the order of the text (a right-to-left override) after "Good". Delete it, or type the text again instead of pasting it.',
    ],
    [
      'an invisible character at the end of the engraving text (kept and named, not trimmed away)',
      [item(P.gardenStone.id, { engraving_text: 'Bella\uFEFF' })],
      'Garden Memorial Stone: Line 1 has an invisible character (a zero-width no-break space) after "Bella". Delete it, or type the text again instead of pasting it.',
    ],
    [
      'a family emoji counted as one character',
      [item(P.keyring.id, { engraving_text: '👨‍👩‍👧‍👦'.repeat(16) })],
      'Paw Print Keyring: Line 1 is 1 character too long (15 fit on a line): "👨‍👩‍👧‍👦" does not fit.',
    ],
    ['engraving text on a product without engraving', [item(P.clayPaw.id, { engraving_text: 'Bella' })], 'Clay Paw Print: this product takes no engraving text'],
    ['a bad quantity', [item(P.clayPaw.id, { quantity: 0 })], 'Clay Paw Print: quantity must be a whole number from 1 to 99'],
    ['a quantity over the most a line takes', [item(P.clayPaw.id, { quantity: 100 })], 'Clay Paw Print: quantity must be a whole number from 1 to 99'],
    ['a part quantity', [item(P.clayPaw.id, { quantity: 1.5 })], 'Clay Paw Print: quantity must be a whole number from 1 to 99'],
    [
      'a ticked optional engraving with blank text',
      [item(P.cedarUrn.id, { options: { [WALNUT.groupId]: WALNUT.choiceId }, add_engraving: 1, engraving_text: ' \n ' })],
      'Cedar Urn: engraving text is required when Add engraving is ticked',
    ],
    ['a line that is not an object', ['clay'], 'Item 1 is not a valid line item'],
  ])('%s', async (_case, lineItems, message) => {
    expect(await refusal(lineItems)).toBe(message);
  });

  it('writes nothing when any line is refused', async () => {
    await refusal([item(P.clayPaw.id), item(P.rosewoodUrn.id)]);
    const booking = await dataOf<Booking>(await ctx.call('GET', `/portal/booking/${bookingId}`, { token: tokens.direct }));
    expect(lineOf(booking, P.clayPaw.id)).toBeUndefined();
  });

  it('the same product is in stock for the SA practice', async () => {
    const sa = await create({ ...details, skip_owner_details_form_c: 0, first_name: 'Sam', last_name: 'Citizen', phone_mobile: '+61412345678', primary_address_city: 'Stirling', primary_address_postalcode: '5152' }, tokens.referral);
    const added = await dataOf<Booking>(await cart(sa.id, [item(P.marbleUrn.id)], tokens.referral));
    expect(lineOf(added, P.marbleUrn.id)).toMatchObject({ unit_price: 289, discount_price: 222 });
  });

  it('refuses any cart change once the booking is ok to cremate', async () => {
    const inCremation = demoBookingId('direct', 'In Cremation');
    const response = await cart(inCremation, [item(P.clayPaw.id)]);
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toEqual({ line_items: 'This booking can no longer be changed' });
  });
});

describe('the details payload and line_items', () => {
  it('a full details payload still needs its fields; a line_items-only body needs none', async () => {
    const booking = await create();
    const bad = await ctx.call('POST', `/portal/booking/${booking.id}`, { token: tokens.direct, body: { ...details, pet_weight_c: '0' } });
    expect(bad.status).toBe(422);
    expect(await detailOf(bad)).toEqual({ pet_weight_c: 'The Pet Weight must be greater than 0' });
    const noService = await ctx.call('POST', `/portal/booking/${booking.id}`, { token: tokens.direct, body: { pet_first_name_c: 'Bella', line_items: [] } });
    expect(noService.status).toBe(422);
    expect((await cart(booking.id, [])).status).toBe(200);
    // Details and lines together: both are written.
    const both = await dataOf<Booking>(
      await ctx.call('POST', `/portal/booking/${booking.id}`, { token: tokens.direct, body: { ...details, pet_first_name_c: 'Rosie', line_items: [item(P.clayPaw.id)] } }),
    );
    expect(both.pet_first_name_c).toBe('Rosie');
    expect(lineOf(both, P.clayPaw.id)).toBeDefined();
    // The wizard's own saves send line_items: [] and leave the cart alone.
    const saved = await dataOf<Booking>(await ctx.call('POST', `/portal/booking/${booking.id}`, { token: tokens.direct, body: details }));
    expect(live(saved).map((line) => line.name)).toEqual(['Private Cremation - 10 to 25kg', 'Clay Paw Print']);
  });

  it('sets the collection travel cost from the chosen collection product', async () => {
    const zone = await dataOf<{ id: string; unit_price: number; is_home_collection: number }[]>(await ctx.call('GET', '/portal/postcode/zone?postalcode=4031', { token: tokens.unity }));
    const home = zone.find((product) => product.is_home_collection === 1);
    const booking = await create(
      {
        ...details,
        collection_add_option_c: 'postal_address',
        collection_add_street_c: '210 Gympie Road',
        collection_add_city_c: 'Kedron',
        collection_add_postalcode_c: '4031',
        collection_add_latitude_c: -27.4,
        collection_add_longitude_c: 153.03,
        collectionDetails: { collection_products: [{ id: home?.id ?? '', quantity: 1 }] },
      },
      tokens.unity,
    );
    expect(booking.collection_freight_fee_c).toBe(50);
    const vet = await dataOf<Booking>(await ctx.call('POST', `/portal/booking/${booking.id}`, { token: tokens.unity, body: { ...details, collection_add_option_c: 'vet_address' } }));
    expect(vet.collection_freight_fee_c).toBe(0);
  });
});

describe('vet supply orders', () => {
  const order = (lineItems: LineItemWrite[], key: string) =>
    ctx.app.request('/portal/booking', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.direct}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ class_pet_service_types_id_c: SERVICE_TYPE_IDS.vetSupplyOrder, vet_staff_c: 'Dana Nguyen', createBookingFlag: true, line_items: lineItems }),
    });

  it('are created with their first line (a retry answers the same order), then submitted', async () => {
    const first = await dataOf<Booking>(await order([item(P.bodyBags.id, { quantity: 2 })], 'vet-supply-0001'), 201);
    expect(first).toMatchObject({ order_stage_c: 'VP Unsubmitted', booking_type: 'Vet Supply', has_default_product: 0, vet_staff_c: 'Dana Nguyen' });
    expect(live(first).map((line) => [line.name, line.quantity, line.discount_price])).toEqual([['Cadaver Bags - Large (box of 10)', 2, 52]]);
    // Priced by the server: quantity x unit price.
    const line = live(first)[0];
    const priced = await dataOf<ProductDetailDto>(await ctx.call('GET', `/portal/product/${P.bodyBags.id}?quoted_product_id=${line?.id ?? ''}`, { token: tokens.direct }));
    expect(priced.total_product_price).toBe(104);
    // A second box changes the line, not a new line; more than the most a line takes is refused.
    const three = await dataOf<Booking>(await cart(first.id, [item(P.bodyBags.id, { id: line?.id ?? null, quantity: 3 })]));
    expect(live(three).map((row) => [row.id, row.quantity])).toEqual([[line?.id, 3]]);
    const tooMany = await cart(first.id, [item(P.bodyBags.id, { id: line?.id ?? null, quantity: 100 })]);
    expect(await detailOf(tooMany)).toEqual({ line_items: 'Cadaver Bags - Large (box of 10): quantity must be a whole number from 1 to 99' });
    const retried = await dataOf<Booking>(await order([item(P.bodyBags.id, { quantity: 2 })], 'vet-supply-0001'), 201);
    expect(retried.id).toBe(first.id);
    expect(live(retried)).toHaveLength(1);

    const urn = await cart(first.id, [item(P.rosewoodUrn.id, { options: { [MEDIUM.groupId]: MEDIUM.choiceId } })]);
    expect(await detailOf(urn)).toEqual({ line_items: 'A vet supply order takes vet supplies only, not Rosewood Urn' });

    const submitted = await dataOf<Booking>(await ctx.call('POST', `/portal/booking/${first.id}/vet_supply_submit`, { token: tokens.direct, body: { screenshot_image: PNG } }));
    expect(submitted.order_stage_c).toBe('VP Submitted');
    expect(submitted.order_events.map((event) => event.to_value)).toEqual(['VP Unsubmitted', 'VP Submitted']);
    const image = await ctx.db.selectFrom('booking_images').select('kind').where('booking_id', '=', first.id).executeTakeFirst();
    expect(image?.kind).toBe('confirmation');
  });

  it('needs at least one live line, and only a vet supply order is submitted this way', async () => {
    const made = await dataOf<Booking>(await order([item(P.tags.id)], 'vet-supply-0002'), 201);
    const line = live(made)[0];
    await dataOf<Booking>(await cart(made.id, [item(P.tags.id, { id: line?.id ?? null, deleted: 1 })]));
    const empty = await ctx.call('POST', `/portal/booking/${made.id}/vet_supply_submit`, { token: tokens.direct, body: { screenshot_image: PNG } });
    expect(empty.status).toBe(422);
    expect(await detailOf(empty)).toEqual({ line_items: 'Please add at least one item' });
    const privateBooking = await create();
    const wrong = await ctx.call('POST', `/portal/booking/${privateBooking.id}/vet_supply_submit`, { token: tokens.direct, body: { screenshot_image: PNG } });
    expect(wrong.status).toBe(422);
    const bad = await order([item(P.rosewoodUrn.id)], 'vet-supply-0003');
    expect(bad.status).toBe(422);
  });
});

describe('practice scoping', () => {
  it("answers 404 for another practice's booking or quoted product", async () => {
    const booking = await create();
    const added = await dataOf<Booking>(await cart(booking.id, [item(P.clayPaw.id)]));
    const line = lineOf(added, P.clayPaw.id);
    expect((await cart(booking.id, [item(P.clayPaw.id)], tokens.referral)).status).toBe(404);
    expect((await cart(booking.id, [item(P.clayPaw.id, { id: line?.id ?? null, deleted: 1 })], tokens.referral)).status).toBe(404);
    expect((await ctx.call('POST', `/portal/booking/${booking.id}/vet_supply_submit`, { token: tokens.referral, body: { screenshot_image: PNG } })).status).toBe(404);
    expect((await ctx.call('GET', `/portal/product/${P.clayPaw.id}?quoted_product_id=${line?.id ?? ''}`, { token: tokens.referral })).status).toBe(404);
    // A line of another booking (even one's own practice's) is not in this cart.
    const other = await create();
    expect((await cart(other.id, [item(P.clayPaw.id, { id: line?.id ?? null, deleted: 1 })])).status).toBe(422);
    const still = await dataOf<Booking>(await ctx.call('GET', `/portal/booking/${booking.id}`, { token: tokens.direct }));
    expect(lineOf(still, P.clayPaw.id)).toBeDefined();
  });
});
