import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TOO_LONG_MESSAGE, SEARCH_TOO_SHORT_MESSAGE, DATE_RANGE_MESSAGE } from '@portal/contracts/domain/booking-search';
import { SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { demoOrderNumber } from '../seed/bookings.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import type { bookingToWire } from '../wire/booking.ts';

// The bookings list's search and filters (issue 31 item 5), through GET /portal/booking.
let ctx: TestContext;
const tokens = { direct: '', referral: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  tokens.direct = await ctx.tokenFor('direct.staff@example.com');
  tokens.referral = await ctx.tokenFor('referral.staff@example.com');
});
afterAll(() => ctx.close());

type Row = ReturnType<typeof bookingToWire>;
interface Page {
  data: Row[];
  last_page: number;
  total: number;
}

const call = (query: string, token = tokens.direct) => ctx.call('GET', `/portal/booking?${query}`, { token });
async function search(q: string, more = '', token = tokens.direct): Promise<Page> {
  const response = await call(`q=${encodeURIComponent(q)}&page_size=100${more}`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}
async function everyBooking(token = tokens.direct): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await call(`page=${page}&page_size=100`, token)).json()) as Page;
    rows.push(...body.data);
    if (page >= body.last_page) return rows;
  }
}
const ids = (rows: Row[]) => rows.map((row) => row.id).sort();

const payload = {
  skip_owner_details_form_c: 0,
  first_name: 'Aoife',
  last_name: "O'Sullivan-Brown",
  email_address: 'aoife@example.com',
  phone_mobile: '+61498765432',
  primary_address_street: '1 King William Street',
  primary_address_city: 'Adelaide',
  primary_address_state: 'SA',
  primary_address_postalcode: '5000',
  primary_address_country: 'Australia',
  pet_first_name_c: 'Zöe',
  pet_last_name_c: "O'Sullivan-Brown",
  pet_breed_type_c: 'Dog',
  pet_breed_c: 'Beagle',
  pet_sex_c: 'Female',
  pet_weight_c: '12.50',
  class_pet_service_types_id_c: SERVICE_TYPE_IDS.privateCremation,
  vet_staff_c: 'Dr Jones',
  createBookingFlag: true,
};

describe('GET /portal/booking?q= (search)', () => {
  it('finds every booking of the practice whose pet or owner has the name, and only those', async () => {
    const all = await everyBooking();
    // The pet name most bookings share, as a nurse would type it.
    const counts = new Map<string, number>();
    for (const row of all) if (row.pet_first_name_c) counts.set(row.pet_first_name_c, (counts.get(row.pet_first_name_c) ?? 0) + 1);
    const [name = ''] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    const expected = all.filter((row) => [row.pet_first_name_c, row.first_name, row.last_name].includes(name));
    expect(expected.length).toBeGreaterThan(1);
    const found = await search(name.toLowerCase());
    expect(found.total).toBe(expected.length);
    expect(ids(found.data)).toEqual(ids(expected));
    // Newest first, as the list is.
    const dates = found.data.map((row) => row.date_entered);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("takes a surname with its apostrophe or without, whole or from its start, in any case", async () => {
    const all = await everyBooking();
    const expected = ids(all.filter((row) => row.last_name === "O'Connor"));
    expect(expected.length).toBeGreaterThan(0);
    for (const typed of ["O'Connor", 'oconnor', 'OCONN', 'O’Connor', 'Connor']) {
      expect(ids((await search(typed)).data), typed).toEqual(expected);
    }
  });

  it('needs every word typed: a first name and a surname narrow to the owner', async () => {
    const all = await everyBooking();
    const owner = all.find((row) => row.last_name === "O'Connor");
    const expected = ids(all.filter((row) => row.last_name === "O'Connor" && row.first_name === owner?.first_name));
    expect(ids((await search(`${owner?.first_name} o'connor`)).data)).toEqual(expected);
    expect((await search("Zzyzx O'Connor")).total).toBe(0);
  });

  it('finds a booking by its order number, whole or by its digits', async () => {
    const order = demoOrderNumber('direct', 'pending-1');
    for (const typed of [order, order.toLowerCase(), order.replace(/\D/g, '')]) {
      const found = await search(typed);
      expect(found.data.map((row) => row.order_id_c), typed).toContain(order);
    }
  });

  it('finds a phone as the family reads it out: with the trunk 0, spaces and dashes, or its last digits', async () => {
    const row = (await everyBooking()).find((booking) => booking.phone_mobile?.startsWith('+61'));
    const national = `0${row?.phone_mobile?.slice(3) ?? ''}`; // +61412345678 -> 0412345678
    const spaced = `${national.slice(0, 4)} ${national.slice(4, 7)}-${national.slice(7)}`;
    for (const typed of [row?.phone_mobile ?? '', spaced, national.slice(-6).replace(/(\d{3})/, '$1 ')]) {
      expect(ids((await search(typed)).data), typed).toContain(row?.id);
    }
  });

  it("never finds another practice's booking", async () => {
    const order = demoOrderNumber('direct', 'pending-1');
    expect((await search(order, '', tokens.referral)).total).toBe(0);
  });

  it('finds a booking made in the portal by its new names, and after an edit by the edited ones only', async () => {
    const token = await ctx.tokenFor('referral.staff@example.com');
    const created = await ctx.call('POST', '/portal/booking', { token, body: payload, headers: { 'Idempotency-Key': 'search-create-0001' } });
    expect(created.status).toBe(201);
    const { data: booking } = (await created.json()) as { data: { id: string; order_id_c: string } };
    for (const typed of ["O'Sullivan-Brown", 'sullivan brown', 'zoe', 'Zöe', '0498 765 432', booking.order_id_c]) {
      expect(ids((await search(typed, '', token)).data), typed).toEqual([booking.id]);
    }
    const edited = await ctx.call('POST', `/portal/booking/${booking.id}`, { token, body: { ...payload, pet_first_name_c: 'Pickles', createBookingFlag: false } });
    expect(edited.status).toBe(200);
    expect((await search('zoe', '', token)).total).toBe(0);
    expect(ids((await search('pickles sullivan', '', token)).data)).toEqual([booking.id]);
  });

  it('filters by date booked, and with a search', async () => {
    const all = await everyBooking();
    const sorted = all.map((row) => row.date_entered).sort();
    const from = new Date(sorted[Math.floor(sorted.length / 3)] ?? '').toISOString();
    const before = new Date(sorted[Math.floor((2 * sorted.length) / 3)] ?? '').toISOString();
    const inRange = all.filter((row) => row.date_entered >= from && row.date_entered < before);
    const page = (await (await call(`page_size=100&entered_from=${encodeURIComponent(from)}&entered_before=${encodeURIComponent(before)}`)).json()) as Page;
    expect(ids(page.data)).toEqual(ids(inRange));
    const name = inRange[0]?.pet_first_name_c ?? '';
    const named = await search(name, `&entered_from=${encodeURIComponent(from)}&entered_before=${encodeURIComponent(before)}`);
    expect(named.total).toBeGreaterThan(0);
    expect(ids(named.data)).toEqual(ids(inRange.filter((row) => [row.pet_first_name_c, row.first_name, row.last_name].includes(name))));
  });

  it('refuses a search too short or too long, a bad date and a range that ends before it starts (422, with the page’s words)', async () => {
    const detail = async (query: string) => {
      const response = await call(query);
      expect(response.status, query).toBe(422);
      return ((await response.json()) as { errors: { detail: unknown } }).errors.detail;
    };
    expect(await detail('q=a')).toEqual({ q: SEARCH_TOO_SHORT_MESSAGE });
    expect(await detail(`q=${encodeURIComponent("'- !")}`)).toEqual({ q: SEARCH_TOO_SHORT_MESSAGE });
    expect(await detail(`q=${'x'.repeat(101)}`)).toEqual({ q: SEARCH_TOO_LONG_MESSAGE });
    expect(await detail('entered_from=yesterday')).toHaveProperty('entered_from');
    expect(await detail('entered_from=2026-11-02T00:00:00Z&entered_before=2026-11-01T00:00:00Z')).toEqual({ entered_before: DATE_RANGE_MESSAGE });
    // A blank search is no search.
    expect((await call('q=%20%20')).status).toBe(200);
  });

  it('takes wildcards as text', async () => {
    expect((await search('bi%')).total).toBe((await search('bi')).total);
    expect((await search('bi_')).total).toBe((await search('bi')).total);
  });
});

describe('the two ways a search pages (data/bookings.ts listBookings)', () => {
  it('walking the bookings newest first and reading the matches from the terms give the same pages, filtered or not', async () => {
    const { listBookings } = await import('../data/bookings.ts');
    const { searchWordsOf } = await import('@portal/contracts/domain/booking-search');
    const practice = await ctx.db.selectFrom('contacts').innerJoin('practices', 'practices.id', 'contacts.practice_id').select(['practices.id', 'practices.relationship_type_c']).where('contacts.email', '=', 'direct.staff@example.com').executeTakeFirstOrThrow();
    const all = await everyBooking();
    const common = all[0]?.last_name ?? '';
    for (const filters of [{}, { orderStages: ['Pet Collected - Pending Details', 'VP Unsubmitted'] }, { bookingStatus: 'Close' as const }]) {
      for (const page of [1, 2]) {
        const run = (planned: number) =>
          listBookings(ctx.db, practice.id, practice.relationship_type_c, { ...filters, searchWords: searchWordsOf(common) }, page, 3, planned);
        const walked = await run(1);
        const driven = await run(Number.POSITIVE_INFINITY);
        expect(walked.total).toBe(driven.total);
        expect(walked.rows.map((row) => row.id)).toEqual(driven.rows.map((row) => row.id));
        if (page === 1 && Object.keys(filters).length === 0) expect(walked.total).toBeGreaterThan(3);
      }
    }
  });
});
