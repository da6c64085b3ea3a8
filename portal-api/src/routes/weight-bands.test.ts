// A cart line's chosen options against the pet's weight (issue 14, item 7): the weight band of every
// chosen option (a product's or a package item's) must hold the pet's weight, by the product modal's
// rule (@portal/contracts/domain/weight-band), on every write that takes lines; a weight changed after
// the cart was filled is named on the booking and refused at submit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineItemWrite } from '@portal/contracts/wire/catalog';
import { CATALOG_PRODUCTS, seedOption } from '../seed/catalog.ts';
import { SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { dataOf, invalidFieldsOf } from '../testing/responses.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import type { fullBookingToWire } from '../wire/booking.ts';

let ctx: TestContext;
let token = '';
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.tokenFor('direct.staff@example.com');
});
afterAll(() => ctx.close());

type Booking = ReturnType<typeof fullBookingToWire>;
const P = CATALOG_PRODUCTS;
const SMALL = seedOption('rosewoodUrn', 'Size', 'Small (up to 10 kg)');
const LARGE = seedOption('rosewoodUrn', 'Size', 'Large (25 to 45 kg)');
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SMALL_FOR_40 = "Rosewood Urn: Size 'Small (up to 10 kg)' is for pets up to 10 kg, and this pet weighs 40.00 kg. Please choose another Size.";

const details = (weight: string | null) => ({
  skip_owner_details_form_c: 1,
  pet_first_name_c: 'Duke',
  pet_last_name_c: 'Mitchell',
  pet_breed_type_c: 'Dog',
  pet_breed_c: 'German Shepherd',
  pet_sex_c: 'Male',
  pet_weight_c: weight,
  class_pet_service_types_id_c: SERVICE_TYPE_IDS.privateCremation,
  vet_staff_c: 'Dr Hannah Reid',
  createBookingFlag: true,
  line_items: [] as LineItemWrite[],
});
const urn = (option: { groupId: string; choiceId: string }, extra: Partial<LineItemWrite> = {}): LineItemWrite => ({
  id: null,
  product: P.rosewoodUrn.id,
  quantity: 1,
  deleted: 0,
  engraving_text: null,
  options: { [option.groupId]: option.choiceId },
  package_products_c: null,
  editId: null,
  is_vpcreated: 1,
  ...extra,
});

const create = async (weight: string | null = '40.00') => dataOf<Booking>(await ctx.call('POST', '/portal/booking', { token, body: details(weight) }), 201);
const cart = (bookingId: string, lineItems: LineItemWrite[]) => ctx.call('POST', `/portal/booking/${bookingId}`, { token, body: { line_items: lineItems } });
const read = async (bookingId: string) => dataOf<Booking>(await ctx.call('GET', `/portal/booking/${bookingId}`, { token }));
const urnLine = (booking: Booking) => booking.quoted_products.find((line) => !line.deleted && line.actual_product_id_c === P.rosewoodUrn.id);
const sizeOf = (booking: Booking) => urnLine(booking)?.child_products.map((child) => child.name);
const bookingCount = async () =>
  Number((await ctx.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);

describe("a line's options must suit the pet's weight", () => {
  it('adds an option whose band holds the weight', async () => {
    const booking = await create('40.00');
    const added = await dataOf<Booking>(await cart(booking.id, [urn(LARGE)]));
    expect(sizeOf(added)).toEqual(['Size: Large (25 to 45 kg)']);
    expect(added.weight_conflicts).toEqual([]);
  });

  it('refuses an option whose band does not hold the weight (422 naming line_items), and adds nothing', async () => {
    const booking = await create('40.00');
    expect(await invalidFieldsOf(await cart(booking.id, [urn(SMALL)]))).toEqual({ line_items: SMALL_FOR_40 });
    expect(urnLine(await read(booking.id))).toBeUndefined();
  });

  it('takes the band at its edges (min <= weight <= max), as the modal defaults to it', async () => {
    const booking = await create('10.00');
    expect(sizeOf(await dataOf<Booking>(await cart(booking.id, [urn(SMALL)])))).toEqual(['Size: Small (up to 10 kg)']);
  });

  it('refuses changing a line to such an option (the modal in Update mode), and keeps the line as it was', async () => {
    const booking = await create('40.00');
    const line = urnLine(await dataOf<Booking>(await cart(booking.id, [urn(LARGE)])));
    expect(await invalidFieldsOf(await cart(booking.id, [urn(SMALL, { id: line?.id ?? null })]))).toEqual({ line_items: SMALL_FOR_40 });
    expect(await invalidFieldsOf(await cart(booking.id, [urn(SMALL, { editId: line?.id ?? null })]))).toEqual({ line_items: SMALL_FOR_40 });
    expect(sizeOf(await read(booking.id))).toEqual(['Size: Large (25 to 45 kg)']);
  });

  it('refuses it on a new booking made with its lines, and makes no booking', async () => {
    const before = await bookingCount();
    const response = await ctx.call('POST', '/portal/booking', { token, body: { ...details('40.00'), line_items: [urn(SMALL)] } });
    expect(await invalidFieldsOf(response)).toEqual({ line_items: SMALL_FOR_40 });
    expect(await bookingCount()).toBe(before);
  });

  it('checks against the weight the same write gives the pet (details and lines together)', async () => {
    const booking = await create('8.00');
    const body = { ...details('40.00'), line_items: [urn(SMALL)] };
    expect(await invalidFieldsOf(await ctx.call('POST', `/portal/booking/${booking.id}`, { token, body }))).toEqual({ line_items: SMALL_FOR_40 });
    expect((await read(booking.id)).pet_weight_c).toBe(8);
  });

  it("refuses a package item's option that does not suit the pet", async () => {
    const booking = await dataOf<Booking>(await ctx.call('POST', '/portal/booking', { token, body: { ...details('40.00'), is_package_c: 1 } }), 201);
    const pack = (option: { groupId: string; choiceId: string }): LineItemWrite => ({
      ...urn(option),
      product: P.premiumPackage.id,
      options: {},
      package_products_c: { [P.rosewoodUrn.id]: { options: { [option.groupId]: option.choiceId }, engraving_text: null } },
    });
    expect(await invalidFieldsOf(await cart(booking.id, [pack(SMALL)]))).toEqual({
      line_items: `Premium Memorial Cremation Package, ${SMALL_FOR_40}`,
    });
    await dataOf<Booking>(await cart(booking.id, [pack(LARGE)]));
  });

  it('lets any option through while the pet has no weight (nothing to check it against)', async () => {
    const booking = await create('12.00');
    const pet = await ctx.db.selectFrom('bookings').select('pet_id').where('id', '=', booking.id).executeTakeFirstOrThrow();
    await ctx.db.updateTable('pets').set({ pet_weight_c: null }).where('id', '=', pet.pet_id ?? '').execute();
    expect(sizeOf(await dataOf<Booking>(await cart(booking.id, [urn(SMALL)])))).toEqual(['Size: Small (up to 10 kg)']);
  });
});

describe('a weight changed after the cart was filled', () => {
  it('is saved and named on the booking; the submit is refused naming the line until the line is changed', async () => {
    const booking = await create('8.00');
    const line = urnLine(await dataOf<Booking>(await cart(booking.id, [urn(SMALL)])));

    // The details step changes the weight: the weight is the pet's, so it is kept, and the answer names the line.
    const heavier = await dataOf<Booking>(await ctx.call('POST', `/portal/booking/${booking.id}`, { token, body: details('40.00') }));
    expect(heavier.pet_weight_c).toBe(40);
    expect(heavier.weight_conflicts).toEqual([{ quoted_product_id: line?.id, message: SMALL_FOR_40 }]);
    expect((await read(booking.id)).weight_conflicts).toEqual([{ quoted_product_id: line?.id, message: SMALL_FOR_40 }]);

    // Submit booking: refused, naming the line; the booking stays unsubmitted.
    const refused = await ctx.call('POST', `/portal/booking/${booking.id}/complete`, { token, body: { screenshot_image: PNG } });
    expect(await invalidFieldsOf(refused)).toEqual({ line_items: SMALL_FOR_40 });
    expect((await read(booking.id)).order_stage_c).toBe('VP Unsubmitted');

    // The line is changed to a size that suits the pet: nothing is named any more, and the submit goes through.
    const fixed = await dataOf<Booking>(await cart(booking.id, [urn(LARGE, { id: line?.id ?? null })]));
    expect(fixed.weight_conflicts).toEqual([]);
    const submitted = await dataOf<Booking>(await ctx.call('POST', `/portal/booking/${booking.id}/complete`, { token, body: { screenshot_image: PNG } }));
    expect(submitted.order_stage_c).toBe('VP Submitted');
  });

  it('keeps the submit refused until the line is removed, if removing it is the fix', async () => {
    const booking = await create('8.00');
    const line = urnLine(await dataOf<Booking>(await cart(booking.id, [urn(SMALL)])));
    await dataOf<Booking>(await ctx.call('POST', `/portal/booking/${booking.id}`, { token, body: details('40.00') }));
    expect((await ctx.call('POST', `/portal/booking/${booking.id}/complete`, { token, body: { screenshot_image: PNG } })).status).toBe(422);
    const removed = await dataOf<Booking>(await cart(booking.id, [urn(SMALL, { id: line?.id ?? null, deleted: 1 })]));
    expect(removed.weight_conflicts).toEqual([]);
    expect((await ctx.call('POST', `/portal/booking/${booking.id}/complete`, { token, body: { screenshot_image: PNG } })).status).toBe(200);
  });

  it('given to a submitted booking that had none, is refused naming the line it contradicts (it is not submitted again)', async () => {
    const booking = await create('12.00');
    await dataOf<Booking>(await ctx.call('POST', `/portal/booking/${booking.id}/complete`, { token, body: { screenshot_image: PNG } }));
    // A submitted booking whose pet has no weight (as the CRM may send it), with a size chosen meanwhile.
    const pet = await ctx.db.selectFrom('bookings').select('pet_id').where('id', '=', booking.id).executeTakeFirstOrThrow();
    await ctx.db.updateTable('pets').set({ pet_weight_c: null }).where('id', '=', pet.pet_id ?? '').execute();
    await dataOf<Booking>(await cart(booking.id, [urn(SMALL)]));

    const detail = (await invalidFieldsOf(await ctx.call('POST', `/portal/booking/${booking.id}`, { token, body: details('40.00') }))) as Record<string, string>;
    expect(Object.keys(detail)).toEqual(['pet_weight_c']);
    expect(detail.pet_weight_c).toContain(SMALL_FOR_40);
    expect(detail.pet_weight_c).toContain('please contact our Client Care team');
    expect((await read(booking.id)).pet_weight_c).toBeNull();

    // A weight the size suits is taken.
    expect((await dataOf<Booking>(await ctx.call('POST', `/portal/booking/${booking.id}`, { token, body: details('8.00') }))).pet_weight_c).toBe(8);
  });
});
