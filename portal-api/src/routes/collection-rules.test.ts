// The collection product of a booking against its address's postcode zone and the collection option
// (issue 14, item 6): every write that takes collection details (POST booking, POST booking/{id}, an
// unsubmitted and a submitted booking) takes only the product the details step offers, else 422
// naming collection_products, and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_ZONES_MESSAGE, VET_ADDRESS_PRODUCT_MESSAGE } from '@portal/contracts/domain/collection';
import { MESSAGES } from '@portal/contracts/schemas/booking';
import { SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { dataOf, invalidFieldsOf } from '../testing/responses.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
let token = '';
/** Collection products by zone and kind, from GET portal/postcode/zone. */
const zones: Record<'perth' | 'sydney', { clinic: ZoneRow; afterHours: ZoneRow; home: ZoneRow }> = {} as never;
interface ZoneRow {
  id: string;
  name: string;
  unit_price: number;
  is_home_collection: number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.tokenFor('direct.staff@example.com'); // Lawnswood, WA
  for (const [zone, postcode] of [['perth', '6050'], ['sydney', '2000']] as const) {
    const rows = ((await (await ctx.call('GET', `/portal/postcode/zone?postalcode=${postcode}`, { token })).json()) as { data: ZoneRow[] }).data;
    const find = (prefix: string) => {
      const row = rows.find((candidate) => candidate.name.startsWith(prefix));
      if (!row) throw new Error(`No ${prefix} in ${zone}`);
      return row;
    };
    zones[zone] = { clinic: find('Vet clinic collection'), afterHours: find('After-hours collection'), home: find('Home collection') };
  }
});
afterAll(() => ctx.close());

interface WireBooking {
  id: string;
  order_stage_c: string;
  collection_add_option_c: string | null;
  collection_add_postalcode_c: string | null;
  collection_freight_fee_c: number | null;
  collectionDetails: { collection_products: { id: string; name: string; is_home_collection: number }[] } | null;
  date_modified: string;
}

/** An owner in Mount Lawley (Perth Metro, 6050) and a pet, as the details step sends them. */
const booking = {
  skip_owner_details_form_c: 0,
  first_name: 'Sam',
  last_name: 'Citizen',
  phone_mobile: '+61412345678',
  primary_address_street: '12 Walcott Street',
  primary_address_city: 'Mount Lawley',
  primary_address_state: 'WA',
  primary_address_postalcode: '6050',
  primary_address_latitude: -31.93,
  primary_address_longitude: 115.87,
  pet_first_name_c: 'Biscuit',
  pet_last_name_c: 'Citizen',
  pet_breed_type_c: 'Dog',
  pet_breed_c: 'Beagle',
  pet_sex_c: 'Male',
  pet_weight_c: '12.50',
  class_pet_service_types_id_c: SERVICE_TYPE_IDS.communalCremationStrayWildlifeVet,
  vet_staff_c: 'Dr Jones',
  createBookingFlag: true,
};
const product = (row: ZoneRow | { id: string }) => ({ collectionDetails: { collection_products: [{ id: row.id, quantity: 1 }] } });
/** Collection from an address the person chose. */
const postal = (postcode: string, city: string) => ({
  collection_add_option_c: 'postal_address',
  collection_add_street_c: '1 Main Street',
  collection_add_city_c: city,
  collection_add_state_c: 'WA',
  collection_add_postalcode_c: postcode,
  collection_add_latitude_c: -31.9,
  collection_add_longitude_c: 115.8,
});
/** Collection from the owner's home address (the wizard sends the owner's address as the collection address). */
const ownerHome = {
  collection_add_option_c: 'customer_address',
  collection_add_street_c: '12 Walcott Street',
  collection_add_city_c: 'Mount Lawley',
  collection_add_state_c: 'WA',
  collection_add_postalcode_c: '6050',
  collection_add_latitude_c: -31.93,
  collection_add_longitude_c: 115.87,
};

const create = (fields: Record<string, unknown>) => ctx.call('POST', '/portal/booking', { token, body: { ...booking, ...fields } });
const update = (id: string, fields: Record<string, unknown>) => ctx.call('POST', `/portal/booking/${id}`, { token, body: { ...booking, ...fields } });
const read = async (id: string) => dataOf<WireBooking>(await ctx.call('GET', `/portal/booking/${id}`, { token }), 200);
const bookingCount = async () =>
  Number((await ctx.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);

describe('a new booking takes the collection product of its address zone and option', () => {
  it.each([
    ['the vet clinic collection', 'clinic', 0],
    ['the after-hours collection', 'afterHours', 35],
    ['the home collection', 'home', 50],
  ] as const)('an address chosen in Perth Metro takes %s of Perth Metro', async (_name, kind, fee) => {
    const created = await dataOf<WireBooking>(await create({ ...postal('6050', 'Mount Lawley'), ...product(zones.perth[kind]) }), 201);
    expect(created.collectionDetails?.collection_products[0]?.id).toBe(zones.perth[kind].id);
    expect(created.collection_freight_fee_c).toBe(fee);
  });

  it("the owner's home address takes the home collection of its zone, with its charge", async () => {
    const created = await dataOf<WireBooking>(await create({ ...ownerHome, ...product(zones.perth.home) }), 201);
    expect(created.collectionDetails?.collection_products[0]).toMatchObject({ id: zones.perth.home.id, is_home_collection: 1 });
    expect(created.collection_freight_fee_c).toBe(50);
  });

  it('the vet clinic address takes no product, at no travel cost', async () => {
    const created = await dataOf<WireBooking>(await create({ collection_add_option_c: 'vet_address', collectionDetails: { collection_products: [] } }), 201);
    expect(created.collectionDetails?.collection_products ?? []).toEqual([]);
    expect(created.collection_freight_fee_c).toBe(0);
  });

  it.each([
    [
      'a product of another zone',
      () => ({ ...postal('6050', 'Mount Lawley'), ...product(zones.sydney.afterHours) }),
      () =>
        `After-hours collection - Sydney Metro is not available for postcode 6050. Please choose the collection product again: ${zones.perth.clinic.name}, ${zones.perth.afterHours.name} or ${zones.perth.home.name}.`,
    ],
    [
      'an address outside every zone (Alice Springs, 0870), with a product',
      () => ({ ...postal('0870', 'Alice Springs'), ...product(zones.perth.afterHours) }),
      OUTSIDE_ZONES_MESSAGE,
    ],
    ['an address outside every zone, without a product', () => ({ ...postal('0870', 'Alice Springs'), collectionDetails: { collection_products: [] } }), OUTSIDE_ZONES_MESSAGE],
    [
      "a product of the zone that is not the home collection, for the owner's home",
      () => ({ ...ownerHome, ...product(zones.perth.clinic) }),
      () => `Collection from the owner's home address is ${zones.perth.home.name}. Please choose it as the collection product.`,
    ],
    ["the home collection of another zone, for the owner's home", () => ({ ...ownerHome, ...product(zones.sydney.home) }), /^Home collection - Sydney Metro is not available for postcode 6050\./],
    ['a product with the vet clinic address', () => ({ collection_add_option_c: 'vet_address', ...product(zones.perth.afterHours) }), VET_ADDRESS_PRODUCT_MESSAGE],
    ['an unknown product', () => ({ ...postal('6050', 'Mount Lawley'), ...product({ id: 'no-such-product' }) }), /^The chosen collection product is not available for postcode 6050\./],
  ])('refuses %s (422 naming collection_products) and stores nothing', async (_case, fields, message) => {
    const before = await bookingCount();
    const detail = (await invalidFieldsOf(await create(fields()))) as Record<string, string>;
    expect(Object.keys(detail)).toEqual(['collection_products']);
    if (typeof message === 'function') expect(detail.collection_products).toBe(message());
    else if (typeof message === 'string') expect(detail.collection_products).toBe(message);
    else expect(detail.collection_products).toMatch(message);
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a product sent without a collection option, naming the option', async () => {
    const before = await bookingCount();
    expect(await invalidFieldsOf(await create(product(zones.perth.home)))).toEqual({ collection_add_option_c: MESSAGES.collectionOption });
    expect(await bookingCount()).toBe(before);
  });

  it('refuses an address chosen without a postcode, naming the address', async () => {
    expect(await invalidFieldsOf(await create({ ...postal('', 'Mount Lawley'), ...product(zones.perth.home) }))).toEqual({
      collection_add_street_c: MESSAGES.collectionAddress,
    });
  });
});

describe('a saved booking keeps a product that fits when its collection details change', () => {
  it('refuses a product of another zone on an update, and keeps what was stored', async () => {
    const created = await dataOf<WireBooking>(await create({ ...postal('6050', 'Mount Lawley'), ...product(zones.perth.afterHours) }), 201);
    const detail = await invalidFieldsOf(await update(created.id, { ...postal('6050', 'Mount Lawley'), ...product(zones.sydney.home) }));
    expect(detail).toEqual({ collection_products: expect.stringMatching(/^Home collection - Sydney Metro is not available for postcode 6050\./) as unknown });
    const after = await read(created.id);
    expect(after.collectionDetails?.collection_products[0]?.id).toBe(zones.perth.afterHours.id);
    expect(after.collection_freight_fee_c).toBe(35);
    expect(after.date_modified).toBe(created.date_modified);
  });

  it('refuses moving the address outside every zone while keeping the product, and keeps what was stored', async () => {
    const created = await dataOf<WireBooking>(await create({ ...postal('6050', 'Mount Lawley'), ...product(zones.perth.home) }), 201);
    expect(await invalidFieldsOf(await update(created.id, { ...postal('0870', 'Alice Springs'), ...product(zones.perth.home) }))).toEqual({
      collection_products: OUTSIDE_ZONES_MESSAGE,
    });
    const after = await read(created.id);
    expect(after.collection_add_postalcode_c).toBe('6050');
    expect(after.collectionDetails?.collection_products[0]?.id).toBe(zones.perth.home.id);
  });

  it('takes a change to another product of the zone, and the travel cost follows it', async () => {
    const created = await dataOf<WireBooking>(await create({ ...postal('6050', 'Mount Lawley'), ...product(zones.perth.home) }), 201);
    const changed = await dataOf<WireBooking>(await update(created.id, { ...postal('6050', 'Mount Lawley'), ...product(zones.perth.clinic) }), 200);
    expect(changed.collection_freight_fee_c).toBe(0);
  });

  it("checks a submitted booking's collection too (its owner and pet are locked, its collection is not)", async () => {
    const created = await dataOf<WireBooking>(await create({ ...ownerHome, ...product(zones.perth.home) }), 201);
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    await dataOf(await ctx.call('POST', `/portal/booking/${created.id}/complete`, { token, body: { screenshot_image: png } }), 200);
    expect(await invalidFieldsOf(await update(created.id, { ...ownerHome, ...product(zones.perth.clinic) }))).toEqual({
      collection_products: `Collection from the owner's home address is ${zones.perth.home.name}. Please choose it as the collection product.`,
    });
    const after = await read(created.id);
    expect(after.order_stage_c).toBe('VP Submitted');
    expect(after.collectionDetails?.collection_products[0]?.id).toBe(zones.perth.home.id);
    expect(after.collection_freight_fee_c).toBe(50);
  });
});
