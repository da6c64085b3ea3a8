// Two portal-api replicas on one PostgreSQL (issue 20, stateless replicas): two real processes, each on
// its own port, on the one database, sharing PORTAL_GRANT_SECRET and nothing else. Whatever one
// writes, signs or hears, the other must read, accept or tell its sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ENGRAVING_LINK_HEADER } from '@portal/contracts/wire/engraving';
import { PHONE_INVALID_FOR_ENGRAVING_MESSAGE, refusedTryMessage, VERIFY_MAX_TRIES } from '@portal/contracts/domain/engraving';
import type { BookingDto } from '@portal/contracts/wire/bookings';
import { openDatabase, type PortalDb } from './db/database.ts';
import { issueOwnerLink } from './data/owner-links.ts';
import { PRESENCE_PATH } from './realtime/presence.ts';
import { demoBookingId } from './seed/bookings.ts';
import { CATALOG_PRODUCTS } from './seed/catalog.ts';
import { GUEST_USERNAME } from './seed/demo-data.ts';
import { SKIPPED_OWNER_BOOKING } from './testing/booking-payloads.ts';
import { apiProcessEnv, serveJwks, START_LIMIT_MS, startApiProcess, stopApiProcess, type ApiProcess } from './testing/api-process.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';
import { createTestKeys } from './testing/tokens.ts';

const SHARED_SECRET = 'the replicas share this secret of at least 32 bytes';

describe.skipIf(!process.env.PORTAL_TEST_DATABASE_URL)('two replicas on one PostgreSQL (run by test:postgres; SQLite is one process, so there is no second replica)', () => {
  let database: TestDatabase;
  let db: PortalDb;
  let jwks: Awaited<ReturnType<typeof serveJwks>>;
  let a: ApiProcess;
  let b: ApiProcess;
  const tokens = { direct: '', directManager: '', guest: '' };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.settings);
    const keys = await createTestKeys();
    tokens.direct = await keys.accessToken('direct.staff@example.com');
    tokens.directManager = await keys.accessToken('direct.manager@example.com');
    tokens.guest = await keys.accessToken(GUEST_USERNAME);
    // The identity pool's JWKS URL, which both replicas read the token keys from.
    jwks = await serveJwks(keys);
    const env = apiProcessEnv(database.settings, jwks.url, { PORTAL_GRANT_SECRET: SHARED_SECRET });
    // Both start at once on the empty database: one migrates and seeds, the other waits its turn and finds it done.
    // B listens on one address given by PORTAL_API_HOST (as behind a load balancer), A on the loopback default.
    [a, b] = await Promise.all([startApiProcess('replica A', env), startApiProcess('replica B', { ...env, PORTAL_API_HOST: '127.0.0.1' })]);
  }, 2 * START_LIMIT_MS);

  afterAll(async () => {
    await Promise.all([stopApiProcess(a), stopApiProcess(b)]);
    await jwks?.close();
    await db?.destroy();
    await database?.drop();
  });

  const call = (replica: ApiProcess, method: string, urlPath: string, { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${replica.url}${urlPath}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });

  async function dataOf<T>(response: Response, status: number): Promise<T> {
    const body = (await response.json()) as { data: T };
    expect(response.status, JSON.stringify(body)).toBe(status);
    return body.data;
  }

  it('reads through one replica a booking written through the other', async () => {
    const created = await dataOf<BookingDto>(await call(a, 'POST', '/portal/booking', { token: tokens.direct, body: SKIPPED_OWNER_BOOKING }), 201);
    const read = await dataOf<BookingDto>(await call(b, 'GET', `/portal/booking/${created.id}`, { token: tokens.direct }), 200);
    expect(read).toMatchObject({ id: created.id, order_id_c: created.order_id_c, pet_first_name_c: 'Bella' });
  });

  it('shows a presence join on one replica to a socket on the other, and the leave too', async () => {
    const bookingId = demoBookingId('direct', 'plaque-1');
    const tokenOn = async (replica: ApiProcess, token: string) =>
      (await dataOf<{ token: string }>(await call(replica, 'GET', `/portal/authentication/${bookingId}`, { token }), 200)).token;
    const open = (replica: ApiProcess, token: string) => {
      const socket = new WebSocket(`${replica.url.replace(/^http/, 'ws')}${PRESENCE_PATH}?token=${token}`);
      const seen: string[][] = [];
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { type: string; members?: { name: string }[] };
        if (message.type === 'presence') seen.push((message.members ?? []).map((member) => member.name).sort());
      });
      return { socket, seen, opened: new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject)) };
    };
    const onB = open(b, await tokenOn(b, tokens.direct));
    await onB.opened;
    await expect.poll(() => onB.seen.at(-1)).toEqual(['Dana Nguyen']);
    const onA = open(a, await tokenOn(a, tokens.directManager));
    await onA.opened;
    await expect.poll(() => onB.seen.at(-1), { timeout: 10_000 }).toEqual(['Dana Nguyen', 'Morgan Ellis']);
    onA.socket.close();
    await expect.poll(() => onB.seen.at(-1), { timeout: 10_000 }).toEqual(['Dana Nguyen']);
    onB.socket.close();
  });

  it(`locks an owner link after ${VERIFY_MAX_TRIES} wrong numbers in all, tried on both replicas at once`, async () => {
    const bookingId = demoBookingId('direct', 'plaque-2');
    const booking = await dataOf<BookingDto>(await call(a, 'GET', `/portal/booking/${bookingId}`, { token: tokens.direct }), 200);
    const plaques: string[] = [CATALOG_PRODUCTS.photoPlaqueUrn.id, CATALOG_PRODUCTS.plaque.id, CATALOG_PRODUCTS.photoTile.id];
    const lineId = booking.quoted_products.find((product) => plaques.includes(product.actual_product_id_c ?? ''))?.id ?? '';
    const owner = await db.selectFrom('bookings').innerJoin('owners', 'owners.id', 'bookings.owner_id').select('owners.phone_mobile').where('bookings.id', '=', bookingId).executeTakeFirstOrThrow();
    const { secret } = await issueOwnerLink(db, { bookingId, quotedProductId: lineId, sentTo: owner.phone_mobile ?? '' });
    const wrongTry = (replica: ApiProcess) =>
      call(replica, 'POST', `/portal/engraving/verify/${bookingId}/${lineId}`, { token: tokens.guest, headers: { [ENGRAVING_LINK_HEADER]: secret }, body: { phone: '412555099' } });

    const answers = await Promise.all(Array.from({ length: 4 * VERIFY_MAX_TRIES }, (_, i) => wrongTry(i % 2 === 0 ? a : b)));
    const refusals = await Promise.all(answers.filter((answer) => answer.status === 422).map((answer) => answer.json() as Promise<{ errors: { detail: { phone: string } } }>));
    // Each of the 5 refusals says how many tries were left after it (a warning before the last, the pause after it).
    expect({ statuses: answers.map((answer) => answer.status).sort(), refusals: refusals.map((refusal) => refusal.errors.detail.phone).sort() }).toEqual({
      statuses: [...Array<number>(VERIFY_MAX_TRIES).fill(422), ...Array<number>(3 * VERIFY_MAX_TRIES).fill(429)],
      refusals: Array.from({ length: VERIFY_MAX_TRIES }, (_, i) => refusedTryMessage(PHONE_INVALID_FOR_ENGRAVING_MESSAGE, VERIFY_MAX_TRIES - 1 - i)).sort(),
    });
  });

  it('makes one booking of an idempotent create sent to both replicas at once, and both answers name it', async () => {
    const key = `replicas-${crypto.randomUUID()}`;
    const create = (replica: ApiProcess) => call(replica, 'POST', '/portal/booking', { token: tokens.direct, body: SKIPPED_OWNER_BOOKING, headers: { 'Idempotency-Key': key } });
    const before = await db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answers = await Promise.all([create(a), create(b), create(a), create(b)]);
    const ids = await Promise.all(answers.map(async (answer) => (await dataOf<BookingDto>(answer, answer.status === 200 ? 200 : 201)).id));
    const after = await db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect({ distinct: new Set(ids).size, made: Number(after.n) - Number(before.n) }).toEqual({ distinct: 1, made: 1 });
  });

  it('opens on one replica a signed file link made by the other', async () => {
    const { Invoices } = (await (await call(a, 'GET', '/portal/invoices', { token: tokens.direct })).json()) as { Invoices: { InvoiceID: string }[] };
    const invoiceId = Invoices[0]?.InvoiceID ?? '';
    const { url } = (await (await call(a, 'GET', `/portal/invoices/${invoiceId}?accept=application/pdf`, { token: tokens.direct })).json()) as { url: string };
    const signed = new URL(url);
    const opened = await fetch(`${b.url}${signed.pathname}${signed.search}`);
    expect({ status: opened.status, type: opened.headers.get('Content-Type') }).toEqual({ status: 200, type: 'application/pdf' });
  });
});
