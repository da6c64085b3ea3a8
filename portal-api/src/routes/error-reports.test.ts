import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { ENVELOPES_PER_MINUTE, MAX_ENVELOPE_BYTES, MAX_ENVELOPE_EVENTS, TOO_MANY_EVENTS_MESSAGE, tooManyEnvelopesMessage } from '../rules/error-reports.ts';
import type { reportToWire } from '../wire/error-report.ts';

/** What the Sentry browser SDK posts to its tunnel for a captured exception. */
function sentryEnvelope(eventId: string, value: string) {
  const header = { event_id: eventId, sent_at: '2026-11-22T04:00:00.000Z', dsn: 'http://portal@localhost:8090/1' };
  const event = {
    event_id: eventId,
    level: 'error',
    platform: 'javascript',
    exception: { values: [{ type: 'TypeError', value: 'inner' }, { type: 'Error', value }] },
    tags: { bookingId: 'b-123', orderNumber: 'ORD-0042', remote: 'remote-bookings' },
  };
  return [JSON.stringify(header), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type StoredReport = ReturnType<typeof reportToWire>;

async function storedReports(): Promise<StoredReport[]> {
  return ((await (await ctx.app.request('/dev/error-reports')).json()) as { data: StoredReport[] }).data;
}

async function postEnvelope(body: string) {
  return ctx.app.request('/errors/envelope', { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body });
}

describe('POST /errors/envelope and /dev/error-reports', () => {
  it('stores the event of an envelope, without auth, and lists reports newest first', async () => {
    await ctx.app.request('/dev/error-reports', { method: 'DELETE' });
    expect((await postEnvelope(sentryEnvelope('a'.repeat(32), 'Booking submit failed'))).status).toBe(200);
    expect((await postEnvelope(sentryEnvelope('b'.repeat(32), 'Cart delete failed'))).status).toBe(200);

    const data = await storedReports();
    expect(data.map((report) => report.event_id)).toEqual(['b'.repeat(32), 'a'.repeat(32)]);
    expect(data[1]).toMatchObject({
      level: 'error',
      exception: { type: 'Error', value: 'Booking submit failed' },
      tags: { bookingId: 'b-123', orderNumber: 'ORD-0042', remote: 'remote-bookings' },
      booking_id: 'b-123',
      order_number: 'ORD-0042',
    });
    expect(data[1]?.envelope).toContain('Booking submit failed');
  });

  it('stores a message event and reads booking details from extra', async () => {
    await ctx.app.request('/dev/error-reports', { method: 'DELETE' });
    const envelope = ['{}', '{"type":"event"}', JSON.stringify({ message: 'Failed to remove item', level: 'warning', extra: { bookingId: 'b-9' } })].join('\n');
    await postEnvelope(envelope);
    const data = await storedReports();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ message: 'Failed to remove item', level: 'warning', booking_id: 'b-9', tags: {} });
  });

  it('accepts envelopes without events (sessions) and stores nothing', async () => {
    await ctx.app.request('/dev/error-reports', { method: 'DELETE' });
    const response = await postEnvelope(['{}', '{"type":"session"}', '{"sid":"x","status":"ok"}'].join('\n'));
    expect(response.status).toBe(200);
    const data = await storedReports();
    expect(data).toEqual([]);
  });

  it('answers 400 for a malformed envelope', async () => {
    expect((await postEnvelope('not json')).status).toBe(400);
  });

  it('answers 413 for an envelope over the size cap', async () => {
    const response = await postEnvelope(`{}\n{"type":"event"}\n{"message":"${'x'.repeat(MAX_ENVELOPE_BYTES)}"}`);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: { detail: 'Envelope too large' } });
  });

  it('clears the stored reports', async () => {
    await postEnvelope(sentryEnvelope('c'.repeat(32), 'x'));
    const cleared = await ctx.app.request('/dev/error-reports', { method: 'DELETE' });
    expect(((await cleared.json()) as { data: { deleted: number } }).data.deleted).toBeGreaterThan(0);
    const data = await storedReports();
    expect(data).toEqual([]);
  });
});

describe('the tunnel holds under abuse', () => {
  /** A post from a client at `address` (the socket's address, as @hono/node-server gives it). */
  const postFrom = (address: string, body: string, headers: Record<string, string> = {}) =>
    ctx.app.request(
      '/errors/envelope',
      { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers }, body },
      { incoming: { socket: { remoteAddress: address } } },
    );

  it(`refuses (413, storing nothing) an envelope of more than ${MAX_ENVELOPE_EVENTS} events`, async () => {
    await ctx.app.request('/dev/error-reports', { method: 'DELETE' });
    const event = JSON.stringify({ message: 'flood', level: 'error' });
    const envelope = (events: number) => ['{}', ...Array.from({ length: events }, () => `{"type":"event"}\n${event}`)].join('\n');

    const flood = await postFrom('198.51.100.1', envelope(2000));
    expect(flood.status).toBe(413);
    expect(await flood.json()).toEqual({ errors: { detail: TOO_MANY_EVENTS_MESSAGE } });
    expect(await storedReports()).toEqual([]);

    expect((await postFrom('198.51.100.1', envelope(MAX_ENVELOPE_EVENTS))).status).toBe(200);
    expect(await storedReports()).toHaveLength(MAX_ENVELOPE_EVENTS);
  });

  it(`answers 429 with Retry-After past ${ENVELOPES_PER_MINUTE} envelopes a minute from one client, and other clients are still heard`, async () => {
    const body = sentryEnvelope('d'.repeat(32), 'Booking submit failed');
    const statuses = [];
    for (let i = 0; i < ENVELOPES_PER_MINUTE; i += 1) statuses.push((await postFrom('203.0.113.7', body)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await postFrom('203.0.113.7', body);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ errors: { detail: tooManyEnvelopesMessage(retryAfter) } });
    // One network's IPv6 addresses are one client; another client is unaffected.
    expect((await postFrom('2001:db8:1:2::7', body)).status).toBe(200);
    expect((await postFrom('203.0.113.8', body)).status).toBe(200);
  });
});

describe('in production', () => {
  it('has no /dev routes', async () => {
    const production = await createTestContext({ production: true });
    try {
      expect((await production.app.request('/dev/error-reports')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
