import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_CHANGED_MESSAGE } from '@portal/contracts/domain/stages';
import { MESSAGES } from '@portal/contracts/schemas/booking';
import { findBookingForWrite, IDEMPOTENCY_KEY_REUSED_MESSAGE, updateBookingFromPayload } from '../data/booking-writes.ts';
import { SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

const DIRECT = 'direct.staff@example.com';
const REFERRAL = 'referral.staff@example.com';
const UNITY = 'unity.staff@example.com';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function dataOf<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}
async function detailOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { errors: { detail: unknown } }).errors.detail;
}

interface WireBooking {
  id: string;
  order_id_c: string;
  order_stage_c: string;
  first_name: string | null;
  phone_mobile: string | null;
  pet_weight_c: number | null;
  pet_breed_c: string | null;
  custom_unit_value_c: number | null;
  skip_owner_details_form_c: 0 | 1;
  collection_add_option_c: string | null;
  collectionDetails: { collection_products: { id: string }[] };
  order_events: { to_value: string }[];
  special_instructions: { description: string }[];
}

const referralPayload = {
  skip_owner_details_form_c: 0,
  first_name: 'Sam',
  last_name: 'Citizen',
  email_address: 'sam@example.com',
  phone_mobile: '+61412345678',
  primary_address_street: '1 King William Street',
  primary_address_city: 'Adelaide',
  primary_address_state: 'SA',
  primary_address_postalcode: '5000',
  primary_address_country: 'Australia',
  pet_first_name_c: 'Biscuit',
  pet_last_name_c: 'Citizen',
  pet_breed_type_c: 'Dog',
  pet_breed_c: 'Beagle',
  pet_sex_c: 'Male',
  pet_weight_c: '12.50',
  class_pet_service_types_id_c: SERVICE_TYPE_IDS.privateCremation,
  vet_staff_c: 'Dr Jones',
  createBookingFlag: true,
};

describe('reference data', () => {
  it('lists pet types and pages breeds, with custom units', async () => {
    const token = await ctx.tokenFor(DIRECT);
    const types = await dataOf<{ pet_type: string }[]>(await ctx.call('GET', '/portal/pet_types', { token }));
    expect(types.map((type) => type.pet_type)).toEqual(expect.arrayContaining(['Dog', 'Cat', 'Bird']));
    const page = (await (await ctx.call('GET', '/portal/pet_breeds?pet_type=Dog&search=terrier&page=1', { token })).json()) as {
      data: { name: string }[];
      current_page: number;
      last_page: number;
    };
    expect(page.data.length).toBeGreaterThan(5);
    expect(page.data.every((breed) => /terrier/i.test(breed.name))).toBe(true);
    const dogs = (await (await ctx.call('GET', '/portal/pet_breeds?pet_type=Dog', { token })).json()) as { last_page: number };
    expect(dogs.last_page).toBeGreaterThan(10);
    const birds = await dataOf<{ custom_unit: string; custom_unit_to_kg_ratio: number }[]>(
      await ctx.call('GET', '/portal/pet_breeds?pet_type=Bird&search=parrot', { token }),
    );
    expect(birds[0]).toMatchObject({ custom_unit: 'grams', custom_unit_to_kg_ratio: 0.001 });
  });

  it('searches breeds ignoring case, with % and _ taken literally, on either database', async () => {
    const token = await ctx.tokenFor(DIRECT);
    const names = async (search: string) =>
      (await dataOf<{ name: string }[]>(await ctx.call('GET', `/portal/pet_breeds?pet_type=Dog&search=${encodeURIComponent(search)}`, { token }))).map((breed) => breed.name);
    const lower = await names('terrier');
    expect(lower.length).toBeGreaterThan(0);
    expect(await names('TERRIER')).toEqual(lower);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('answers collection products inside a zone and none outside', async () => {
    const token = await ctx.tokenFor(DIRECT);
    const inside = await dataOf<{ id: string; is_home_collection: number }[]>(await ctx.call('GET', '/portal/postcode/zone?postalcode=6050&city=Mount%20Lawley', { token }));
    expect(inside.length).toBe(3);
    expect(inside.some((product) => product.is_home_collection === 1)).toBe(true);
    expect(await dataOf(await ctx.call('GET', '/portal/postcode/zone?postalcode=0870&city=Alice%20Springs', { token }))).toEqual([]);
    expect((await ctx.call('GET', '/portal/postcode/zone?postalcode=abc', { token })).status).toBe(422);
  });

  it('searches the gazetteer', async () => {
    const token = await ctx.tokenFor(DIRECT);
    const results = await dataOf<{ city: string; postalcode: string; lat: number }[]>(
      await ctx.call('GET', '/portal/address/search?q=12%20Gympie%20Road%2C%20Kedron', { token }),
    );
    expect(results[0]).toMatchObject({ city: 'Kedron', postalcode: '4031' });
    expect(results[0]?.lat).toBeLessThan(-27);
    expect(await dataOf(await ctx.call('GET', '/portal/address/search?q=ab', { token }))).toEqual([]);
  });

  it("answers places in the caller's practice's state first (WA for Lawnswood, SA for Edenhills)", async () => {
    const states = async (user: string) =>
      (await dataOf<{ state: string }[]>(await ctx.call('GET', '/portal/address/search?q=Kensington', { token: await ctx.tokenFor(user) }))).map(
        (result) => result.state,
      );
    const direct = await states(DIRECT);
    expect(direct[0]).toBe('WA');
    expect(direct.slice(1)).not.toContain('WA');
    const referral = await states(REFERRAL);
    expect(referral.slice(0, 3)).toEqual(['SA', 'SA', 'SA']);
    expect(referral.slice(3)).not.toContain('SA');
  });
});

describe('POST /portal/booking', () => {
  it('creates an unsubmitted booking, and a retried create with the same key answers the same booking', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    const call = () =>
      ctx.app.request('/portal/booking', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'retry-key-0001' },
        body: JSON.stringify(referralPayload),
      });
    const first = await call();
    expect(first.status).toBe(201);
    const created = await dataOf<WireBooking>(first);
    expect(created).toMatchObject({ order_stage_c: 'VP Unsubmitted', first_name: 'Sam', phone_mobile: '+61412345678', pet_weight_c: 12.5 });
    const again = await dataOf<WireBooking>(await call());
    expect(again.id).toBe(created.id);
  });

  it('refuses (409, saying so) an Idempotency-Key used again with another body, and makes no second booking', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    const create = (body: object, key: string) =>
      ctx.call('POST', '/portal/booking', { token, body: body as Record<string, unknown>, headers: { 'Idempotency-Key': key } });
    const count = async () => (await ctx.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const first = await create(referralPayload, 'reused-key-0001');
    expect(first.status).toBe(201);
    const created = await dataOf<WireBooking>(first);
    const before = await count();

    const other = await create({ ...referralPayload, pet_first_name_c: 'Rex' }, 'reused-key-0001');
    expect(other.status).toBe(409);
    expect(await detailOf(other)).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    expect(await count()).toBe(before);

    // The same body with its keys in another order is the same request: the first booking again.
    const reordered = Object.fromEntries(Object.entries(referralPayload).reverse());
    const again = await create(reordered, 'reused-key-0001');
    expect(again.status).toBe(201);
    expect((await dataOf<WireBooking>(again)).id).toBe(created.id);
    expect((await dataOf<WireBooking>(await ctx.call('GET', `/portal/booking/${created.id}`, { token }))).first_name).toBe('Sam');
  });

  it('makes each of several creates at once its own order number, and one booking of a key sent twice at once', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    const create = async (key: string) => ctx.call('POST', '/portal/booking', { token, body: referralPayload, headers: { 'Idempotency-Key': key } });
    const apart = await Promise.all(['at-once-0001', 'at-once-0002', 'at-once-0003'].map(create));
    expect(apart.map((response) => response.status)).toEqual([201, 201, 201]);
    const numbers = (await Promise.all(apart.map((response) => dataOf<WireBooking>(response)))).map((booking) => booking.order_id_c);
    expect(new Set(numbers).size).toBe(3);

    const twice = await Promise.all([create('at-once-0004'), create('at-once-0004')]);
    expect(twice.map((response) => response.status)).toEqual([201, 201]);
    const [first, second] = await Promise.all(twice.map((response) => dataOf<WireBooking>(response)));
    expect(second?.id).toBe(first?.id);
  });

  it('answers 422 naming every bad field', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    const response = await ctx.call('POST', '/portal/booking', {
      token,
      body: { ...referralPayload, phone_mobile: '0412', pet_weight_c: '0', email_address: 'nope', pet_sex_c: 'Unknown' },
    });
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toEqual({
      phone_mobile: MESSAGES.phone,
      pet_weight_c: MESSAGES.weight,
      email_address: MESSAGES.email,
      pet_sex_c: MESSAGES.sex,
    });
  });

  it("refuses a pet name holding a line break or a hidden character, as the wizard and the engraving steps name it (issue 29)", async () => {
    const token = await ctx.tokenFor(REFERRAL);
    for (const [pet_first_name_c, message] of [
      ['Bis\ncuit', 'Pet first name has a line break after "Bis": it is engraved on one line. Delete the line break.'],
      ['Bis\u202Ecuit', 'Pet first name has a hidden character that changes the order of the text (a right-to-left override) after "Bis". Delete it, or type the text again instead of pasting it.'],
    ]) {
      const response = await ctx.call('POST', '/portal/booking', { token, body: { ...referralPayload, pet_first_name_c } });
      expect(response.status).toBe(422);
      expect(await detailOf(response)).toEqual({ pet_first_name_c: message });
    }
  });

  it('refuses (422, naming vet_staff_c) a new booking without the vet staff member who made it', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    for (const vet_staff_c of [undefined, '', '   ']) {
      const response = await ctx.call('POST', '/portal/booking', {
        token,
        body: { ...referralPayload, vet_staff_c, class_pet_service_types_id_c: SERVICE_TYPE_IDS.privateCremation },
      });
      expect(response.status).toBe(422);
      expect(await detailOf(response)).toEqual({ vet_staff_c: MESSAGES.staffName });
    }
  });

  it("refuses another practice's service type", async () => {
    const token = await ctx.tokenFor(UNITY);
    const response = await ctx.call('POST', '/portal/booking', {
      token,
      body: { ...referralPayload, class_pet_service_types_id_c: SERVICE_TYPE_IDS.vetSupplyOrder },
    });
    expect(response.status).toBe(422);
  });

  it('stores collection details with the zone product (vet-unity)', async () => {
    const token = await ctx.tokenFor(UNITY);
    const products = await dataOf<{ id: string }[]>(await ctx.call('GET', '/portal/postcode/zone?postalcode=4031', { token }));
    const response = await ctx.call('POST', '/portal/booking', {
      token,
      body: {
        ...referralPayload,
        skip_owner_details_form_c: 1,
        first_name: null,
        last_name: null,
        phone_mobile: null,
        collection_add_option_c: 'postal_address',
        collection_add_street_c: '210 Gympie Road',
        collection_add_city_c: 'Kedron',
        collection_add_postalcode_c: '4031',
        collection_add_latitude_c: -27.4,
        collection_add_longitude_c: 153.03,
        collectionDetails: { collection_products: [{ id: products[0]?.id ?? '', quantity: 1 }] },
      },
    });
    expect(response.status).toBe(201);
    const booking = await dataOf<WireBooking>(response);
    expect(booking).toMatchObject({ skip_owner_details_form_c: 1, first_name: null, collection_add_option_c: 'postal_address' });
    expect(booking.collectionDetails.collection_products[0]?.id).toBe(products[0]?.id);
  });
});

describe('update, special instructions and complete', () => {
  it('updates, saves instructions, completes to VP Submitted, then locks owner and pet', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    const created = await dataOf<WireBooking>(await ctx.call('POST', '/portal/booking', { token, body: referralPayload }));
    const updated = await dataOf<WireBooking>(
      await ctx.call('POST', `/portal/booking/${created.id}`, { token, body: { ...referralPayload, pet_breed_c: 'Poodle' } }),
    );
    expect(updated.pet_breed_c).toBe('Poodle');

    const instructions = await dataOf<{ description: string }[]>(
      await ctx.call('POST', '/portal/special_instruction', {
        token,
        body: { opportunity_id: created.id, special_instructions: [{ description: 'Keep the collar' }, { description: 'Call first' }] },
      }),
    );
    expect(instructions.map((row) => row.description)).toEqual(['Keep the collar', 'Call first']);
    const empty = await ctx.call('POST', '/portal/special_instruction', {
      token,
      body: { opportunity_id: created.id, special_instructions: [{ description: ' ' }] },
    });
    expect(empty.status).toBe(422);

    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const completed = await dataOf<WireBooking>(
      await ctx.call('POST', `/portal/booking/${created.id}/complete`, { token, body: { screenshot_image: png } }),
    );
    expect(completed.order_stage_c).toBe('VP Submitted');
    expect(completed.order_events.map((event) => event.to_value)).toEqual(['VP Unsubmitted', 'VP Submitted']);
    const image = await ctx.db.selectFrom('booking_images').select('kind').where('booking_id', '=', created.id).executeTakeFirst();
    expect(image?.kind).toBe('confirmation');

    const locked = await dataOf<WireBooking>(
      await ctx.call('POST', `/portal/booking/${created.id}`, { token, body: { ...referralPayload, first_name: 'Changed', pet_breed_c: 'Pug' } }),
    );
    expect(locked.first_name).toBe('Sam');
    expect(locked.pet_breed_c).toBe('Poodle');
  });

  it('stores one confirmation screenshot per submission: 5 completes at once make one move and one image (issue 29)', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    const created = await dataOf<WireBooking>(await ctx.call('POST', '/portal/booking', { token, body: referralPayload }));
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const storedImages = async () =>
      Number(
        (await ctx.db.selectFrom('stored_files').select((eb) => eb.fn.countAll().as('n')).where('key', 'like', 'booking-images/%').executeTakeFirstOrThrow()).n,
      );
    const before = await storedImages();
    const complete = async () => ctx.call('POST', `/portal/booking/${created.id}/complete`, { token, body: { screenshot_image: png } });
    const answers = await Promise.all(Array.from({ length: 5 }, complete));
    // Every call answers the booking as a repeat complete does: submitted.
    for (const answer of answers) expect((await dataOf<WireBooking>(answer)).order_stage_c).toBe('VP Submitted');
    // And a repeat afterwards adds nothing either.
    expect((await dataOf<WireBooking>(await complete())).order_stage_c).toBe('VP Submitted');

    const images = await ctx.db.selectFrom('booking_images').select('kind').where('booking_id', '=', created.id).execute();
    expect(images).toEqual([{ kind: 'confirmation' }]);
    expect(await storedImages()).toBe(before + 1);
    const moves = await ctx.db.selectFrom('order_events').select('to_value').where('booking_id', '=', created.id).where('to_value', '=', 'VP Submitted').execute();
    expect(moves).toHaveLength(1);
  });

  it('refuses (409) a details update made on an older version of the booking: one that raced its submit', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    const created = await dataOf<WireBooking & { date_modified: string }>(await ctx.call('POST', '/portal/booking', { token, body: referralPayload }));
    // The page saved on the version it has: accepted, and the answer is the next version.
    const saved = await ctx.call('POST', `/portal/booking/${created.id}`, {
      token,
      headers: { 'If-Match': `"${created.date_modified}"` },
      body: { ...referralPayload, pet_breed_c: 'Poodle' },
    });
    expect(saved.status).toBe(200);
    const basedOn = (await dataOf<{ date_modified: string }>(saved)).date_modified;

    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const submitted = await ctx.call('POST', `/portal/booking/${created.id}/complete`, { token, body: { screenshot_image: png } });
    expect(submitted.status).toBe(200);

    // A second click's update, made on the version before the submit, arrives after it: refused, nothing changed.
    const late = await ctx.call('POST', `/portal/booking/${created.id}`, {
      token,
      headers: { 'If-Match': `"${basedOn}"` },
      body: { ...referralPayload, first_name: 'Late', pet_weight_c: '30' },
    });
    expect(late.status).toBe(409);
    expect(await detailOf(late)).toBe(BOOKING_CHANGED_MESSAGE);
    const after = await dataOf<WireBooking>(await ctx.call('GET', `/portal/booking/${created.id}`, { token }));
    expect(after).toMatchObject({ order_stage_c: 'VP Submitted', first_name: 'Sam', pet_weight_c: 12.5, pet_breed_c: 'Poodle' });
  });

  it('stores one of several updates made on the same version at once, and refuses (409) the others', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    const created = await dataOf<WireBooking & { date_modified: string }>(await ctx.call('POST', '/portal/booking', { token, body: referralPayload }));
    const names = ['Ada', 'Bea', 'Cal', 'Dot'];
    const answers = await Promise.all(
      names.map(async (first_name) =>
        ctx.call('POST', `/portal/booking/${created.id}`, { token, headers: { 'If-Match': `"${created.date_modified}"` }, body: { ...referralPayload, first_name } }),
      ),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(names.length - 1);
    const stored = await dataOf<WireBooking>(await ctx.call('GET', `/portal/booking/${created.id}`, { token }));
    expect(stored.first_name).toBe(names[statuses.indexOf(200)]);
  });

  it('refuses (409) an update whose stage changed between its read and its write', async () => {
    const token = await ctx.tokenFor(REFERRAL);
    const created = await dataOf<WireBooking>(await ctx.call('POST', '/portal/booking', { token, body: referralPayload }));
    // The submit lands while the update is between reading the booking (unsubmitted rules) and writing it.
    const { practice_id } = await ctx.db.selectFrom('bookings').select('practice_id').where('id', '=', created.id).executeTakeFirstOrThrow();
    const read = await findBookingForWrite(ctx.db, practice_id, created.id);
    if (!read) throw new Error('booking not found');
    await ctx.db.updateTable('bookings').set({ order_stage_c: 'VP Submitted' }).where('id', '=', created.id).execute();
    const write = updateBookingFromPayload(ctx.db, read, { ...referralPayload, first_name: 'Late' } as never, {
      practiceId: 'unused',
      contactId: 'unused',
      serviceType: { id: SERVICE_TYPE_IDS.privateCremation, name: 'Private Cremation' },
      withOwner: true,
      withPet: true,
      collectionProduct: undefined,
      now: new Date().toISOString(),
      locked: false,
    });
    await expect(write).rejects.toMatchObject({ status: 409, detail: BOOKING_CHANGED_MESSAGE });
    const after = await dataOf<WireBooking>(await ctx.call('GET', `/portal/booking/${created.id}`, { token }));
    expect(after.first_name).toBe('Sam');
  });

  it("answers 404 for another practice's booking", async () => {
    const referral = await ctx.tokenFor(REFERRAL);
    const created = await dataOf<WireBooking>(await ctx.call('POST', '/portal/booking', { token: referral, body: referralPayload }));
    const direct = await ctx.tokenFor(DIRECT);
    expect((await ctx.call('POST', `/portal/booking/${created.id}`, { token: direct, body: referralPayload })).status).toBe(404);
    expect((await ctx.call('GET', `/portal/authentication/${created.id}`, { token: direct })).status).toBe(404);
    const auth = await dataOf<{ provider: string; token: string; channel: string }>(
      await ctx.call('GET', `/portal/authentication/${created.id}`, { token: referral }),
    );
    expect(auth).toMatchObject({ provider: 'local', channel: created.id });
    expect(auth.token).toMatch(/\./);
  });
});
