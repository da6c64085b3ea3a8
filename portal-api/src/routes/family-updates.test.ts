// The family kept informed (issue 19 item 3): the practice's setting, the texts the back office's moves
// send, and the family's tracking answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moveBooking } from '../backoffice/move.ts';
import { createFamilyUpdates } from '../messaging/family-updates.ts';
import { createMessageSender, type SmsProvider } from '../messaging/sender.ts';
import { demoBookingId } from '../seed/bookings.ts';
import { PRACTICE_IDS } from '../seed/demo-data.ts';
import { dataOf, invalidFieldsOf } from '../testing/responses.ts';
import { createTestContext, TEST_OWNER_APP_URL, type TestContext } from '../testing/test-app.ts';
import { FAMILY_UPDATES_LEVEL_3_MESSAGE } from '../rules/members.ts';

let ctx: TestContext;
const tokens = { staff: '', manager: '', otherManager: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  tokens.staff = await ctx.tokenFor('direct.staff@example.com');
  tokens.manager = await ctx.tokenFor('direct.manager@example.com');
  tokens.otherManager = await ctx.tokenFor('referral.manager@example.com');
});
afterAll(() => ctx.close());

const setFamilyUpdates = (enabled: boolean) => ctx.call('PUT', '/portal/vet/family_updates', { token: tokens.manager, body: { enabled } });
const move = (booking: string, to: string, at?: Date) => moveBooking(ctx.db, { booking, to, ...(at ? { at } : {}) }, ctx.familyUpdates);
const textsFor = (bookingId: string) =>
  ctx.db.selectFrom('outbox_messages').selectAll().where('booking_id', '=', bookingId).where('version_id', 'is', null).orderBy('created_at').execute();
const keyOf = (link: string | null) => new URL(link ?? '').hash.replace(/^#k=/, '');
const track = (key: string) => ctx.call('POST', '/portal/tracking', { body: { key } });

describe('the practice setting (Level 3 only, off by default)', () => {
  it('is off by default and is shown only to a Level 3', async () => {
    expect(await dataOf(await ctx.call('GET', '/portal/vet/family_updates', { token: tokens.manager }))).toEqual({ enabled: false });
    const refused = await ctx.call('GET', '/portal/vet/family_updates', { token: tokens.staff });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ errors: { detail: FAMILY_UPDATES_LEVEL_3_MESSAGE } });
  });

  it('is changed by a Level 3 of the practice only, for that practice only', async () => {
    expect((await ctx.call('PUT', '/portal/vet/family_updates', { token: tokens.staff, body: { enabled: true } })).status).toBe(403);
    expect(await dataOf(await ctx.call('PUT', '/portal/vet/family_updates', { token: tokens.otherManager, body: { enabled: true } }))).toEqual({ enabled: true });
    expect(await dataOf(await ctx.call('GET', '/portal/vet/family_updates', { token: tokens.manager }))).toEqual({ enabled: false });
    const practices = await ctx.db.selectFrom('practices').select(['id', 'family_updates_c']).execute();
    expect(practices.find((practice) => practice.id === PRACTICE_IDS.referral)?.family_updates_c).toBe(1);
    await ctx.call('PUT', '/portal/vet/family_updates', { token: tokens.otherManager, body: { enabled: false } });
  });

  it('refuses anything but true or false, naming the field (422)', async () => {
    expect(await invalidFieldsOf(await ctx.call('PUT', '/portal/vet/family_updates', { token: tokens.manager, body: { enabled: 'yes' } }))).toEqual({
      enabled: 'enabled must be true or false',
    });
  });
});

describe('the texts a stage move sends', () => {
  beforeEach(async () => {
    await setFamilyUpdates(false);
  });

  it('sends nothing while the setting is off', async () => {
    const id = demoBookingId('direct', 'submitted-ok');
    await move(id, 'Pet Collected');
    expect(await textsFor(id)).toEqual([]);
  });

  it('texts the owner once at collection, once when the ashes are ready and once when returned, each with its own link', async () => {
    expect((await setFamilyUpdates(true)).status).toBe(200);
    const id = demoBookingId('direct', 'submitted');
    const owner = await ctx.db.selectFrom('bookings').innerJoin('owners', 'owners.id', 'bookings.owner_id').select('owners.phone_mobile').where('bookings.id', '=', id).executeTakeFirstOrThrow();
    await move(id, 'Awaiting Collection');
    expect(await textsFor(id)).toEqual([]);
    await move(id, 'Pet Collected');
    await move(id, 'With Contractor'); // still in care: no second text
    await move(id, 'Pet Collected'); // back and forward again: no second text
    await move(id, 'Awaiting Return Delivery');
    await move(id, 'Returned');
    await move(id, 'Completed - Returned');
    const texts = await textsFor(id);
    expect(texts).toHaveLength(3);
    expect(texts.map((text) => text.recipient)).toEqual([owner.phone_mobile, owner.phone_mobile, owner.phone_mobile]);
    // The practice speaks and greets the owner; the text says what the page says; its number before the link (issue 32 item 4).
    expect(texts[0]?.body).toMatch(
      /^Perth Paws Veterinary Hospital: Hello \w+, .+ has been collected and is in our care\. We will look after them gently at every step\. Questions\? Call us on 08 \d{4} \d{4}\. You can follow each step here: http:\/\/localhost:8083\/track#k=/,
    );
    expect(texts[1]?.body).toMatch(/ashes are ready and are on their way back to Perth Paws Veterinary Hospital\. We will text you when you can collect them there\./);
    expect(texts[2]?.body).toMatch(/ashes have been returned to you\. We hope they bring you comfort\. Questions\? Call us on 08 \d{4} \d{4}\. This link stays open for 30 days/);
    for (const text of texts) {
      expect(text.link?.startsWith(`${TEST_OWNER_APP_URL}/track#k=`)).toBe(true);
      expect(text.body).toContain(text.link);
      expect(text).toMatchObject({ channel: 'sms', provider: 'outbox', status: 'kept', quoted_product_id: null, version_id: null });
    }
    expect(new Set(texts.map((text) => keyOf(text.link))).size).toBe(3);
    // Only the secret's hash is kept.
    const links = await ctx.db.selectFrom('tracking_links').selectAll().where('booking_id', '=', id).execute();
    expect(links).toHaveLength(3);
    for (const text of texts) expect(JSON.stringify(links)).not.toContain(keyOf(text.link));
  });

  it('sends nothing for an owner without a mobile', async () => {
    await setFamilyUpdates(true);
    const id = demoBookingId('direct', 'plaque-no-phone');
    await move(id, 'Awaiting Return Delivery');
    expect(await textsFor(id)).toEqual([]);
  });

  it('sends nothing for a booking the practice never submitted', async () => {
    await setFamilyUpdates(true);
    const id = demoBookingId('direct', 'partial-1');
    await move(id, 'Pet Collected');
    expect(await textsFor(id)).toEqual([]);
  });
});

describe('the tracking answer', () => {
  let key = '';
  let id = '';
  beforeAll(async () => {
    await setFamilyUpdates(true);
    id = demoBookingId('direct', 'communal');
    await move(id, 'Pet Collected');
    const [text] = await textsFor(id);
    key = keyOf(text?.link ?? null);
  });

  const petOf = async (bookingId: string) =>
    (await ctx.db.selectFrom('bookings').innerJoin('pets', 'pets.id', 'bookings.pet_id').select('pets.pet_first_name_c').where('bookings.id', '=', bookingId).executeTakeFirstOrThrow())
      .pet_first_name_c;

  it('holds the family’s step in their words, naming the pet, the day it was reached, and the practice’s name and phone: nothing else (no stage, price or other booking)', async () => {
    const response = await track(key);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data).sort()).toEqual(['pet_name', 'practice', 'progress', 'says', 'step_dates']);
    expect(Object.keys(body.data.practice as object).sort()).toEqual(['name', 'phone']);
    const pet = await petOf(id);
    expect(pet).toBeTruthy();
    expect(body.data).toEqual({
      progress: 1,
      pet_name: pet,
      says: `${pet} has been collected and is in our care. We will look after them gently at every step.`,
      step_dates: [expect.stringMatching(/^\d{4}-\d\d-\d\dT/), null, null, null],
      practice: { name: 'Perth Paws Veterinary Hospital', phone: '0892271100' },
    });
    expect(JSON.stringify(body)).not.toMatch(/price|fee|order|booking|staff|owner|Pet Collected/i);
  });

  it('follows the booking’s stage, dating each step reached', async () => {
    await move(id, 'Ashes Processed', new Date('2026-11-25T09:30:00Z'));
    const tracking = await dataOf<{ progress: number; step_dates: (string | null)[] }>(await track(key));
    expect(tracking.progress).toBe(2);
    expect(tracking.step_dates.slice(1)).toEqual(['2026-11-25T09:30:00.000Z', null, null]);
  });

  it("says where ready ashes go for this booking: back at the practice, or home by the owner's return option", async () => {
    const ready = demoBookingId('direct', 'pending-1');
    await move(ready, 'Awaiting Return Delivery');
    const [text] = await textsFor(ready);
    const readyKey = keyOf(text?.link ?? null);
    const pet = await petOf(ready);
    const { owner_id: owner } = await ctx.db.selectFrom('bookings').select('owner_id').where('id', '=', ready).executeTakeFirstOrThrow();
    const returnTo = (option: string) => ctx.db.updateTable('owners').set({ return_add_option_c: option }).where('id', '=', owner ?? '').execute();
    await returnTo('vet_address');
    expect(await dataOf(await track(readyKey))).toMatchObject({
      progress: 3,
      says: `${pet}'s ashes are ready and are on their way back to Perth Paws Veterinary Hospital. We will text you when you can collect them there.`,
    });
    await returnTo('customer_address');
    expect(await dataOf(await track(readyKey))).toMatchObject({ says: `${pet}'s ashes are ready and will be delivered to your home. We will text you when they have been delivered.` });
  });

  it('answers 404 for an unknown key, with nothing of any booking in it', async () => {
    const response = await track('not-a-real-key');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { detail: 'Not found' } });
  });

  it('answers 404 once staff revoke the booking’s links; the details page sees them closed', async () => {
    const other = demoBookingId('direct', 'submitted-ok');
    expect(await dataOf(await ctx.call('GET', `/portal/booking/${id}/tracking`, { token: tokens.staff }))).toMatchObject({
      texts: [{ kind: 'collected' }],
      open_links: 1,
      expires_at: null,
    });
    expect((await ctx.call('POST', `/portal/booking/${id}/tracking/revoke`, { token: tokens.otherManager })).status).toBe(404);
    expect(await dataOf(await ctx.call('POST', `/portal/booking/${id}/tracking/revoke`, { token: tokens.staff }))).toMatchObject({ open_links: 0, revoked: 1 });
    const response = await track(key);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { detail: 'Not found' } });
    expect((await dataOf<{ open_links: number }>(await ctx.call('GET', `/portal/booking/${other}/tracking`, { token: tokens.staff }))).open_links).toBe(0);
    // The family gets no more texts about the booking.
    await move(id, 'Awaiting Return Delivery');
    expect(await textsFor(id)).toHaveLength(1);
  });

  it('answers 404 once 30 days have passed since the pet came home, and not before', async () => {
    const returned = demoBookingId('direct', 'pending-open');
    const home = new Date(Date.now() - 29 * 24 * 60 * 60_000);
    await move(returned, 'Returned', home);
    const [text] = await textsFor(returned);
    const returnedKey = keyOf(text?.link ?? null);
    expect(await dataOf(await track(returnedKey))).toMatchObject({ progress: 4 });
    const closes = await dataOf<{ expires_at: string }>(await ctx.call('GET', `/portal/booking/${returned}/tracking`, { token: tokens.staff }));
    expect(Date.parse(closes.expires_at) - home.getTime()).toBe(30 * 24 * 60 * 60_000);
    // Two days on: 31 days since the pet came home.
    await ctx.db.updateTable('tracking_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('booking_id', '=', returned).execute();
    expect((await track(returnedKey)).status).toBe(404);
  });
});

describe('closing the tracking is a fact about the booking (issue 29 item 5)', () => {
  const revoke = (bookingId: string) => ctx.call('POST', `/portal/booking/${bookingId}/tracking/revoke`, { token: tokens.staff });
  const linksOf = (bookingId: string) => ctx.db.selectFrom('tracking_links').selectAll().where('booking_id', '=', bookingId).execute();
  beforeEach(async () => {
    await setFamilyUpdates(true);
  });

  it('closed before the first text: a later move creates no link and texts nothing, and the details page says it is closed', async () => {
    const id = demoBookingId('direct', 'package');
    expect(await textsFor(id)).toEqual([]);
    const revoked = await revoke(id);
    expect(revoked.status).toBe(200);
    await move(id, 'Pet Collected');
    await move(id, 'Awaiting Return Delivery');
    expect(await textsFor(id)).toEqual([]);
    expect(await linksOf(id)).toEqual([]);
    expect(await dataOf(revoked)).toMatchObject({ texts: [], open_links: 0, revoked: 0, closed_at: expect.any(String) as string });
    const closed = await dataOf<{ closed_at: string | null }>(await ctx.call('GET', `/portal/booking/${id}/tracking`, { token: tokens.staff }));
    expect(closed.closed_at).not.toBeNull();
    // Closing again keeps when it was first closed.
    expect((await dataOf<{ closed_at: string }>(await revoke(id))).closed_at).toBe(closed.closed_at);
  });

  it('closed before the first text: with an SMS provider nothing reaches the owner either', async () => {
    const sent: string[] = [];
    const provider: SmsProvider = { name: 'test-sms', sendSms: (_to, body) => Promise.resolve(void sent.push(body)) };
    const familyUpdates = createFamilyUpdates({ db: ctx.db, messages: createMessageSender(ctx.db, provider), ownerAppUrl: TEST_OWNER_APP_URL });
    const id = demoBookingId('direct', 'plaque-8');
    expect((await revoke(id)).status).toBe(200);
    await moveBooking(ctx.db, { booking: id, to: 'Awaiting Return Delivery' }, familyUpdates);
    expect(sent).toEqual([]);
    expect(await linksOf(id)).toEqual([]);
  });

  it('raced against a move, 20 times: never an open link, and no text after the revoke', async () => {
    const id = demoBookingId('direct', 'dispersal');
    for (let round = 0; round < 20; round += 1) {
      await ctx.db.deleteFrom('outbox_messages').where('booking_id', '=', id).execute();
      await ctx.db.deleteFrom('family_updates').where('booking_id', '=', id).execute();
      await ctx.db.deleteFrom('tracking_links').where('booking_id', '=', id).execute();
      await ctx.db.updateTable('bookings').set({ order_stage_c: 'In Cremation', tracking_closed_at: null }).where('id', '=', id).execute();

      const moving = () => move(id, 'Pet Collected');
      const revoking = async () => expect((await revoke(id)).status).toBe(200);
      await Promise.all(round % 2 === 0 ? [moving(), revoking()] : [revoking(), moving()]);

      const texts = await textsFor(id);
      const links = await linksOf(id);
      expect(links.filter((link) => link.revoked_at === null), `round ${round}`).toEqual([]);
      // A text went out only with a link (made before the revoke, which closed it).
      expect(texts.length, `round ${round}`).toBe(links.length);
      for (const text of texts) expect((await track(keyOf(text.link))).status, `round ${round}`).toBe(404);
      // And no later move texts the family.
      await move(id, 'Awaiting Return Delivery');
      expect(await textsFor(id), `round ${round}`).toHaveLength(texts.length);
      expect((await linksOf(id)).filter((link) => link.revoked_at === null), `round ${round}`).toEqual([]);
    }
  });
});
