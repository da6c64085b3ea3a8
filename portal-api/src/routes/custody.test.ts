import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { CustodyEventDto } from '@portal/contracts/wire/custody';
import { moveBooking } from '../backoffice/move.ts';
import { startLiveRelay, type LiveRelay } from '../realtime/live.ts';
import { createPresenceHub, PRESENCE_PATH, type PresenceHub } from '../realtime/presence.ts';
import { SKIPPED_OWNER_BOOKING } from '../testing/booking-payloads.ts';
import { dataOf } from '../testing/responses.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

const DIRECT = 'direct.staff@example.com';
const REFERRAL = 'referral.staff@example.com';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A direct practice booking made and submitted by Dana Nguyen (direct.staff) through the API. */
async function submittedBooking(): Promise<{ id: string; order_id_c: string }> {
  const token = await ctx.tokenFor(DIRECT);
  const created = await dataOf<{ id: string; order_id_c: string }>(await ctx.call('POST', '/portal/booking', { token, body: SKIPPED_OWNER_BOOKING }), 201);
  await dataOf(await ctx.call('POST', `/portal/booking/${created.id}/complete`, { token, body: { screenshot_image: PNG } }));
  return created;
}

const custodyOf = async (bookingId: string, email = DIRECT) =>
  ctx.call('GET', `/portal/booking/${bookingId}/custody`, { token: await ctx.tokenFor(email) });

describe('GET portal/booking/{id}/custody', () => {
  it('lists every move newest first, with who made it, the time spent in each stage and a move back marked', async () => {
    const booking = await submittedBooking();
    const base = Date.now() - 10 * 86400_000;
    // Made and submitted eleven days ago, so the back office's moves of ten days ago come after.
    await ctx.db.updateTable('order_events').set({ date_modified: new Date(base - 86400_000).toISOString() }).where('booking_id', '=', booking.id).execute();
    await moveBooking(ctx.db, { booking: booking.order_id_c, to: 'next', at: new Date(base) }, ctx.familyUpdates);
    await moveBooking(ctx.db, { booking: booking.id, to: 'next', at: new Date(base + 2 * 3600_000) }, ctx.familyUpdates);
    await moveBooking(ctx.db, { booking: booking.id, to: 'Pre-Booking', at: new Date(base + 2 * 3600_000 + 45 * 60_000) }, ctx.familyUpdates);

    const timeline = await dataOf<CustodyEventDto[]>(await custodyOf(booking.id));
    expect(timeline.map((event) => [event.from_stage, event.to_stage, event.actor.name, event.move])).toEqual([
      ['Awaiting Collection', 'Pre-Booking', 'Back office', 'back'],
      ['Pre-Booking', 'Awaiting Collection', 'Back office', 'forward'],
      ['VP Submitted', 'Pre-Booking', 'Back office', 'forward'],
      ['VP Unsubmitted', 'VP Submitted', 'Dana Nguyen', 'forward'],
      [null, 'VP Unsubmitted', 'Dana Nguyen', 'created'],
    ]);
    expect(timeline.map((event) => event.actor.kind)).toEqual(['back_office', 'back_office', 'back_office', 'staff', 'staff']);
    // Two hours at Pre-Booking, then 45 minutes at Awaiting Collection; the current stage counts until now.
    expect(timeline[2]).toMatchObject({ seconds_in_stage: 2 * 3600, left_at: timeline[1]?.moved_at });
    expect(timeline[1]).toMatchObject({ seconds_in_stage: 45 * 60 });
    expect(timeline[0]?.left_at).toBeNull();
    expect(timeline[0]?.seconds_in_stage).toBeGreaterThanOrEqual(10 * 86400 - 3 * 3600 - 60);
  });

  it('marks a completed booking moved again as a correction, and counts no time in the stage it ended at', async () => {
    const booking = await submittedBooking();
    await moveBooking(ctx.db, { booking: booking.id, to: 'Completed - Returned' }, ctx.familyUpdates);
    const ended = await dataOf<CustodyEventDto[]>(await custodyOf(booking.id));
    expect(ended[0]).toMatchObject({ to_stage: 'Completed - Returned', seconds_in_stage: null, left_at: null });
    await moveBooking(ctx.db, { booking: booking.id, to: 'Returned' }, ctx.familyUpdates);
    const reopened = await dataOf<CustodyEventDto[]>(await custodyOf(booking.id));
    expect(reopened[0]).toMatchObject({ from_stage: 'Completed - Returned', to_stage: 'Returned', move: 'correction' });
  });

  it("answers 404 for another practice's booking", async () => {
    const booking = await submittedBooking();
    expect((await custodyOf(booking.id, REFERRAL)).status).toBe(404);
  });
});

describe('live booking moves on the practice channel', () => {
  let hub: PresenceHub;
  let relay: LiveRelay;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    hub = createPresenceHub(ctx.presenceTokens, { isActiveMember: () => Promise.resolve(true) });
    server = http.createServer((_request, response) => response.writeHead(404).end());
    hub.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    relay = await startLiveRelay(ctx.db, hub, { pollMs: 50 });
  });
  afterAll(async () => {
    await relay.stop();
    await hub.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens the live socket of `email`'s practice, with the token GET portal/live/authentication gives them. */
  async function listen(email: string) {
    const auth = await dataOf<{ channel: string; token: string }>(await ctx.call('GET', '/portal/live/authentication', { token: await ctx.tokenFor(email) }));
    const socket = new WebSocket(`ws://127.0.0.1:${port}${PRESENCE_PATH}?token=${auth.token}`);
    const messages: { type: string; name?: string; data?: { booking_id: string; order_stage: string } }[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
    await new Promise((resolve) => socket.once('open', resolve));
    return { auth, socket, moves: () => messages.filter((message) => message.type === 'message') };
  }

  it("a move reaches its practice's socket and never another practice's", async () => {
    const direct = await listen(DIRECT);
    const referral = await listen(REFERRAL);
    expect(direct.auth.channel).not.toBe(referral.auth.channel);
    const booking = await submittedBooking();
    await moveBooking(ctx.db, { booking: booking.id, to: 'next' }, ctx.familyUpdates);
    await expect.poll(() => direct.moves(), { timeout: 2000 }).toEqual([
      { type: 'message', channel: direct.auth.channel, name: 'booking-moved', data: { booking_id: booking.id, order_stage: 'Pre-Booking' } },
    ]);
    // The referral practice's socket was open all along, and heard nothing (no presence list either).
    await relay.poll();
    expect(referral.moves()).toEqual([]);
    direct.socket.close();
    referral.socket.close();
  });

  it('the back-office command, a process of its own, publishes its move', async () => {
    const direct = await listen(DIRECT);
    const booking = await submittedBooking();
    const root = path.resolve(import.meta.dirname, '..', '..');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/backoffice.ts', 'move', booking.order_id_c, '--next'], {
      cwd: root,
      env: { ...process.env, PORTAL_DATA_DIR: ctx.dataDir, ...(ctx.database.url ? { PORTAL_DATABASE_URL: ctx.database.url } : {}) },
    });
    expect(stdout).toContain("to 'Pre-Booking'");
    await expect.poll(() => direct.moves().map((message) => message.data), { timeout: 2000 }).toEqual([{ booking_id: booking.id, order_stage: 'Pre-Booking' }]);
    direct.socket.close();
  }, 20_000);
});
