// The catalog calls (issue 5; spec 001 s7, s9): option trees, the stock and hidden rules in SQL, the
// list's search, filters and pages, prices by the practice's pricing option, images and product detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, type PrimaryImageDto, type ProductDetailDto, type ProductOptionsDto, type ProductPageDto } from '@portal/contracts/wire/catalog';
import { demoBookingId } from '../seed/bookings.ts';
import { CATALOG_PRODUCTS, seedOption } from '../seed/catalog.ts';
import { PRACTICE_IDS, SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import type { fullBookingToWire } from '../wire/booking.ts';

let ctx: TestContext;
const tokens = { direct: '', referral: '', unity: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  tokens.direct = await ctx.tokenFor('direct.staff@example.com'); // WA, Pricebook
  tokens.referral = await ctx.tokenFor('referral.staff@example.com'); // SA, RRP
  tokens.unity = await ctx.tokenFor('unity.staff@example.com'); // QLD (no stock brand), No price
});
afterAll(() => ctx.close());

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}
const list = async (query: string, token = tokens.direct) => json<ProductPageDto>(await ctx.call('GET', `/portal/products?${query}`, { token }));
const names = (page: ProductPageDto) => page.data.map((product) => product.name);
const categories = (...names: string[]) => names.map((name) => `category[]=${encodeURIComponent(name)}`).join('&');
const options = async (path: string, token = tokens.direct) =>
  (await json<{ data: ProductOptionsDto }>(await ctx.call('GET', `/portal/product_options/${path}`, { token }))).data;
const detail = async (path: string, token = tokens.direct, status = 200) =>
  (await json<{ data: ProductDetailDto }>(await ctx.call('GET', `/portal/product/${path}`, { token }), status)).data;

const P = CATALOG_PRODUCTS;
const size = (choice: string) => seedOption('rosewoodUrn', 'Size', choice);
const SMALL = size('Small (up to 10 kg)');
const MEDIUM = size('Medium (10 to 25 kg)');
const BRASS = seedOption('rosewoodUrn', 'Name plate', 'Brass name plate');
const TIMBER = seedOption('rosewoodUrn', 'Name plate', 'Timber name plate');
const POLISHED = seedOption('rosewoodUrn', 'Plate finish', 'Polished brass');

describe('GET /portal/product_options/{productId}/{type}/{groupId}/{choiceId}/{weight}', () => {
  it("answers a product's top-level groups with their choices, weight ranges and which reveal more", async () => {
    const data = await options(`${P.rosewoodUrn.id}/product/0/0/0`);
    expect(data.product).toEqual({ id: P.rosewoodUrn.id, name: 'Rosewood Urn', description: expect.any(String) as string, cstm: { type_c: 'product' } });
    expect(data.parents.map((group) => [group.name, group.optionalStatus])).toEqual([
      ['Size', 'Required'],
      ['Name plate', 'Optional'],
    ]);
    expect(data.parents[0]?.filteredproducts.map((choice) => [choice.name, choice.min_weight, choice.max_weight, choice.price])).toEqual([
      ['Small (up to 10 kg)', 0, 10, 0],
      ['Medium (10 to 25 kg)', 10, 25, 33],
      ['Large (25 to 45 kg)', 25, 45, 70],
    ]);
    expect(data.parents[1]?.filteredproducts.map((choice) => [choice.name, choice.has_children])).toEqual([
      ['Brass name plate', 1],
      ['Timber name plate', 0],
    ]);
    // The weight is unknown: no default, no contact-us.
    expect(data.defaults).toEqual({});
    expect(data.contact_us).toBe(0);
  });

  it('chooses the default whose weight range holds the pet (the first on a boundary)', async () => {
    expect((await options(`${P.rosewoodUrn.id}/product/0/0/12.50`)).defaults).toEqual({ [MEDIUM.groupId]: MEDIUM.choiceId });
    expect((await options(`${P.rosewoodUrn.id}/product/0/0/10`)).defaults).toEqual({ [SMALL.groupId]: SMALL.choiceId });
    expect((await options(`${P.rosewoodUrn.id}/product/0/0/0.45`)).defaults).toEqual({ [SMALL.groupId]: SMALL.choiceId });
  });

  it('sets contact_us when no choice of a required weight-ranged group holds the weight', async () => {
    const heavy = await options(`${P.rosewoodUrn.id}/product/0/0/52`);
    expect(heavy.contact_us).toBe(1);
    expect(heavy.defaults).toEqual({});
    // Groups without weight ranges never ask to contact us.
    expect((await options(`${P.cedarUrn.id}/product/0/0/52`)).contact_us).toBe(0);
  });

  it('refetches the groups a choice reveals (dependent options), and none for a choice without', async () => {
    const revealed = await options(`${P.rosewoodUrn.id}/product/${BRASS.groupId}/${BRASS.choiceId}/12`);
    expect(revealed.parents.map((group) => [group.id, group.name, group.optionalStatus])).toEqual([[POLISHED.groupId, 'Plate finish', 'Required']]);
    expect(revealed.parents[0]?.filteredproducts.map((choice) => choice.name)).toEqual(['Polished brass', 'Brushed silver', 'Antique bronze']);
    expect((await options(`${P.rosewoodUrn.id}/product/${TIMBER.groupId}/${TIMBER.choiceId}/12`)).parents).toEqual([]);
    // A cleared choice ('0') reveals nothing.
    expect((await options(`${P.rosewoodUrn.id}/product/${BRASS.groupId}/0/12`)).parents).toEqual([]);
  });

  it('prices choices by the pricing option', async () => {
    const price = async (token: string) => (await options(`${P.rosewoodUrn.id}/product/0/0/0`, token)).parents[0]?.filteredproducts[1]?.price;
    expect(await price(tokens.direct)).toBe(33);
    expect(await price(tokens.referral)).toBe(40);
    expect(await price(tokens.unity)).toBeNull();
  });

  it('answers 422 for a bad parameter and 404 for an unknown or service product', async () => {
    const call = (path: string) => ctx.call('GET', `/portal/product_options/${path}`, { token: tokens.direct });
    expect((await call(`${P.rosewoodUrn.id}/product/${BRASS.groupId}/${MEDIUM.choiceId}/0`)).status).toBe(422);
    expect((await call(`${P.rosewoodUrn.id}/product/${P.cedarUrn.id}/0/0`)).status).toBe(422);
    expect((await call(`${P.rosewoodUrn.id}/thing/0/0/0`)).status).toBe(422);
    expect((await call(`${P.rosewoodUrn.id}/product/0/0/heavy`)).status).toBe(422);
    expect((await call('no-such-product/product/0/0/0')).status).toBe(404);
    expect((await call(`${P.communal.id}/product/0/0/0`)).status).toBe(404);
    // A package answers its own type, and has no option groups of its own.
    expect((await options(`${P.package.id}/package/0/0/0`)).product.cstm.type_c).toBe('package');
  });
});

describe('GET /portal/products: stock and hidden rules in SQL', () => {
  const urns = categories(CATEGORIES.urns);

  it("hides a product out of stock for the practice's brand (WA) and shows it where it is in stock (SA)", async () => {
    expect(names(await list(urns, tokens.direct))).not.toContain('Carrara Marble Urn');
    expect(names(await list(urns, tokens.referral))).toContain('Carrara Marble Urn');
  });

  it('never lists a hidden product, a product not sent to inventory, or a cremation service', async () => {
    for (const token of [tokens.direct, tokens.referral, tokens.unity]) {
      const all = names(await list('page_size=50', token));
      expect(all).not.toContain('Memorial Certificate');
      expect(all).not.toContain('Pewter Urn (legacy range)');
      expect(all.some((name) => name.includes('Cremation -') || name === 'Communal Cremation')).toBe(false);
      expect((await list(categories(CATEGORIES.services), token)).data).toEqual([]);
      expect((await list('search=certificate', token)).data).toEqual([]);
    }
  });

  it('without a stock brand (QLD) lists only products that carry no inventory', async () => {
    const unity = names(await list(`${urns}&page_size=50`, tokens.unity));
    expect(unity).toContain('Hand-turned Jarrah Urn');
    expect(unity).not.toContain('Rosewood Urn');
  });
});

describe('GET /portal/products: search, filters and pages', () => {
  it('searches names case-insensitively, sorted by name', async () => {
    const page = await list('search=URN&page_size=50');
    expect(page.data.length).toBeGreaterThan(4);
    expect(page.data.every((product) => /urn/i.test(product.name))).toBe(true);
    expect(names(page)).toEqual([...names(page)].sort((a, b) => a.localeCompare(b)));
    // LIKE wildcards are plain text.
    expect((await list('search=%25')).data).toEqual([]);
  });

  it('filters by the chosen categories', async () => {
    const page = await list(`${categories(CATEGORIES.keepsakes, CATEGORIES.memorabilia)}&page_size=50`);
    expect(new Set(page.data.map((product) => product.category))).toEqual(new Set([CATEGORIES.keepsakes, CATEGORIES.memorabilia]));
    const supplies = await list(categories(CATEGORIES.vetSupplies));
    expect(names(supplies)).toEqual([
      'Cadaver Bags - Large (box of 10)',
      'Cadaver Bags - Medium (box of 10)',
      'Cadaver Bags - Small (box of 10)',
      'Cold-room Shroud',
      'Cremation Request Forms (pad of 50)',
      'Pet Identification Tags (pack of 50)',
    ]);
  });

  it('pages 10 by default, page_size at most 50, a page past the last empty', async () => {
    const all = await list('page_size=50');
    const total = all.data.length;
    expect(total).toBeGreaterThan(20);
    const first = await list('');
    expect(first).toMatchObject({ current_page: 1, last_page: Math.ceil(total / 10) });
    expect(first.data).toHaveLength(10);
    const second = await list('page=2&page_size=5');
    expect(second).toMatchObject({ current_page: 2, last_page: Math.ceil(total / 5) });
    expect(names(second)).toEqual(names(all).slice(5, 10));
    expect((await list('page_size=500')).data).toHaveLength(Math.min(total, 50));
    expect((await list('page=99')).data).toEqual([]);
    expect((await ctx.call('GET', '/portal/products?page=two', { token: tokens.direct })).status).toBe(422);
    expect((await ctx.call('GET', '/portal/products?category[]=Toys', { token: tokens.direct })).status).toBe(422);
    expect((await ctx.call('GET', '/portal/products?type=bundle', { token: tokens.direct })).status).toBe(422);
  });

  it('lists packages (type=package) for the service types they serve', async () => {
    expect(names(await list('type=package'))).toEqual(['Farewell Package', 'Memorial Cremation Package', 'Premium Memorial Cremation Package']);
    expect(names(await list(`type=package&serviceType=${SERVICE_TYPE_IDS.privateCremation}`))).toEqual([
      'Memorial Cremation Package',
      'Premium Memorial Cremation Package',
    ]);
    expect(names(await list(`type=package&serviceType=${SERVICE_TYPE_IDS.privateCremationDispersal}`))).toEqual(['Farewell Package']);
    const packages = await list(`type=package&serviceType=${SERVICE_TYPE_IDS.privateCremation}`);
    expect(packages.data.every((product) => product.type === 'package' && product.category === CATEGORIES.packages)).toBe(true);
    // serviceType leaves products that are not packages alone.
    expect(names(await list(`${categories(CATEGORIES.vetSupplies)}&serviceType=${SERVICE_TYPE_IDS.privateCremation}`))).toHaveLength(6);
  });

  it('answers the product shape of the contract, with a table-sized image link', async () => {
    const page = await list(`search=${encodeURIComponent('Hand-turned')}`);
    expect(page.data).toEqual([
      {
        id: CATALOG_PRODUCTS.jarrahUrn.id,
        name: 'Hand-turned Jarrah Urn',
        category: CATEGORIES.urns,
        description: expect.stringContaining('4-6 weeks') as string,
        type: 'product',
        price: 310,
        thumbnail_url: `http://localhost/catalog-images/${CATALOG_PRODUCTS.jarrahUrn.id}/thumb.svg`,
        requires_engraving: 0,
        engraving_max_length: 3,
        engraving_max_characters: 25,
        engraving_type: 'text',
        special_order: 1,
        min_weight: null,
        max_weight: null,
        order_by: 42,
        has_options: 0,
      },
    ]);
    expect((await list('search=rosewood')).data[0]?.has_options).toBe(1);
  });

  it('answers a search in a few milliseconds on the seeded database', async () => {
    const query = `${categories(CATEGORIES.urns, CATEGORIES.memorabilia, CATEGORIES.keepsakes)}&search=urn&page=1&page_size=10`;
    for (let i = 0; i < 5; i++) await list(query);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      await list(query);
      times.push(performance.now() - start);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Infinity;
    console.log(`GET /portal/products with search: median ${median.toFixed(2)} ms over ${times.length} calls (in-process, auth included)`);
    expect(median).toBeLessThan(25);
  });
});

describe('prices by the pricing option', () => {
  const price = async (token: string) => (await list('search=rosewood', token)).data[0]?.price;

  it('answers RRP under RRP, the pricebook under Pricebook, and null under No price or without portal access', async () => {
    expect(await price(tokens.referral)).toBe(149);
    expect(await price(tokens.direct)).toBe(112);
    expect((await list('search=Hand-turned', tokens.unity)).data[0]?.price).toBeNull();
    await ctx.db.updateTable('practices').set({ has_portal_access_c: 'No' }).where('id', '=', PRACTICE_IDS.referral).execute();
    try {
      expect(await price(tokens.referral)).toBeNull();
    } finally {
      await ctx.db.updateTable('practices').set({ has_portal_access_c: 'Yes' }).where('id', '=', PRACTICE_IDS.referral).execute();
    }
  });
});

describe('product images', () => {
  it('gives every product a main picture and a thumbnail', async () => {
    const products = await ctx.db.selectFrom('products').select('id').execute();
    const images = await ctx.db.selectFrom('product_images').select(['product_id', 'size']).execute();
    expect(images).toHaveLength(products.length * 2);
  });

  it('GET primary_image/{id} links the pictures, served without a token and cached long', async () => {
    const { data } = await json<{ data: PrimaryImageDto }>(await ctx.call('GET', `/portal/primary_image/${P.glassHeart.id}`, { token: tokens.direct }));
    expect(data).toEqual({
      url: `http://localhost/catalog-images/${P.glassHeart.id}/main.svg`,
      thumbnail_url: `http://localhost/catalog-images/${P.glassHeart.id}/thumb.svg`,
      alt: 'Glass Memorial Heart',
    });
    const image = await ctx.app.request(new URL(data.url).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toMatch(/public, max-age=\d{7,}/);
    const svg = await image.text();
    expect(svg).toContain('width="480"');
    expect(svg).toContain('Glass Memorial Heart');
    const thumb = await ctx.app.request(new URL(data.thumbnail_url).pathname);
    expect(await thumb.text()).toContain('width="96"');
    expect((await ctx.app.request(`/catalog-images/${P.glassHeart.id}/huge.svg`)).status).toBe(404);
    expect((await ctx.call('GET', '/portal/primary_image/no-such-product', { token: tokens.direct })).status).toBe(404);
  });
});

describe('GET /portal/product/{id}', () => {
  it("answers a package with its package products (included: no price of their own)", async () => {
    const pack = await detail(P.package.id);
    expect(pack).toMatchObject({ name: 'Memorial Cremation Package', type: 'package', price: 620, total_product_price: 620 });
    expect(pack.package_products.map((item) => [item.name, item.unit_price, item.parentId, item.has_options, item.engraving_type])).toEqual([
      ['Cedar Urn', 0, P.package.id, 1, 'text'],
      ['Clay Paw Print', 0, P.package.id, 0, 'none'],
      ['Engraved Brass Plaque', 0, P.package.id, 0, 'plaque'],
    ]);
    expect(pack.package_products[0]?.thumbnail_url).toMatch(/\/catalog-images\/.+\/thumb\.svg$/);
    expect((await detail(P.package.id, tokens.unity)).package_products[0]?.unit_price).toBeNull();
    expect(pack.quoted).toBeUndefined();
  });

  it("answers a quoted product of the caller's booking with its total and current choices; another practice's is 404", async () => {
    const bookingId = demoBookingId('direct', 'package');
    const booking = (await json<{ data: ReturnType<typeof fullBookingToWire> }>(await ctx.call('GET', `/portal/booking/${bookingId}`, { token: tokens.direct }))).data;
    const line = booking.quoted_products[0];
    const finish = seedOption('cedarUrn', 'Finish', 'Natural oil');
    const pack = await detail(`${P.package.id}?quoted_product_id=${line?.id ?? ''}`);
    expect(pack.total_product_price).toBe(620);
    expect(pack.quoted).toEqual({
      options: {},
      engraving_text: null,
      package_products_c: {
        [P.cedarUrn.id]: { options: { [finish.groupId]: finish.choiceId }, engraving_text: null },
        [P.clayPaw.id]: { options: {}, engraving_text: null },
        [P.plaque.id]: { options: {}, engraving_text: expect.stringContaining('Forever in our hearts') as string },
      },
      quantity: 1,
    });
    expect((await ctx.call('GET', `/portal/product/${P.package.id}?quoted_product_id=${line?.id ?? ''}`, { token: tokens.referral })).status).toBe(404);
    expect((await ctx.call('GET', `/portal/product/${P.rosewoodUrn.id}?quoted_product_id=${line?.id ?? ''}`, { token: tokens.direct })).status).toBe(404);
    expect((await ctx.call('GET', `/portal/product/${P.package.id}?quoted_product_id=nope`, { token: tokens.direct })).status).toBe(404);
  });

  it('answers 404 for an unknown product and for a cremation service', async () => {
    expect((await ctx.call('GET', '/portal/product/no-such-product', { token: tokens.direct })).status).toBe(404);
    expect((await ctx.call('GET', `/portal/product/${P.privateSmall.id}`, { token: tokens.direct })).status).toBe(404);
  });
});
