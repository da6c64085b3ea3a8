// The pet's weight on every write path (issue 29, item 4): one parser (domain/weight `readWeight`) for
// the wizard and the server, so a form it refuses is a 422 naming pet_weight_c with the wizard's message
// and stores nothing, and what it accepts is stored exactly as read (with the cremation's service line).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightError } from '@portal/contracts/domain/weight';
import { petWeightErrors } from '@portal/contracts/schemas/booking';
import { SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { SKIPPED_OWNER_BOOKING } from '../testing/booking-payloads.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import type { fullBookingToWire } from '../wire/booking.ts';

type Booking = ReturnType<typeof fullBookingToWire>;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Every form the probe sent, and a few more, that the one rule refuses. */
const BAD_WEIGHTS = ['-5', '12,5', '0x1F', '1e3', '', '1.2.3', 'Infinity', ' 12 kg', '12.345', -5, 1e-7] as const;

let ctx: TestContext;
let token = '';
/** The pets of the demo data, as seeded (before the tests below store any). */
let seededPets: { pet_first_name_c: string; pet_weight_c: number | null; custom_unit_c: string | null; custom_unit_value_c: number | null }[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.tokenFor('direct.staff@example.com');
  seededPets = await ctx.db.selectFrom('pets').select(['pet_first_name_c', 'pet_weight_c', 'custom_unit_c', 'custom_unit_value_c']).execute();
});
afterAll(() => ctx.close());

async function dataOf<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.data;
}
async function refusal(response: Response): Promise<unknown> {
  const body = (await response.json()) as { errors: { detail: unknown } };
  expect(response.status, JSON.stringify(body)).toBe(422);
  return body.errors.detail;
}
const bookingCount = async () => Number((await ctx.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const petOf = (bookingId: string) =>
  ctx.db
    .selectFrom('bookings')
    .innerJoin('pets', 'pets.id', 'bookings.pet_id')
    .select(['pets.id', 'pets.pet_weight_c'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirstOrThrow();
const serviceLines = (booking: Booking) => booking.quoted_products.filter((line) => !line.deleted).map((line) => [line.name, line.unit_price, line.discount_price]);

describe('pet_weight_c on create and update (one rule with the wizard)', () => {
  it.each(BAD_WEIGHTS)('refuses a create with %j: 422 naming pet_weight_c with the wizard message, nothing stored', async (weight) => {
    const before = await bookingCount();
    const response = await ctx.call('POST', '/portal/booking', { token, body: { ...SKIPPED_OWNER_BOOKING, pet_weight_c: weight } });
    expect(await refusal(response)).toEqual({ pet_weight_c: weightError(weight) });
    expect(await bookingCount()).toBe(before);
  });

  it.each(BAD_WEIGHTS)('refuses an update with %j and keeps the stored weight', async (weight) => {
    const booking = await dataOf<Booking>(await ctx.call('POST', '/portal/booking', { token, body: SKIPPED_OWNER_BOOKING }), 201);
    const response = await ctx.call('POST', `/portal/booking/${booking.id}`, { token, body: { ...SKIPPED_OWNER_BOOKING, pet_weight_c: weight } });
    expect(await refusal(response)).toEqual({ pet_weight_c: weightError(weight) });
    expect((await petOf(booking.id)).pet_weight_c).toBe(12.5);
  });

  it('refuses a bad weight even where the service type needs no pet (it would be stored as sent)', async () => {
    const body = { ...SKIPPED_OWNER_BOOKING, class_pet_service_types_id_c: SERVICE_TYPE_IDS.vetSupplyOrder, pet_weight_c: '-5' };
    expect(await refusal(await ctx.call('POST', '/portal/booking', { token, body }))).toEqual({ pet_weight_c: weightError('-5') });
  });

  it('stores a good weight exactly as read, with the private cremation service line of its band ($420/$325)', async () => {
    for (const [sent, stored] of [['12.5', 12.5], ['.5', 0.5], [' 24.99 ', 24.99], [13, 13]] as const) {
      const booking = await dataOf<Booking>(await ctx.call('POST', '/portal/booking', { token, body: { ...SKIPPED_OWNER_BOOKING, pet_weight_c: sent } }), 201);
      expect((await petOf(booking.id)).pet_weight_c).toBe(stored);
      expect(booking.pet_weight_c).toBe(stored);
      if (stored >= 10) expect(serviceLines(booking)).toEqual([['Private Cremation - 10 to 25kg', 420, 325]]);
      else expect(serviceLines(booking)).toEqual([['Private Cremation - up to 10kg', 320, 245]]);
    }
  });
});

describe('complete with a weight stored before the rule', () => {
  it.each([-5, null])('refuses the submit of a private cremation whose stored weight is %j, naming pet_weight_c', async (stored) => {
    const booking = await dataOf<Booking>(await ctx.call('POST', '/portal/booking', { token, body: SKIPPED_OWNER_BOOKING }), 201);
    const pet = await petOf(booking.id);
    await ctx.db.updateTable('pets').set({ pet_weight_c: stored }).where('id', '=', pet.id).execute();
    const response = await ctx.call('POST', `/portal/booking/${booking.id}/complete`, { token, body: { screenshot_image: PNG } });
    expect(await refusal(response)).toEqual({ pet_weight_c: weightError(stored) });
    const after = await ctx.db.selectFrom('bookings').select('order_stage_c').where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(after.order_stage_c).toBe('VP Unsubmitted');
  });
});

describe('the demo data', () => {
  it("stores only weights the rule accepts (a bird's kg to 2 decimals, as the wizard sends it)", () => {
    const pets = seededPets;
    expect(pets.length).toBeGreaterThan(0);
    const refused = pets.filter((pet) => Object.keys(petWeightErrors(pet, false)).length > 0);
    expect(refused).toEqual([]);
  });
});
