// Speed of the booking calls on a large practice: seeds 100,000 bookings into one practice in a temp
// data dir, serves the API on a free loopback port, and drives it with autocannon at a fixed rate.
//   pnpm --filter portal-api bench:bookings [-- --bookings 100000 --rate 200 --seconds 10]
// Not part of `npm test`. Goal (issue 3): p95 at most 20 ms at 200 requests/s, no 5xx.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAdaptorServer } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createApp } from '../src/app.ts';
import { createAccessTokenVerifier } from '../src/auth/access-token.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { bulkBookingRows, insertBookingRows } from '../src/seed/bookings.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { findFreePort } from '../src/testing/free-port.ts';
import { createTestKeys, TEST_CLIENT_ID, TEST_ISSUER } from '../src/testing/tokens.ts';
import type { IdentityAdmin } from '../src/identity/identity-admin.ts';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
  },
});
const total = Number(values.bookings);
const rate = Number(values.rate);
const seconds = Number(values.seconds);

interface Ready {
  port: number;
  token: string;
  bookingId: string;
  lastPage: number;
}

const dashboardQuery =
  'booking_status=Close&booking_type=Private&order_stage=Pet+Collected+-+Pending+Details&order_stage=VP+Unsubmitted&page=2&page_size=5';

/**
 * The API side, in a child process of its own: the load generator must not share the server's event
 * loop, or its own work shows up as server latency.
 */
async function serve() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const db = openDatabase(dataDir);
  const noIdentity: IdentityAdmin = { createUser: () => Promise.resolve(), setUserEnabled: () => Promise.resolve() };
  const stop = () => {
    void db.destroy().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const seedStart = performance.now();
  const now = Date.now();
  const batch = 10_000;
  for (let offset = 0; offset < total; offset += batch) {
    await db.transaction().execute((trx) => insertBookingRows(trx, bulkBookingRows('direct', Math.min(batch, total - offset), now, offset)));
  }
  await sql`analyze`.execute(db);
  console.log(`Seeded ${total.toLocaleString('en-AU')} bookings into the direct practice in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${dataDir})`);

  const keys = await createTestKeys();
  const app = createApp({
    db,
    verifyAccessToken: createAccessTokenVerifier({ keySet: keys.keySet, issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID }),
    identityAdmin: noIdentity,
    production: true,
  });
  const port = await findFreePort();
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const token = await keys.accessToken('direct.staff@example.com', { expiresIn: 3600 });
  const first = await fetch(`http://127.0.0.1:${port}/portal/booking?${dashboardQuery}`, {
    headers: { Authorization: `Bearer ${token}`, Brand: 'Lawnswood' },
  });
  const page = (await first.json()) as { data: { id: string }[]; last_page: number };
  const bookingId = page.data[0]?.id;
  if (!first.ok || !bookingId) throw new Error(`The list call failed: ${first.status}`);
  const ready: Ready = { port, token, bookingId, lastPage: page.last_page };
  process.send?.(ready);
}

function startServer(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), process.argv.slice(2), {
    env: { ...process.env, BENCH_ROLE: 'server' },
    // BENCH_PROFILE_DIR=<dir> writes a CPU profile of the server side there.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [])],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`The benchmark server stopped (exit ${code})`)));
  });
}

async function drive() {
  const { child, ready } = await startServer();
  try {
  const headers = { Authorization: `Bearer ${ready.token}`, Brand: 'Lawnswood' };
  const base = `http://127.0.0.1:${ready.port}`;
  const bookingId = ready.bookingId;
  console.log(`Dashboard filter matches ${ready.lastPage.toLocaleString('en-AU')} pages of 5`);

  const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const summary = (times: number[]) => {
    const sorted = [...times].sort((x, y) => x - y);
    return { p50: at(sorted, 50), p95: at(sorted, 95), p99: at(sorted, 99) };
  };

  /**
   * 200 requests/s as many independent users make them: one request every 1000/rate ms, on time
   * whatever the answers do (open loop), latency counted from when each request was due.
   */
  const paced = async (url: string) => {
    const times: number[] = [];
    let fiveXx = 0;
    let errors = 0;
    const count = rate * seconds;
    const interval = 1000 / rate;
    const start = performance.now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(
        fetch(url, { headers }).then(
          async (response) => {
            await response.arrayBuffer();
            times.push(performance.now() - due);
            if (response.status >= 500) fiveXx++;
          },
          () => {
            errors++;
          },
        ),
      );
    }
    await Promise.all(pending);
    return { ...summary(times), total: count, fiveXx, errors, rps: count / ((performance.now() - start) / 1000) };
  };

  /** The same rate from autocannon: 10 connections, each sending its 20 at the start of every second. */
  const burst = (url: string) =>
    new Promise<{ result: autocannon.Result; times: number[] }>((resolve, reject) => {
      const times: number[] = [];
      const instance = autocannon({ url, headers, connections: 10, overallRate: rate, duration: seconds }, (error, result) =>
        error ? reject(error as Error) : resolve({ result, times }),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });

  let worst = 0;
  let fiveXxTotal = 0;
  for (const [title, url] of [
    ['GET portal/booking (dashboard filters, page 2 of 5)', `${base}/portal/booking?${dashboardQuery}`],
    ['GET portal/booking/{id}', `${base}/portal/booking/${bookingId}`],
  ] as const) {
    // Warm up (JIT, prepared statements, connections) before anything is counted.
    for (let i = 0; i < 200; i++) await (await fetch(url, { headers })).arrayBuffer();
    const steady = await paced(url);
    worst = Math.max(worst, steady.p95);
    fiveXxTotal += steady.fiveXx;
    console.log(
      `${title}, paced ${rate}/s: ${steady.rps.toFixed(0)} requests/s over ${seconds} s, latency p50 ${steady.p50.toFixed(2)} ms, ` +
        `p95 ${steady.p95.toFixed(2)} ms, p99 ${steady.p99.toFixed(2)} ms (${steady.total} requests, ${steady.fiveXx} 5xx, ${steady.errors} errors)`,
    );
    const { result, times } = await burst(url);
    const bursty = summary(times);
    fiveXxTotal += result['5xx'];
    console.log(
      `${title}, autocannon bursts: ${(result.requests.total / seconds).toFixed(0)} requests/s, latency p50 ${bursty.p50.toFixed(2)} ms, ` +
        `p95 ${bursty.p95.toFixed(2)} ms, p99 ${bursty.p99.toFixed(2)} ms (${result['5xx']} 5xx, ${result.errors} errors)`,
    );
  }
  const met = worst <= 20 && fiveXxTotal === 0;
  console.log(`${met ? 'Goal met' : 'Goal missed'}: worst paced p95 ${worst.toFixed(2)} ms (goal <= 20 ms at ${rate} requests/s), ${fiveXxTotal} 5xx`);
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await drive();
