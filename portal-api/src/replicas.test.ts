// Two portal-api replicas on one PostgreSQL (issue 20, stateless replicas): two real processes, each on
// its own port, on the one database, sharing PORTAL_GRANT_SECRET and nothing else. Whatever one
// writes, signs or hears, the other must read, accept or tell its sockets.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ENGRAVING_LINK_HEADER } from '@portal/shared/api/engraving';
import { PHONE_INVALID_FOR_ENGRAVING_MESSAGE, VERIFY_MAX_TRIES } from '@portal/shared/domain/engraving';
import type { BookingDto } from '@portal/shared/api/bookings';
import { openDatabase, type PortalDb } from './db/database.ts';
import { issueOwnerLink } from './data/owner-links.ts';
import { PRESENCE_PATH } from './realtime/presence.ts';
import { demoBookingId } from './seed/bookings.ts';
import { CATALOG_PRODUCTS } from './seed/catalog.ts';
import { GUEST_USERNAME } from './seed/demo-data.ts';
import { SKIPPED_OWNER_BOOKING } from './testing/booking-payloads.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';
import { createTestKeys, TEST_CLIENT_ID, TEST_ISSUER } from './testing/tokens.ts';

const PORTAL_API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What a replica may take to start on a busy machine (a limit, not a wait). */
const START_LIMIT_MS = 90_000;
const SHARED_SECRET = 'the replicas share this secret of at least 32 bytes';

interface Replica {
  url: string;
  process: ChildProcess;
}

/** Starts `node src/cli/start.ts` on a port of its own and resolves once it says it is ready. */
function startReplica(name: string, env: NodeJS.ProcessEnv): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts'], { cwd: PORTAL_API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`replica ${name} did not start in ${START_LIMIT_MS} ms:\n${output}`)), START_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /portal-api ready on (http:\/\/\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ url: ready[1]!, process: child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`replica ${name} ended (${code}) before it was ready:\n${output}`));
    });
  });
}

function stopReplica(replica: Replica | undefined): Promise<void> {
  if (!replica || replica.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    replica.process.once('exit', () => resolve());
    replica.process.kill('SIGTERM');
  });
}

describe.skipIf(!process.env.PORTAL_TEST_DATABASE_URL)('two replicas on one PostgreSQL (run by test:postgres; SQLite is one process, so there is no second replica)', () => {
  let database: TestDatabase;
  let db: PortalDb;
  let jwks: http.Server;
  let a: Replica;
  let b: Replica;
  const tokens = { direct: '', directManager: '', guest: '' };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.settings);
    const keys = await createTestKeys();
    tokens.direct = await keys.accessToken('direct.staff@example.com');
    tokens.directManager = await keys.accessToken('direct.manager@example.com');
    tokens.guest = await keys.accessToken(GUEST_USERNAME);
    // The identity pool's JWKS URL, which both replicas read the token keys from.
    jwks = http.createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(keys.jwks)));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      PORTAL_DATABASE_URL: database.settings.url,
      PORTAL_DATA_DIR: database.settings.dataDir,
      PORTAL_IDENTITY_USER_POOL_ID: 'local_testpool',
      PORTAL_IDENTITY_CLIENT_ID: TEST_CLIENT_ID,
      PORTAL_AUTH_ISSUER: TEST_ISSUER,
      PORTAL_AUTH_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks.json`,
      PORTAL_GRANT_SECRET: SHARED_SECRET,
    };
    delete env.PORTAL_ABLY_API_KEY;
    // Both start at once on the empty database: one migrates and seeds, the other waits its turn and finds it done.
    // B listens on one address given by PORTAL_API_HOST (as behind a load balancer), A on the loopback default.
    [a, b] = await Promise.all([startReplica('A', env), startReplica('B', { ...env, PORTAL_API_HOST: '127.0.0.1' })]);
  }, 2 * START_LIMIT_MS);

  afterAll(async () => {
    await Promise.all([stopReplica(a), stopReplica(b)]);
    await new Promise((resolve) => jwks?.close(resolve));
    await db?.destroy();
    await database?.drop();
  });

  const call = (replica: Replica, method: string, urlPath: string, { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
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
    const tokenOn = async (replica: Replica, token: string) =>
      (await dataOf<{ token: string }>(await call(replica, 'GET', `/portal/authentication/${bookingId}`, { token }), 200)).token;
    const open = (replica: Replica, token: string) => {
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
    const wrongTry = (replica: Replica) =>
      call(replica, 'POST', `/portal/engraving/verify/${bookingId}/${lineId}`, { token: tokens.guest, headers: { [ENGRAVING_LINK_HEADER]: secret }, body: { phone: '412555099' } });

    const answers = await Promise.all(Array.from({ length: 4 * VERIFY_MAX_TRIES }, (_, i) => wrongTry(i % 2 === 0 ? a : b)));
    const refusals = await Promise.all(answers.filter((answer) => answer.status === 422).map((answer) => answer.json() as Promise<{ errors: { detail: { phone: string } } }>));
    expect({ statuses: answers.map((answer) => answer.status).sort(), refusals: refusals.map((refusal) => refusal.errors.detail.phone) }).toEqual({
      statuses: [...Array<number>(VERIFY_MAX_TRIES).fill(422), ...Array<number>(3 * VERIFY_MAX_TRIES).fill(429)],
      refusals: Array<string>(VERIFY_MAX_TRIES).fill(PHONE_INVALID_FOR_ENGRAVING_MESSAGE),
    });
  });

  it('makes one booking of an idempotent create sent to both replicas at once, and both answers name it', async () => {
    const key = `replicas-${crypto.randomUUID()}`;
    const create = (replica: Replica) => call(replica, 'POST', '/portal/booking', { token: tokens.direct, body: SKIPPED_OWNER_BOOKING, headers: { 'Idempotency-Key': key } });
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
