// Overdue before the family calls: with the business clock moved (never a sleep), a booking past its
// stage's expected time is overdue on the dashboard's count, the bookings list's filter and the booking,
// and the practice's Level 3 members get one digest a day through the outbox.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moveBooking } from '../backoffice/move.ts';
import { sendOverdueDigests } from '../jobs/overdue-digest.ts';
import { PRACTICE_IDS } from '../seed/demo-data.ts';
import { scan, submittedBooking } from '../testing/custody.ts';
import { dataOf, invalidFieldsOf } from '../testing/responses.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
const tokens = { staff: '', other: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  tokens.staff = await ctx.tokenFor('direct.staff@example.com');
  tokens.other = await ctx.tokenFor('referral.staff@example.com');
});
afterEach(() => ctx.clock.reset());
afterAll(() => ctx.close());

const HOUR = 3_600_000;
type Row = { id: string; overdue: { expected_hours: number; summary: string; overdue_seconds: number } | null };
const overdueCount = async (token = tokens.staff) => (await dataOf<{ count: number }>(await ctx.call('GET', '/portal/dashboard/overdue', { token }))).count;
const overdueIds = async (token = tokens.staff) => {
  const page = (await (await ctx.call('GET', '/portal/booking?overdue=true&page_size=100', { token })).json()) as { data: Row[]; total: number };
  return { ids: page.data.map((row) => row.id), rows: page.data, total: page.total };
};
const bookingOf = async (id: string) => dataOf<Row>(await ctx.call('GET', `/portal/booking/${id}`, { token: tokens.staff }));
const digests = () => ctx.db.selectFrom('outbox_messages').selectAll().where('channel', '=', 'email').orderBy('created_at').execute();

describe('a booking becomes overdue when the clock passes its stage’s expected time', () => {
  it('a submitted private cremation is overdue after 24 h at VP Submitted: on the dashboard count, the list filter and the booking', async () => {
    const booking = await submittedBooking(ctx, tokens.staff);
    expect((await overdueIds()).ids).not.toContain(booking.id);
    expect((await bookingOf(booking.id)).overdue).toBeNull();

    ctx.clock.move(23 * HOUR);
    expect((await overdueIds()).ids).not.toContain(booking.id);

    // (The demo bookings pass their stages' times as the clock moves too: the count is the list's.)
    ctx.clock.move(25 * HOUR);
    const listed = await overdueIds();
    expect(listed.ids).toContain(booking.id);
    expect(await overdueCount()).toBe(listed.total);
    const row = listed.rows.find((candidate) => candidate.id === booking.id);
    expect(row?.overdue).toMatchObject({ expected_hours: 24, summary: 'VP Submitted for 1 day 1 h (expected within 1 day)' });
    expect(row?.overdue?.overdue_seconds).toBeGreaterThanOrEqual(3600 - 5);
    expect((await bookingOf(booking.id)).overdue?.expected_hours).toBe(24);
    // Another practice's count and list know nothing of it.
    expect((await overdueIds(tokens.other)).ids).not.toContain(booking.id);
  });

  it('a move starts the stage’s time again; a scan that moves nothing does not; a stage with no expected time is never overdue', async () => {
    const booking = await submittedBooking(ctx, tokens.staff, { stage: 'Awaiting Collection' });
    ctx.clock.move(3 * 24 * HOUR);
    expect((await overdueIds()).ids).toContain(booking.id);
    // The handover scan (business time) moves it to Pet Collected: 24 h from now.
    await dataOf(await scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'handed_to_driver', driver_name: 'Sam', bag_count: 1 }), 201);
    expect((await overdueIds()).ids).not.toContain(booking.id);
    ctx.clock.move(3 * 24 * HOUR + 25 * HOUR);
    expect((await overdueIds()).ids).toContain(booking.id);

    const held = await submittedBooking(ctx, tokens.staff, { stage: 'On Hold' });
    ctx.clock.move(365 * 24 * HOUR);
    expect((await overdueIds()).ids).not.toContain(held.id);
  });

  it('takes the expected time of the service: communal waits longer for collection', async () => {
    const communal = await submittedBooking(ctx, tokens.staff, { payload: { skip_owner_details_form_c: 1, pet_first_name_c: 'Rex', pet_last_name_c: 'Stray', pet_breed_type_c: 'Dog', pet_breed_c: 'Beagle', pet_sex_c: 'Male', pet_weight_c: '10.00', class_pet_service_types_id_c: '40000000-0000-4000-8000-000000000003', vet_staff_c: 'Dr Reid', createBookingFlag: true, line_items: [] } });
    await moveBooking(ctx.db, { booking: communal.id, to: 'Awaiting Collection' }, ctx.familyUpdates);
    ctx.clock.move(3 * 24 * HOUR);
    expect((await overdueIds()).ids).not.toContain(communal.id);
    ctx.clock.move(4 * 24 * HOUR + HOUR);
    expect((await overdueIds()).ids).toContain(communal.id);
  });

  it('refuses an overdue filter that is not true or false (422 naming it)', async () => {
    expect(await invalidFieldsOf(await ctx.call('GET', '/portal/booking?overdue=yes', { token: tokens.staff }))).toEqual({ overdue: 'overdue must be true or false' });
  });
});

describe("the Level 3 members' daily digest", () => {
  it('puts one email a practice a day in the outbox, to its active Level 3 members, listing the overdue bookings; the next day another', async () => {
    const booking = await submittedBooking(ctx, tokens.staff);
    const before = (await digests()).length;
    // A day later (the practice's own clock only): the booking is overdue.
    ctx.clock.move(30 * HOUR, PRACTICE_IDS.direct);
    const first = await sendOverdueDigests(ctx.db, ctx.clock, { portalAppUrl: 'http://localhost:8080', anyHour: true });
    const direct = first.find((digest) => digest.practiceId === PRACTICE_IDS.direct);
    expect(direct).toBeDefined();
    // Again the same day, by a timer or by hand: nothing more.
    expect((await sendOverdueDigests(ctx.db, ctx.clock, { portalAppUrl: 'http://localhost:8080', anyHour: true })).find((digest) => digest.practiceId === PRACTICE_IDS.direct)).toBeUndefined();
    const sent = (await digests()).slice(before).filter((message) => message.id === direct?.messageId);
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email).toMatchObject({ channel: 'email', recipient: 'direct.manager@example.com', booking_id: null, provider: 'outbox', status: 'kept', link: 'http://localhost:8080/bookings?overdue=true' });
    expect(email?.body).toMatch(/^Subject: \d+ overdue bookings at Perth Paws Veterinary Hospital on /);
    expect(email?.body).toContain(`- ${booking.order_id_c} Bella (Private Cremation): VP Submitted for 1 day 6 h (expected within 1 day)`);
    expect(email?.body).toContain('Open them in the Vet Portal: http://localhost:8080/bookings?overdue=true');
    const claim = await ctx.db.selectFrom('overdue_digests').selectAll().where('practice_id', '=', PRACTICE_IDS.direct).execute();
    expect(claim.map((row) => row.outbox_message_id)).toContain(direct?.messageId);

    // The next day: another one.
    ctx.clock.move(54 * HOUR, PRACTICE_IDS.direct);
    const next = await sendOverdueDigests(ctx.db, ctx.clock, { portalAppUrl: 'http://localhost:8080', anyHour: true });
    expect(next.find((digest) => digest.practiceId === PRACTICE_IDS.direct)?.date).not.toBe(direct?.date);
  });

  it('the timer waits for 07:00 in the practice’s time zone', async () => {
    // 06:30 in Perth (UTC+8) is 22:30 UTC the day before.
    const perthDawn = Date.parse('2031-03-10T22:30:00Z');
    ctx.clock.move(perthDawn - Date.now(), PRACTICE_IDS.direct);
    const early = await sendOverdueDigests(ctx.db, ctx.clock, { portalAppUrl: 'http://localhost:8080' });
    expect(early.find((digest) => digest.practiceId === PRACTICE_IDS.direct)).toBeUndefined();
    ctx.clock.move(perthDawn + HOUR - Date.now(), PRACTICE_IDS.direct);
    const later = await sendOverdueDigests(ctx.db, ctx.clock, { portalAppUrl: 'http://localhost:8080' });
    expect(later.find((digest) => digest.practiceId === PRACTICE_IDS.direct)?.date).toBe('2031-03-11');
  });
});

describe('moving the clock of a running stack: /dev/clock and /dev/jobs/overdue-digest (not in production)', () => {
  it('moves every practice’s clock or one practice’s, runs the digest, and goes back', async () => {
    const booking = await submittedBooking(ctx, tokens.staff);
    // The days the tests above moved to may include this one: a stack's first digest of the day.
    await ctx.db.deleteFrom('overdue_digests').execute();
    const moved = await dataOf<{ now: string; offsets: { everyPracticeMs: number; practicesMs: Record<string, number> } }>(
      await ctx.call('PUT', '/dev/clock', { body: { offset_seconds: 2 * 86_400, practice_id: PRACTICE_IDS.direct } }),
    );
    expect(moved.offsets).toEqual({ everyPracticeMs: 0, practicesMs: { [PRACTICE_IDS.direct]: 2 * 86_400_000 } });
    expect((await overdueIds()).ids).toContain(booking.id);
    const run = await dataOf<{ practice_id: string; message_id: string }[]>(await ctx.call('POST', '/dev/jobs/overdue-digest'));
    const digest = run.find((sent) => sent.practice_id === PRACTICE_IDS.direct);
    const email = await ctx.db.selectFrom('outbox_messages').select('body').where('id', '=', digest?.message_id ?? '').executeTakeFirstOrThrow();
    expect(email.body).toContain(booking.order_id_c);

    const at = '2030-01-01T00:00:00.000Z';
    expect((await dataOf<{ now: string }>(await ctx.call('PUT', '/dev/clock', { body: { now: at } }))).now.slice(0, 16)).toBe(at.slice(0, 16));
    expect(await invalidFieldsOf(await ctx.call('PUT', '/dev/clock', { body: { offset_seconds: 1, now: at } }))).toEqual({ body: 'Send offset_seconds or now (one of them)' });
    const reset = await dataOf<{ offsets: unknown }>(await ctx.call('DELETE', '/dev/clock'));
    expect(reset.offsets).toEqual({ everyPracticeMs: 0, practicesMs: {} });
    expect((await overdueIds()).ids).not.toContain(booking.id);
  });

  it('does not exist in production', async () => {
    const production = await createTestContext({ production: true });
    try {
      expect((await production.call('GET', '/dev/clock')).status).toBe(404);
      expect((await production.call('POST', '/dev/jobs/overdue-digest')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
