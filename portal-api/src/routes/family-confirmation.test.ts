// The family confirms what will be done, before it cannot be undone (issue 36): the request texted at
// submit, the family's page and answers (the link's secret and the owner's mobile), the practice's
// view, the hold on the cremation, a Level 3's verbal confirmation, a new request after a change, the
// one reminder and the consent PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_MESSAGES, holdMessage } from '@portal/contracts/domain/family-confirmation';
import type { ConfirmationPageDto, FamilyConfirmationDto } from '@portal/contracts/wire/family-confirmation';
import { moveBooking } from '../backoffice/move.ts';
import { CATALOG_PRODUCTS } from '../seed/catalog.ts';
import { PRACTICE_IDS } from '../seed/demo-data.ts';
import { OWNER_BOOKING } from '../testing/booking-payloads.ts';
import { pdfText } from '../testing/pdf-reader.ts';
import { dataOf, invalidFieldsOf } from '../testing/responses.ts';
import { createTestContext, TEST_OWNER_APP_URL, type TestContext } from '../testing/test-app.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** The owner's mobile of OWNER_BOOKING (+61412555123), as a family types it. */
const PHONE = '0412 555 123';

let ctx: TestContext;
const tokens = { staff: '', manager: '', otherManager: '', otherStaff: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  tokens.staff = await ctx.tokenFor('direct.staff@example.com');
  tokens.manager = await ctx.tokenFor('direct.manager@example.com');
  tokens.otherManager = await ctx.tokenFor('referral.manager@example.com');
  tokens.otherStaff = await ctx.tokenFor('referral.staff@example.com');
});
afterAll(() => ctx.close());

interface Made {
  id: string;
  order_id_c: string;
}

/** A private cremation of Luna with the owner's mobile, made and submitted by the direct practice's nurse. */
async function submitted(extra: Record<string, unknown> = {}, complete: Record<string, unknown> = {}, payload: Record<string, unknown> = OWNER_BOOKING): Promise<Made> {
  const made = await dataOf<Made>(await ctx.call('POST', '/portal/booking', { token: tokens.staff, body: { ...payload, ...extra } }), 201);
  await dataOf(await ctx.call('POST', `/portal/booking/${made.id}/complete`, { token: tokens.staff, body: { screenshot_image: PNG, ...complete } }));
  return made;
}
const textsFor = (bookingId: string) =>
  ctx.db.selectFrom('outbox_messages').selectAll().where('booking_id', '=', bookingId).where('link', 'like', `${TEST_OWNER_APP_URL}/confirm#%`).orderBy('created_at').execute();
const keyOf = (link: string | null) => new URL(link ?? '').hash.replace(/^#k=/, '');
const lastKey = async (bookingId: string) => keyOf((await textsFor(bookingId)).at(-1)?.link ?? null);
const open = (key: string, phone = PHONE) => ctx.call('POST', '/portal/confirmation', { body: { key, phone } });
const confirm = (key: string, name = 'Emma O’Connor') => ctx.call('POST', '/portal/confirmation/answer', { body: { key, phone: PHONE, answer: 'confirm', name } });
const concern = (key: string, words: string) => ctx.call('POST', '/portal/confirmation/answer', { body: { key, phone: PHONE, answer: 'concern', words } });
const confirmationOf = (bookingId: string, token = tokens.staff) => ctx.call('GET', `/portal/booking/${bookingId}/confirmation`, { token });
const verbal = (bookingId: string, token: string, body: unknown) => ctx.call('POST', `/portal/booking/${bookingId}/confirmation/verbal`, { token, body: body as Record<string, unknown> });
const move = (booking: string, to: string) => moveBooking(ctx.db, { booking, to }, ctx.familyUpdates);

describe('the request at submit', () => {
  it('texts the owner a link with its own secret, of which only the hash is kept, bound to the booking', async () => {
    const booking = await submitted();
    const texts = await textsFor(booking.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ recipient: '+61412555123', channel: 'sms', status: 'kept' });
    expect(texts[0]?.body).toMatch(/^Perth Paws Veterinary Hospital: Hello Emma, please check what we have arranged for Luna and confirm it/);
    const key = keyOf(texts[0]?.link ?? null);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const links = await ctx.db.selectFrom('confirmation_links').selectAll().where('booking_id', '=', booking.id).execute();
    expect(links).toHaveLength(1);
    expect(JSON.stringify(links)).not.toContain(key);
    // 14 days, on the system's time.
    const days = (Date.parse(links[0]?.expires_at ?? '') - Date.parse(links[0]?.created_at ?? '')) / 86_400_000;
    expect(days).toBe(14);
    expect(await dataOf<FamilyConfirmationDto>(await confirmationOf(booking.id))).toMatchObject({
      state: 'awaiting',
      label: 'Awaiting family confirmation',
      on_hold: false,
      rerequest_on_change: true,
      sent_to: '+61412555123',
      answer: null,
    });
  });

  it('stores the nurse’s reason when they choose not to ask, and texts nothing', async () => {
    const booking = await submitted({}, { skip_family_confirmation: { reason: 'The owner asked us not to text her' } });
    expect(await textsFor(booking.id)).toEqual([]);
    expect(await dataOf<FamilyConfirmationDto>(await confirmationOf(booking.id))).toMatchObject({
      state: 'skipped',
      label: 'Family not asked',
      skip_reason: 'The owner asked us not to text her',
      rerequest_on_change: false,
    });
    // Not asking needs a reason: the submit is refused without one, and nothing is submitted.
    const unsubmitted = await dataOf<Made>(await ctx.call('POST', '/portal/booking', { token: tokens.staff, body: OWNER_BOOKING }), 201);
    const refused = await ctx.call('POST', `/portal/booking/${unsubmitted.id}/complete`, { token: tokens.staff, body: { screenshot_image: PNG, skip_family_confirmation: { reason: ' ' } } });
    expect(JSON.stringify(await invalidFieldsOf(refused))).toContain(CONFIRMATION_MESSAGES.reasonRequired);
    expect((await ctx.db.selectFrom('bookings').select('order_stage_c').where('id', '=', unsubmitted.id).executeTakeFirstOrThrow()).order_stage_c).toBe('VP Unsubmitted');
  });

  it('asks nobody when the practice’s Level 3 turned the setting off (on by default; Level 3 only)', async () => {
    expect(await dataOf(await ctx.call('GET', '/portal/vet/family_confirmation', { token: tokens.manager }))).toEqual({ enabled: true });
    expect((await ctx.call('PUT', '/portal/vet/family_confirmation', { token: tokens.staff, body: { enabled: false } })).status).toBe(403);
    expect(await dataOf(await ctx.call('PUT', '/portal/vet/family_confirmation', { token: tokens.manager, body: { enabled: false } }))).toEqual({ enabled: false });
    const other = await ctx.db.selectFrom('practices').select('confirm_families_c').where('id', '=', PRACTICE_IDS.referral).executeTakeFirstOrThrow();
    expect(other.confirm_families_c).toBe(1);
    try {
      const booking = await submitted();
      expect(await textsFor(booking.id)).toEqual([]);
      expect(await dataOf(await confirmationOf(booking.id))).toBeNull();
    } finally {
      await ctx.call('PUT', '/portal/vet/family_confirmation', { token: tokens.manager, body: { enabled: true } });
    }
  });
});

describe('what the family sees', () => {
  let booking: Made;
  let key = '';
  beforeAll(async () => {
    booking = await submitted({ line_items: [{ id: null, product: CATALOG_PRODUCTS.clayPaw.id, quantity: 1, deleted: 0, options: {} }] });
    key = await lastKey(booking.id);
  });

  it('shows this booking only: the pet, the service in words, the products, the practice; nothing of staff, order numbers or other bookings', async () => {
    const response = await open(key);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { data: ConfirmationPageDto };
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data).sort()).toEqual(['amount', 'amount_note', 'answer', 'can_answer', 'consent_wording', 'expires_at', 'pet_name', 'practice', 'products', 'service', 'state']);
    expect(body.data).toMatchObject({
      pet_name: 'Luna',
      service: { name: 'Private Cremation', says: 'Luna will be cremated on her own and her ashes returned to you at the clinic.' },
      products: [{ name: 'Clay Paw Print', quantity: 1, options: [], engraving: null }],
      practice: { name: 'Perth Paws Veterinary Hospital', phone: '0892271100' },
      state: 'awaiting',
      can_answer: true,
    });
    // The direct practice charges on its pricebook: the family is told who will say the cost.
    expect(body.data.amount).toBeNull();
    expect(body.data.amount_note).toBe('Perth Paws Veterinary Hospital will tell you the cost.');
    const text = JSON.stringify(body);
    expect(text).not.toContain(booking.order_id_c);
    expect(text).not.toContain(booking.id);
    expect(text).not.toMatch(/Hannah Reid|vet_staff|Mitchell|O'Connor|emma\.oconnor|\+61412555123|Walcott|Bella|practice_id/);
    // No other booking of the practice is in it: the seed's bookings' pets are named elsewhere.
    const others = await ctx.db.selectFrom('pets').select('pet_first_name_c').where('practice_id', '=', PRACTICE_IDS.direct).where('pet_first_name_c', '!=', 'Luna').execute();
    for (const other of others) if (other.pet_first_name_c && other.pet_first_name_c.length > 3) expect(text).not.toContain(`"${other.pet_first_name_c}"`);
  });

  it('says what the family pays where the practice charges at the retail price', async () => {
    await ctx.db.updateTable('practices').set({ pricing_information_c: 'RRP' }).where('id', '=', PRACTICE_IDS.direct).execute();
    try {
      const page = await dataOf<ConfirmationPageDto>(await open(key));
      expect(page.amount_note).toBeNull();
      // The private cremation's service line and the clay paw print, at RRP.
      const lines = await ctx.db.selectFrom('quoted_products').select(['unit_price', 'quantity']).where('booking_id', '=', booking.id).where('deleted', '=', 0).execute();
      const expected = Math.round(lines.reduce((sum, line) => sum + Number(line.unit_price) * Number(line.quantity), 0) * 100) / 100;
      expect(page.amount).toBe(expected);
      expect(page.amount).toBeGreaterThan(0);
    } finally {
      await ctx.db.updateTable('practices').set({ pricing_information_c: 'Pricebook' }).where('id', '=', PRACTICE_IDS.direct).execute();
    }
  });

  it('needs the owner’s mobile as the second factor, counting wrong numbers per link (then 429)', async () => {
    const fresh = await submitted();
    const freshKey = await lastKey(fresh.id);
    const wrong = await open(freshKey, '0499 999 999');
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await invalidFieldsOf(wrong))).toContain("That number doesn't match the mobile we have");
    for (let i = 0; i < 4; i++) await open(freshKey, '0499 999 999');
    const paused = await open(freshKey);
    expect(paused.status).toBe(429);
    expect(paused.headers.get('retry-after')).toBeTruthy();
  });

  it('answers 404 for an unknown key, counting no try and naming nothing', async () => {
    const response = await open('not-a-real-key');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { detail: CONFIRMATION_MESSAGES.linkInvalid } });
  });

  it('refuses a malformed answer naming the field', async () => {
    expect(await invalidFieldsOf(await confirm(key, '  '))).toEqual({ name: CONFIRMATION_MESSAGES.nameRequired });
    expect(await invalidFieldsOf(await concern(key, 'x'.repeat(1001)))).toEqual({ words: 'Your message must be at most 1,000 characters' });
  });
});

describe('a concern holds the cremation', () => {
  it('puts the booking on hold with the family’s words; the back office refuses the cremation until the family confirms', async () => {
    const booking = await submitted();
    const key = await lastKey(booking.id);
    const raised = await dataOf<ConfirmationPageDto>(await concern(key, 'We asked for her ashes to come home, not to the clinic.'));
    expect(raised).toMatchObject({ state: 'concern', answer: { answer: 'concern', words: 'We asked for her ashes to come home, not to the clinic.', name: null } });
    const seen = await dataOf<FamilyConfirmationDto>(await confirmationOf(booking.id));
    expect(seen).toMatchObject({ state: 'concern', label: 'Family raised a concern', on_hold: true, answer: { words: 'We asked for her ashes to come home, not to the clinic.' } });
    // The list row and the details page carry it too, and the dashboard counts it.
    const details = await dataOf<{ family_confirmation: FamilyConfirmationDto }>(await ctx.call('GET', `/portal/booking/${booking.id}`, { token: tokens.staff }));
    expect(details.family_confirmation).toMatchObject({ state: 'concern', on_hold: true });
    const list = await dataOf<{ id: string; family_confirmation: FamilyConfirmationDto | null }[]>(
      await ctx.call('GET', `/portal/booking?q=${encodeURIComponent(booking.order_id_c)}`, { token: tokens.staff }),
    );
    expect(list.find((row) => row.id === booking.id)?.family_confirmation).toMatchObject({ label: 'Family raised a concern', on_hold: true });
    expect((await dataOf<{ concern: number }>(await ctx.call('GET', '/portal/dashboard/confirmations', { token: tokens.staff }))).concern).toBeGreaterThanOrEqual(1);
    // A live event reached the practice's channel with the booking.
    const live = await ctx.db.selectFrom('live_events').select('booking_id').where('booking_id', '=', booking.id).execute();
    expect(live.length).toBeGreaterThanOrEqual(2);

    await move(booking.id, 'Awaiting Cremation');
    await expect(move(booking.id, 'In Cremation')).rejects.toThrow(holdMessage(booking.order_id_c));
    await expect(move(booking.id, 'Completed - Returned')).rejects.toThrow(/on hold/);
    const stage = await ctx.db.selectFrom('bookings').select('order_stage_c').where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(stage.order_stage_c).toBe('Awaiting Cremation');

    expect(await dataOf<ConfirmationPageDto>(await confirm(key))).toMatchObject({ state: 'confirmed', answer: { answer: 'confirm', name: 'Emma O’Connor' } });
    await move(booking.id, 'In Cremation');
    // Once the cremation started, the family's page shows but takes no answer.
    const late = await concern(key, 'Wait');
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ errors: { detail: CONFIRMATION_MESSAGES.noLongerAnswerable } });
    expect((await dataOf<ConfirmationPageDto>(await open(key))).can_answer).toBe(false);
    // A change now would not ask again: the cremation has started.
    expect((await dataOf<FamilyConfirmationDto>(await confirmationOf(booking.id))).rerequest_on_change).toBe(false);
  });

  it('is lifted by a Level 3’s verbal confirmation, which needs a reason; a Level 1 cannot record one', async () => {
    const booking = await submitted();
    await concern(await lastKey(booking.id), 'Wrong urn');
    const byStaff = await verbal(booking.id, tokens.staff, { reason: 'Spoke to Emma' });
    expect(byStaff.status).toBe(403);
    expect(await byStaff.json()).toEqual({ errors: { detail: CONFIRMATION_MESSAGES.verbalLevel3 } });
    expect(await invalidFieldsOf(await verbal(booking.id, tokens.manager, { reason: '  ' }))).toEqual({ reason: CONFIRMATION_MESSAGES.reasonRequired });
    expect(await invalidFieldsOf(await verbal(booking.id, tokens.manager, {}))).toEqual({ reason: 'reason is required' });
    await expect(move(booking.id, 'In Cremation')).rejects.toThrow(/on hold/);
    const recorded = await dataOf<FamilyConfirmationDto>(await verbal(booking.id, tokens.manager, { reason: 'Emma confirmed by phone: the cedar urn is right' }));
    expect(recorded).toMatchObject({ state: 'verbal', label: 'Confirmed verbally', on_hold: false, verbal: { reason: 'Emma confirmed by phone: the cedar urn is right', by: expect.any(String) as string } });
    await move(booking.id, 'In Cremation');
  });
});

describe('the bookings list filtered by the family confirmation (the dashboard tiles’ links)', () => {
  type Row = { id: string; family_confirmation: FamilyConfirmationDto | null };
  const listed = async (state: string, token = tokens.staff) => {
    const page = (await (await ctx.call('GET', `/portal/booking?family_confirmation=${state}&page_size=100`, { token })).json()) as { data: Row[]; total: number };
    return { ids: page.data.map((row) => row.id), rows: page.data, total: page.total };
  };
  const counts = async () => dataOf<{ awaiting: number; concern: number }>(await ctx.call('GET', '/portal/dashboard/confirmations', { token: tokens.staff }));

  it('family_confirmation=concern lists the practice’s bookings on hold, as many as the dashboard counts; awaiting those not answered', async () => {
    const held = await submitted();
    await concern(await lastKey(held.id), 'Wrong urn');
    const waiting = await submitted();
    const confirmed = await submitted();
    await confirm(await lastKey(confirmed.id));

    const concerns = await listed('concern');
    expect(concerns.ids).toContain(held.id);
    expect(concerns.ids).not.toContain(waiting.id);
    expect(concerns.ids).not.toContain(confirmed.id);
    expect(concerns.rows.every((row) => row.family_confirmation?.state === 'concern' && row.family_confirmation.on_hold)).toBe(true);
    expect(concerns.total).toBe((await counts()).concern);

    const awaiting = await listed('awaiting');
    expect(awaiting.ids).toContain(waiting.id);
    expect(awaiting.ids).not.toContain(held.id);
    expect(awaiting.rows.every((row) => row.family_confirmation?.state === 'awaiting')).toBe(true);
    expect(awaiting.total).toBe((await counts()).awaiting);

    // A cancelled booking's concern holds nothing any more: neither listed nor counted.
    await move(held.id, 'Cancelled');
    expect((await listed('concern')).ids).not.toContain(held.id);
    expect((await listed('concern')).total).toBe((await counts()).concern);
  });

  it('does not list another practice’s concerns', async () => {
    const held = await submitted();
    await concern(await lastKey(held.id), 'Not our cat');
    expect((await listed('concern')).ids).toContain(held.id);
    for (const token of [tokens.otherManager, tokens.otherStaff]) expect((await listed('concern', token)).ids).not.toContain(held.id);
  });

  it('refuses a state it does not filter by (422 naming the ones it does)', async () => {
    for (const state of ['yes', 'confirmed', ''])
      expect(await invalidFieldsOf(await ctx.call('GET', `/portal/booking?family_confirmation=${state}`, { token: tokens.staff }))).toEqual({
        family_confirmation: 'family_confirmation must be one of awaiting, concern',
      });
  });
});

describe('another practice', () => {
  it('cannot read, override or download anything of the booking (404 as everywhere)', async () => {
    const booking = await submitted();
    await confirm(await lastKey(booking.id));
    for (const token of [tokens.otherManager, tokens.otherStaff]) {
      expect((await confirmationOf(booking.id, token)).status).toBe(404);
      expect((await verbal(booking.id, token, { reason: 'override' })).status).toBe(404);
      expect((await ctx.call('GET', `/portal/booking/${booking.id}/confirmation/consent`, { token })).status).toBe(404);
    }
    expect((await dataOf<FamilyConfirmationDto>(await confirmationOf(booking.id))).state).toBe('confirmed');
  });
});

describe('links expire and are revoked', () => {
  it('stops opening the page once expired', async () => {
    const booking = await submitted();
    const key = await lastKey(booking.id);
    expect((await open(key)).status).toBe(200);
    await ctx.db.updateTable('confirmation_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('booking_id', '=', booking.id).execute();
    expect((await open(key)).status).toBe(404);
    expect((await confirm(key)).status).toBe(404);
  });

  it('after a change to the products of a confirmed booking: the old link stops working and a new request goes', async () => {
    const booking = await submitted();
    const first = await lastKey(booking.id);
    await confirm(first);
    const before = await dataOf<FamilyConfirmationDto>(await confirmationOf(booking.id));
    expect(before).toMatchObject({ state: 'confirmed', rerequest_on_change: true, has_consent: true });
    const changed = await ctx.call('POST', `/portal/booking/${booking.id}`, {
      token: tokens.staff,
      body: { line_items: [{ id: null, product: CATALOG_PRODUCTS.clayPaw.id, quantity: 1, deleted: 0, options: {} }] },
    });
    expect(changed.status).toBe(200);
    const texts = await textsFor(booking.id);
    expect(texts).toHaveLength(2);
    expect(texts[1]?.body).toContain('we have changed what we arranged for Luna: please check it again');
    const second = keyOf(texts[1]?.link ?? null);
    expect(second).not.toBe(first);
    expect((await open(first)).status).toBe(404);
    expect((await confirm(first)).status).toBe(404);
    const page = await dataOf<ConfirmationPageDto>(await open(second));
    expect(page).toMatchObject({ state: 'awaiting', answer: null, products: [{ name: 'Clay Paw Print' }] });
    expect(await dataOf<FamilyConfirmationDto>(await confirmationOf(booking.id))).toMatchObject({ state: 'awaiting', has_consent: false });
  });
});

describe('the reminder', () => {
  it('goes once, after 24 hours without an answer by the business clock', async () => {
    const booking = await submitted();
    const run = async () => dataOf<{ booking_id: string }[]>(await ctx.call('POST', '/dev/jobs/confirmation-reminders'));
    expect((await run()).map((reminder) => reminder.booking_id)).not.toContain(booking.id);
    ctx.clock.move(25 * 3600_000);
    try {
      expect((await run()).map((reminder) => reminder.booking_id)).toContain(booking.id);
      expect((await run()).map((reminder) => reminder.booking_id)).not.toContain(booking.id);
      ctx.clock.move(72 * 3600_000);
      expect((await run()).map((reminder) => reminder.booking_id)).not.toContain(booking.id);
    } finally {
      ctx.clock.reset();
    }
    const texts = await textsFor(booking.id);
    expect(texts).toHaveLength(2);
    expect(texts[1]?.body).toMatch(/^Perth Paws Veterinary Hospital: Hello Emma, a reminder to check what we have arranged for Luna/);
    // The reminder's own link opens the same request.
    expect((await dataOf<ConfirmationPageDto>(await open(keyOf(texts[1]?.link ?? null)))).state).toBe('awaiting');
    expect((await dataOf<FamilyConfirmationDto>(await confirmationOf(booking.id))).reminded_at).toBeTruthy();
  });

  it('does not go to a family who answered', async () => {
    const booking = await submitted();
    await confirm(await lastKey(booking.id));
    ctx.clock.move(25 * 3600_000);
    try {
      await ctx.call('POST', '/dev/jobs/confirmation-reminders');
    } finally {
      ctx.clock.reset();
    }
    expect(await textsFor(booking.id)).toHaveLength(1);
  });
});

describe('the consent PDF', () => {
  it('names the typed name, the service wording shown, when, and the link', async () => {
    const booking = await submitted();
    expect((await ctx.call('GET', `/portal/booking/${booking.id}/confirmation/consent`, { token: tokens.staff })).status).toBe(404);
    await confirm(await lastKey(booking.id), 'Emma Jane OConnor');
    const link = await ctx.call('GET', `/portal/booking/${booking.id}/confirmation/consent`, { token: tokens.staff });
    const { url } = (await link.json()) as { url: string };
    const file = await ctx.app.request(new URL(url).pathname + new URL(url).search);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await file.arrayBuffer())).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Name typed: Emma Jane OConnor');
    expect(text).toContain('Luna will be cremated on her own and her ashes returned to you at the clinic.');
    expect(text).toContain('I confirm that what is shown here is what I have asked Perth Paws Veterinary Hospital to arrange for Luna');
    const answer = await ctx.db.selectFrom('confirmation_answers').select(['link_id']).where('booking_id', '=', booking.id).executeTakeFirstOrThrow();
    expect(text).toContain(answer.link_id);
    // A forged or expired link opens nothing.
    expect((await ctx.app.request(new URL(url).pathname)).status).toBe(403);
  });
});
