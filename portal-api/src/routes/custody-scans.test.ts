// Scanning the pet tag at every handover: the scan recorded on the booking's custody chain, live, and
// in the family's words; every refusal (another booking's tag, an action the stage does not allow, a
// collector not confirmed, another practice's scan) refused loudly and recorded on the timeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustodyEventDto, ScanLookupDto, ScanResultDto } from '@portal/contracts/wire/custody';
import { UNKNOWN_TAG_MESSAGE, NOT_A_TAG_MESSAGE, IDENTITY_NOT_CONFIRMED_MESSAGE, OTHER_PRACTICE_SCAN_MESSAGE } from '@portal/contracts/domain/custody-scan';
import { moveBooking } from '../backoffice/move.ts';
import { checkChain } from '../data/custody-chain.ts';
import { CONTACT_IDS, PRACTICE_IDS } from '../seed/demo-data.ts';
import { OWNER_BOOKING } from '../testing/booking-payloads.ts';
import { printedTagCode, scan, submittedBooking, PORTAL_SITE } from '../testing/custody.ts';
import { dataOf, invalidFieldsOf } from '../testing/responses.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
const tokens = { staff: '', manager: '', other: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  tokens.staff = await ctx.tokenFor('direct.staff@example.com');
  tokens.manager = await ctx.tokenFor('direct.manager@example.com');
  tokens.other = await ctx.tokenFor('referral.staff@example.com');
  // The family is texted at each step (the practice's setting), so the texts and their tracking links exist.
  await ctx.call('PUT', '/portal/vet/family_updates', { token: tokens.manager, body: { enabled: true } });
});
afterAll(() => ctx.close());

const timelineOf = async (bookingId: string, token = tokens.staff) => dataOf<CustodyEventDto[]>(await ctx.call('GET', `/portal/booking/${bookingId}/custody`, { token }));
const stageOf = async (bookingId: string) => (await ctx.db.selectFrom('bookings').select('order_stage_c').where('id', '=', bookingId).executeTakeFirstOrThrow()).order_stage_c;
const refusalOf = async (response: Response) => {
  const body = (await response.json()) as { errors: { detail: string; refusal?: { reason: string; event_id: string } } };
  return { status: response.status, ...body.errors };
};
const handover = { action: 'handed_to_driver', driver_name: 'Sam Driver', bag_count: 2, device: 'Front desk scanner', input: 'camera' };
/** The family's tracking page, through the link of the last text sent about the booking. */
async function trackingSays(bookingId: string) {
  const text = await ctx.db.selectFrom('outbox_messages').select('link').where('booking_id', '=', bookingId).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  const key = new URL(text.link ?? '').hash.replace(/^#k=/, '');
  return (await dataOf<{ says: string | null; progress: number }>(await ctx.call('POST', '/portal/tracking', { body: { key } }))).says;
}

describe('a scan at collection: "Handed to the driver"', () => {
  it('reads the printed tag, records who handed over, the driver, the bags, the practice and device, moves the booking to Pet Collected, and tells the family', async () => {
    const booking = await submittedBooking(ctx, tokens.staff, { payload: OWNER_BOOKING, stage: 'Awaiting Collection' });
    const tag = await printedTagCode(ctx, tokens.staff, booking.id);
    expect(tag).toBe(`${PORTAL_SITE}/booking/${booking.id}`);

    const result = await dataOf<ScanResultDto>(await scan(ctx, tokens.staff, booking.id, { tag, ...handover }), 201);
    expect(result.order_stage_c).toBe('Pet Collected');
    expect(result.event).toMatchObject({
      kind: 'scan',
      from_stage: 'Awaiting Collection',
      to_stage: 'Pet Collected',
      move: 'forward',
      actor: { kind: 'staff', name: 'Dana Nguyen' },
      refusal: null,
      scan: {
        action: 'handed_to_driver',
        label: 'Handed to the driver',
        place: 'Perth Paws Veterinary Hospital',
        device: 'Front desk scanner',
        input: 'camera',
        handed_over_by: 'Dana Nguyen',
        driver_name: 'Sam Driver',
        bag_count: 2,
      },
    });
    expect(await stageOf(booking.id)).toBe('Pet Collected');
    // On the timeline, newest first, as a link of the booking's chain.
    const [latest] = await timelineOf(booking.id);
    expect(latest).toMatchObject({ id: result.event.id, sequence: 4, kind: 'scan' }); // created, submitted, moved, scanned
    expect((await checkChain(ctx.db, booking.id)).intact).toBe(true);
    // The practice's open pages hear of it.
    const live = await ctx.db.selectFrom('live_events').selectAll().where('booking_id', '=', booking.id).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(live).toMatchObject({ practice_id: PRACTICE_IDS.direct, order_stage: 'Pet Collected' });
    // The family's text and tracking page, in their words (the tracking text: the submit also asked them to confirm, issue 36).
    const text = await ctx.db.selectFrom('outbox_messages').select('body').where('booking_id', '=', booking.id).where('link', 'like', '%/track#%').executeTakeFirstOrThrow();
    expect(text.body).toContain('Luna is on her way to the crematorium.');
    expect(await trackingSays(booking.id)).toBe('Luna is on her way to the crematorium. We will look after her gently at every step.');
  });

  it('works the same from a USB scanner that types the code, or the order number typed', async () => {
    const booking = await submittedBooking(ctx, tokens.staff);
    const typed = await scan(ctx, tokens.staff, booking.id, { ...handover, tag: ` ${PORTAL_SITE}/booking/${booking.id} `, input: 'keyboard', handed_over_by: 'Tom Baxter' });
    expect((await dataOf<ScanResultDto>(typed, 201)).event.scan).toMatchObject({ input: 'keyboard', handed_over_by: 'Tom Baxter' });
    const other = await submittedBooking(ctx, tokens.staff);
    const byNumber = await scan(ctx, tokens.staff, other.id, { ...handover, tag: other.order_id_c.toLowerCase(), input: 'keyboard' });
    expect((await dataOf<ScanResultDto>(byNumber, 201)).order_stage_c).toBe('Pet Collected');
  });

  it('asks for the driver and the bags (422 naming the fields), and records nothing', async () => {
    const booking = await submittedBooking(ctx, tokens.staff);
    const before = (await timelineOf(booking.id)).length;
    expect(await invalidFieldsOf(await scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'handed_to_driver', bag_count: 0 }))).toEqual({
      driver_name: "The driver's name is required",
      bag_count: 'The number of bags must be a whole number from 1 to 20',
    });
    expect(await invalidFieldsOf(await scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'dance' }))).toEqual({
      action: 'action must be handed_to_driver, ashes_received_at_clinic or collected_by_family',
    });
    expect(await timelineOf(booking.id)).toHaveLength(before);
  });
});

describe('refused loudly, and recorded as a warning on the timeline', () => {
  it("refuses another booking's tag, naming both pets, and records it", async () => {
    const onScreen = await submittedBooking(ctx, tokens.staff);
    const other = await submittedBooking(ctx, tokens.staff, { payload: OWNER_BOOKING });
    const wrongTag = await printedTagCode(ctx, tokens.staff, other.id);
    const refused = await refusalOf(await scan(ctx, tokens.staff, onScreen.id, { tag: wrongTag, ...handover }));
    expect(refused).toMatchObject({
      status: 409,
      detail: `Wrong tag: this is Luna (${other.order_id_c})'s tag, not Bella (${onScreen.order_id_c})'s. Stop and check the pet and its tag before going on.`,
      refusal: { reason: 'wrong_booking' },
    });
    expect(await stageOf(onScreen.id)).toBe('VP Submitted');
    const [warning] = await timelineOf(onScreen.id);
    expect(warning).toMatchObject({
      id: refused.refusal?.event_id,
      kind: 'refused_scan',
      from_stage: 'VP Submitted',
      to_stage: 'VP Submitted',
      move: 'stay',
      left_at: null,
      seconds_in_stage: null,
      actor: { kind: 'staff', name: 'Dana Nguyen' },
      scan: { action: 'handed_to_driver', driver_name: 'Sam Driver', device: 'Front desk scanner' },
      refusal: { reason: 'wrong_booking', label: 'Wrong tag', message: refused.detail },
    });
    // The other booking is untouched.
    expect(await stageOf(other.id)).toBe('VP Submitted');
  });

  it("refuses another booking's tag scanned before the form is filled (no driver, no bags) and records it; its own tag so is a 422 that records nothing", async () => {
    const onScreen = await submittedBooking(ctx, tokens.staff);
    const other = await submittedBooking(ctx, tokens.staff, { payload: OWNER_BOOKING });
    const before = (await timelineOf(onScreen.id)).length;
    const refused = await refusalOf(await scan(ctx, tokens.staff, onScreen.id, { tag: await printedTagCode(ctx, tokens.staff, other.id), action: 'handed_to_driver', input: 'camera' }));
    expect(refused).toMatchObject({ status: 409, refusal: { reason: 'wrong_booking' } });
    expect(refused.detail).toContain(`this is Luna (${other.order_id_c})'s tag`);
    const [warning] = await timelineOf(onScreen.id);
    expect(warning).toMatchObject({ id: refused.refusal?.event_id, kind: 'refused_scan', scan: { action: 'handed_to_driver', driver_name: null }, refusal: { reason: 'wrong_booking' } });

    const ownTag = await scan(ctx, tokens.staff, onScreen.id, { tag: await printedTagCode(ctx, tokens.staff, onScreen.id), action: 'handed_to_driver' });
    expect(await invalidFieldsOf(ownTag)).toMatchObject({ driver_name: "The driver's name is required" });
    expect(await timelineOf(onScreen.id)).toHaveLength(before + 1);
    expect(await stageOf(onScreen.id)).toBe('VP Submitted');
  });

  it("refuses a tag of another practice's booking, or of none, without saying which (409), and records it", async () => {
    const onScreen = await submittedBooking(ctx, tokens.staff);
    const theirs = await submittedBooking(ctx, tokens.other);
    for (const tag of [`${PORTAL_SITE}/booking/${theirs.id}`, `${PORTAL_SITE}/booking/00000000-0000-4000-8000-000000000000`]) {
      expect(await refusalOf(await scan(ctx, tokens.staff, onScreen.id, { tag, ...handover }))).toMatchObject({
        status: 409,
        detail: UNKNOWN_TAG_MESSAGE,
        refusal: { reason: 'wrong_booking' },
      });
    }
    expect(await refusalOf(await scan(ctx, tokens.staff, onScreen.id, { tag: 'https://example.com/not-a-tag', ...handover }))).toMatchObject({
      status: 409,
      detail: NOT_A_TAG_MESSAGE,
      refusal: { reason: 'not_a_tag' },
    });
    const refusals = (await timelineOf(onScreen.id)).filter((event) => event.kind === 'refused_scan');
    expect(refusals.map((event) => event.refusal?.reason)).toEqual(['not_a_tag', 'wrong_booking', 'wrong_booking']);
  });

  it('refuses an action the stage does not allow, saying what the stage allows, and records it', async () => {
    const booking = await submittedBooking(ctx, tokens.staff, { stage: 'In Cremation' });
    const refused = await refusalOf(await scan(ctx, tokens.staff, booking.id, { tag: booking.id, ...handover }));
    expect(refused).toMatchObject({
      status: 409,
      detail: "'Handed to the driver' cannot be recorded now: Bella's booking is at 'In Cremation'. Nothing is scanned at the clinic at this stage.",
      refusal: { reason: 'action_not_allowed' },
    });
    const atReturn = await submittedBooking(ctx, tokens.staff, { stage: 'Awaiting Return Delivery' });
    expect((await refusalOf(await scan(ctx, tokens.staff, atReturn.id, { tag: atReturn.id, ...handover }))).detail).toBe(
      "'Handed to the driver' cannot be recorded now: Bella's booking is at 'Awaiting Return Delivery'. The scan for this stage is 'Ashes received at the clinic'.",
    );
    expect((await timelineOf(booking.id))[0]).toMatchObject({ kind: 'refused_scan', refusal: { reason: 'action_not_allowed' } });
  });

  it("answers another practice's member Not found, as every call does, and records it on the booking's timeline without naming them", async () => {
    const booking = await submittedBooking(ctx, tokens.staff);
    const response = await scan(ctx, tokens.other, booking.id, { tag: booking.id, ...handover });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { detail: 'Not found' } });
    expect(await stageOf(booking.id)).toBe('VP Submitted');
    // Their own timeline call is not found either; the practice's shows the refusal.
    expect((await ctx.call('GET', `/portal/booking/${booking.id}/custody`, { token: tokens.other })).status).toBe(404);
    const [warning] = await timelineOf(booking.id);
    expect(warning).toMatchObject({
      kind: 'refused_scan',
      actor: { kind: 'other_practice', name: 'A member of another practice' },
      refusal: { reason: 'other_practice', message: OTHER_PRACTICE_SCAN_MESSAGE },
    });
    expect(warning?.scan?.place).toBe('Another practice');
    const row = await ctx.db.selectFrom('order_events').select(['created_by', 'scan_practice_id']).where('id', '=', warning?.id ?? '').executeTakeFirstOrThrow();
    expect(row).toEqual({ created_by: CONTACT_IDS.referralStaff, scan_practice_id: PRACTICE_IDS.referral });
  });
});

describe('the ashes back at the clinic, and collected by the family', () => {
  it('records the ashes received, texts the family the collection code, and the tracking page says they are back', async () => {
    const booking = await submittedBooking(ctx, tokens.staff, { payload: OWNER_BOOKING, stage: 'Awaiting Return Delivery' });
    const result = await dataOf<ScanResultDto>(await scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'ashes_received_at_clinic', input: 'keyboard' }), 201);
    expect(result.order_stage_c).toBe('Ready at Office (Awaiting Completion)');
    const { collection_code: code } = await ctx.db.selectFrom('bookings').select('collection_code').where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(code).toMatch(/^\d{6}$/);
    const texts = await ctx.db.selectFrom('outbox_messages').select('body').where('booking_id', '=', booking.id).orderBy('created_at').execute();
    expect(texts.at(-1)?.body).toContain(`give your surname or this collection code: ${code?.slice(0, 3)} ${code?.slice(3)}.`);
    expect(texts.at(-1)?.body).toContain("Luna's ashes are back at the clinic and ready for you to collect.");
    expect(await trackingSays(booking.id)).toBe("Luna's ashes are back at the clinic and ready for you to collect. Please call us to arrange a time.");
    // The code is never shown to staff.
    expect(JSON.stringify(await timelineOf(booking.id))).not.toContain(code ?? '-');
    expect(JSON.stringify(await dataOf(await ctx.call('GET', `/portal/booking/${booking.id}`, { token: tokens.staff })))).not.toContain(`"${code ?? '-'}"`);
  });

  it("refuses a collector who gives neither the owner's surname nor the code (recorded), and accepts the surname however it is written, or the code", async () => {
    const booking = await submittedBooking(ctx, tokens.staff, { payload: OWNER_BOOKING, stage: 'Awaiting Return Delivery' });
    await scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'ashes_received_at_clinic' });
    const collect = (identity_check: string) => scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'collected_by_family', collected_by: 'Emma', identity_check });
    const refused = await refusalOf(await collect('Smith'));
    expect(refused).toMatchObject({ status: 409, detail: IDENTITY_NOT_CONFIRMED_MESSAGE, refusal: { reason: 'identity_not_confirmed' } });
    expect((await timelineOf(booking.id))[0]).toMatchObject({ kind: 'refused_scan', scan: { collected_by: 'Emma', identity_check: null }, refusal: { reason: 'identity_not_confirmed' } });
    expect(await stageOf(booking.id)).toBe('Ready at Office (Awaiting Completion)');

    const accepted = await dataOf<ScanResultDto>(await collect('oconnor'), 201);
    expect(accepted.order_stage_c).toBe('Completed - Returned');
    expect(accepted.event.scan).toMatchObject({ collected_by: 'Emma', identity_check: 'surname' });
    expect(await trackingSays(booking.id)).toBe("Luna's ashes have been collected from the clinic. We hope they bring you comfort.");

    const second = await submittedBooking(ctx, tokens.staff, { payload: OWNER_BOOKING, stage: 'Awaiting Return Delivery' });
    await scan(ctx, tokens.staff, second.id, { tag: second.id, action: 'ashes_received_at_clinic' });
    const { collection_code: code } = await ctx.db.selectFrom('bookings').select('collection_code').where('id', '=', second.id).executeTakeFirstOrThrow();
    const byCode = await scan(ctx, tokens.staff, second.id, { tag: second.id, action: 'collected_by_family', collected_by: 'A neighbour', identity_check: `${code?.slice(0, 3)} ${code?.slice(3)}` });
    expect((await dataOf<ScanResultDto>(byCode, 201)).event.scan?.identity_check).toBe('code');
  });

  it('records that nothing could be checked for a booking without the owner details, and refuses ashes that do not come back to the clinic', async () => {
    const booking = await submittedBooking(ctx, tokens.staff, { stage: 'Ready at Office' });
    const collected = await dataOf<ScanResultDto>(await scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'collected_by_family', collected_by: 'Owner', identity_check: 'Anyone' }), 201);
    expect(collected.event.scan?.identity_check).toBe('none_on_file');
    const home = await submittedBooking(ctx, tokens.staff, { payload: { ...OWNER_BOOKING, return_add_option_c: 'customer_address' }, stage: 'Awaiting Return Delivery' });
    expect((await refusalOf(await scan(ctx, tokens.staff, home.id, { tag: home.id, action: 'ashes_received_at_clinic' }))).detail).toBe(
      "'Ashes received at the clinic' cannot be recorded now: the ashes are delivered to the family's home, not to the clinic. Nothing is scanned at the clinic at this stage.",
    );
  });
});

describe('GET portal/scan (the Scan page opens the booking a tag names)', () => {
  it('opens the booking with the one action its stage allows, or says why there is none', async () => {
    const booking = await submittedBooking(ctx, tokens.staff, { payload: OWNER_BOOKING, stage: 'Pre-Booking' });
    const lookup = (tag: string, token = tokens.staff) => ctx.call('GET', `/portal/scan?tag=${encodeURIComponent(tag)}`, { token });
    expect(await dataOf<ScanLookupDto>(await lookup(await printedTagCode(ctx, tokens.staff, booking.id)))).toEqual({
      booking: { id: booking.id, order_id_c: booking.order_id_c, pet_first_name_c: 'Luna', service_type: 'Private Cremation', order_stage_c: 'Pre-Booking' },
      action: 'handed_to_driver',
      action_label: 'Handed to the driver',
      reason: null,
    });
    await moveBooking(ctx.db, { booking: booking.id, to: 'In Cremation' }, ctx.familyUpdates);
    expect(await dataOf<ScanLookupDto>(await lookup(booking.order_id_c))).toMatchObject({
      action: null,
      reason: "Luna's booking is at 'In Cremation'. Nothing is scanned at the clinic at this stage.",
    });
    // Another practice's tag is not found, said as for a tag of no booking; a code that is no tag is a field error.
    const notFound = await lookup(booking.id, tokens.other);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ errors: { detail: UNKNOWN_TAG_MESSAGE } });
    expect(await invalidFieldsOf(await lookup('hello'))).toEqual({ tag: NOT_A_TAG_MESSAGE });
  });
});
