// Speed of the booking calls on a large practice: seeds 100,000 bookings into one practice in a temp
// data dir, serves the API from a child process on a free loopback port, and drives it at a fixed rate.
//   pnpm --filter portal-api bench:bookings [-- --bookings 100000 --rate 200 --seconds 10 --runs 3]
// Not part of `npm test`. Goal (issue 3, issue 17): the median run's p95 at most 20 ms at 200
// requests/s, no 5xx. Each paced run is followed by the page's raw SQL alone (the statements the call
// ran, captured from kysely, executed with better-sqlite3 on the same file), so the API's overhead
// over its SQL reads as a ratio.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
  },
});
const total = Number(values.bookings);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const runs = Number(values.runs);

const dashboardQuery =
  'booking_status=Close&booking_type=Private&order_stage=Pet+Collected+-+Pending+Details&order_stage=VP+Unsubmitted&page=2&page_size=5';

interface Ready {
  port: number;
  token: string;
  bookingId: string;
  lastPage: number;
}

/** One SQL statement a call ran, as kysely compiled it. */
interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** What the parent asks the server between runs; the server answers each with a ServerAnswer. */
type ServerRequest =
  | { kind: 'capture'; path: string }
  | { kind: 'in-process'; path: string; count: number }
  | { kind: 'reset' }
  | { kind: 'stats' };

interface ServerAnswer {
  statements?: Statement[];
  bytes?: number;
  times?: number[];
  gc?: { count: number; totalMs: number; maxMs: number };
  cpuMs?: number;
  /** Means over the served calls since the last reset: the app's time, and the SQL's within it. */
  appMsPerCall?: number;
  sqlMsPerCall?: number;
}

interface Summary {
  mean: number;
  p50: number;
  p95: number;
  p99: number;
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
function summary(times: number[]): Summary {
  const sorted = [...times].sort((x, y) => x - y);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return { mean, p50: at(sorted, 50), p95: at(sorted, 95), p99: at(sorted, 99) };
}
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Fills `<dataDir>/portal.db` in a process of its own, so the server starts without the seeding's heap. */
async function seed(dataDir: string) {
  const { sql } = await import('kysely');
  const { openDatabase } = await import('../src/db/database.ts');
  const { migrateToLatest } = await import('../src/db/migrator.ts');
  const { bulkBookingRows, insertBookingRows } = await import('../src/seed/bookings.ts');
  const { seedIfEmpty } = await import('../src/seed/seed.ts');
  const db = openDatabase(dataDir);
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const seedStart = performance.now();
  const now = Date.now();
  const batch = 10_000;
  for (let offset = 0; offset < total; offset += batch) {
    await db.transaction().execute((trx) => insertBookingRows(trx, bulkBookingRows('direct', Math.min(batch, total - offset), now, offset)));
  }
  await sql`analyze`.execute(db);
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
  await db.destroy();
  console.log(`Seeded ${total.toLocaleString('en-AU')} bookings into the direct practice in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${dataDir})`);
}

/**
 * The API side, in a child process of its own: the load generator must not share the server's event
 * loop, or its own work shows up as server latency.
 */
async function serve(dataDir: string) {
  const { createAdaptorServer } = await import('@hono/node-server');
  const { createApp } = await import('../src/app.ts');
  const { createAccessTokenVerifier } = await import('../src/auth/access-token.ts');
  const { openDatabase } = await import('../src/db/database.ts');
  const { findFreePort } = await import('../src/testing/free-port.ts');
  const { createTestKeys, TEST_CLIENT_ID, TEST_ISSUER } = await import('../src/testing/tokens.ts');

  // Every statement the API runs passes here: its time (in better-sqlite3, as kysely's driver runs it)
  // adds up for the run, and a capture keeps the statements.
  let captured: Statement[] | undefined;
  let sqlMs = 0;
  const db = openDatabase(dataDir, {
    log: (event) => {
      sqlMs += event.queryDurationMillis;
      if (event.level === 'query') captured?.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const stop = () => void db.destroy().finally(() => process.exit(0));
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);

  const keys = await createTestKeys();
  const app = createApp({
    db,
    verifyAccessToken: createAccessTokenVerifier({ keySet: keys.keySet, issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID }),
    identityAdmin: { createUser: () => Promise.resolve(), setUserEnabled: () => Promise.resolve() },
    production: true,
  });
  const port = await findFreePort();
  // The app's own time per call, from the request parsed to the JSON answer built (the HTTP around it excluded).
  let appMs = 0;
  let calls = 0;
  const server = createAdaptorServer({
    fetch: async (request: Request, env: unknown) => {
      const start = performance.now();
      try {
        return await app.fetch(request, env);
      } finally {
        appMs += performance.now() - start;
        calls++;
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const token = await keys.accessToken('direct.staff@example.com', { expiresIn: 3600 });
  const headers = { Authorization: `Bearer ${token}`, Brand: 'Lawnswood' };
  const call = async (callPath: string) => {
    const response = await app.fetch(new Request(`http://127.0.0.1:${port}${callPath}`, { headers }));
    const body = await response.text();
    if (!response.ok) throw new Error(`GET ${callPath} answered ${response.status}: ${body}`);
    return body;
  };

  const gcs: number[] = [];
  new PerformanceObserver((list) => gcs.push(...list.getEntries().map((entry) => entry.duration))).observe({ entryTypes: ['gc'] });
  let cpuStart = process.cpuUsage();
  process.on('message', (message: ServerRequest) => {
    void (async (): Promise<ServerAnswer> => {
      switch (message.kind) {
        case 'capture': {
          captured = [];
          const body = await call(message.path);
          const statements = captured;
          captured = undefined;
          return { statements, bytes: Buffer.byteLength(body) };
        }
        case 'in-process': {
          const times: number[] = [];
          for (let i = 0; i < message.count; i++) {
            const start = performance.now();
            await call(message.path);
            times.push(performance.now() - start);
          }
          return { times };
        }
        case 'reset':
          gcs.length = 0;
          sqlMs = 0;
          appMs = 0;
          calls = 0;
          cpuStart = process.cpuUsage();
          return {};
        case 'stats': {
          const cpu = process.cpuUsage(cpuStart);
          return {
            gc: { count: gcs.length, totalMs: gcs.reduce((sum, duration) => sum + duration, 0), maxMs: Math.max(0, ...gcs) },
            cpuMs: (cpu.user + cpu.system) / 1000,
            appMsPerCall: appMs / calls,
            sqlMsPerCall: sqlMs / calls,
          };
        }
      }
    })().then(
      (answer) => process.send?.(answer),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });

  const page = JSON.parse(await call(`/portal/booking?${dashboardQuery}`)) as { data: { id: string }[]; last_page: number };
  const bookingId = page.data[0]?.id;
  if (!bookingId) throw new Error('The dashboard page is empty');
  const ready: Ready = { port, token, bookingId, lastPage: page.last_page };
  process.send?.(ready);
}

function child(role: 'seed' | 'server', dataDir: string, execArgv: string[] = []): ChildProcess {
  return fork(fileURLToPath(import.meta.url), process.argv.slice(2), {
    env: { ...process.env, BENCH_ROLE: role, BENCH_DATA_DIR: dataDir },
    execArgv: ['--import', 'tsx', ...execArgv],
  });
}

async function startServer(dataDir: string) {
  const seeding = child('seed', dataDir);
  await new Promise<void>((resolve, reject) =>
    seeding.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Seeding stopped (exit ${code})`)))),
  );
  // BENCH_PROFILE_DIR=<dir> writes a CPU profile of the server side there.
  const server = child('server', dataDir, process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []);
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Ready));
    server.once('exit', (code) => reject(new Error(`The benchmark server stopped (exit ${code})`)));
  });
  const ask = (request: ServerRequest) =>
    new Promise<ServerAnswer>((resolve, reject) => {
      const stopped = (code: number | null) => reject(new Error(`The benchmark server stopped (exit ${code})`));
      server.once('exit', stopped);
      server.once('message', (answer) => {
        server.off('exit', stopped);
        resolve(answer as ServerAnswer);
      });
      server.send(request);
    });
  return { server, ready, ask };
}

interface PacedRun extends Summary {
  fiveXx: number;
  errors: number;
  /** How late the load generator sent its requests (its own stalls), p99. */
  lateP99: number;
  sql: Summary;
  gc: NonNullable<ServerAnswer['gc']>;
  cpuPerRequest: number;
  appMs: number;
  sqlInAppMs: number;
}

async function drive() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const { server, ready, ask } = await startServer(dataDir);
  const { default: autocannon } = await import('autocannon');
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const raw = new SqliteDatabase(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    const headers = { Authorization: `Bearer ${ready.token}`, Brand: 'Lawnswood' };
    const base = `http://127.0.0.1:${ready.port}`;
    const agent = new http.Agent({ keepAlive: true });
    /** One GET with its body read to the end; resolves with the status. */
    const get = (url: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(url, { agent, headers }, (response) => {
            response.on('end', () => resolve(response.statusCode ?? 0));
            response.on('error', reject);
            response.resume();
          })
          .on('error', reject);
      });
    const count = rate * seconds;
    console.log(`Dashboard filter matches ${ready.lastPage.toLocaleString('en-AU')} pages of 5`);

    /**
     * `rate` requests/s as many independent users make them: one request every 1000/rate ms, on time
     * whatever the answers do (open loop), latency counted from when each request was due (or sent, if
   * the timer fired early).
     */
    const paced = async (url: string) => {
      const times: number[] = [];
      const late: number[] = [];
      let fiveXx = 0;
      let errors = 0;
      const interval = 1000 / rate;
      const start = performance.now();
      const pending: Promise<void>[] = [];
      for (let i = 0; i < count; i++) {
        const due = start + i * interval;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // Timers keep whole milliseconds, so a request can go out before it is due: its latency then
        // counts from when it went out, never less than its round trip.
        const sent = performance.now();
        late.push(sent - due);
        const from = Math.min(due, sent);
        pending.push(
          get(url).then(
            (status) => {
              times.push(performance.now() - from);
              if (status >= 500) fiveXx++;
            },
            () => {
              errors++;
            },
          ),
        );
      }
      await Promise.all(pending);
      return { ...summary(times), fiveXx, errors, lateP99: summary(late).p99 };
    };

    /** The call's statements alone, as many times as the paced run made the call, back to back. */
    const rawSql = (statements: Statement[]) => {
      const prepared = statements.map((statement) => ({ statement: raw.prepare(statement.sql), parameters: statement.parameters }));
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const start = performance.now();
        for (const { statement, parameters } of prepared) statement.all(...parameters);
        times.push(performance.now() - start);
      }
      return summary(times);
    };

    /** The same rate from autocannon: 10 connections, each sending its share at the start of every second. */
    const burst = (url: string) =>
      new Promise<{ result: autocannon.Result; times: number[] }>((resolve, reject) => {
        const times: number[] = [];
        const instance = autocannon({ url, headers, connections: 10, overallRate: rate, duration: seconds }, (error, result) =>
          error ? reject(error as Error) : resolve({ result, times }),
        );
        instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
      });

    let fiveXxTotal = 0;
    const medians: { title: string; run: PacedRun }[] = [];
    for (const [title, callPath] of [
      ['GET portal/booking (dashboard filters, page 2 of 5)', `/portal/booking?${dashboardQuery}`],
      ['GET portal/booking/{id}', `/portal/booking/${ready.bookingId}`],
    ] as const) {
      const url = `${base}${callPath}`;
      // Warm up (JIT, prepared statements, connections) before anything is counted.
      for (let i = 0; i < 200; i++) await get(url);
      const { statements = [], bytes = 0 } = await ask({ kind: 'capture', path: callPath });
      console.log(`\n${title}: ${statements.length} SQL statements, ${bytes.toLocaleString('en-AU')} bytes of JSON`);
      const results: PacedRun[] = [];
      for (let run = 1; run <= runs; run++) {
        await ask({ kind: 'reset' });
        const api = await paced(url);
        const { gc = { count: 0, totalMs: 0, maxMs: 0 }, cpuMs = 0, appMsPerCall = NaN, sqlMsPerCall = NaN } = await ask({ kind: 'stats' });
        const sql = rawSql(statements);
        const result: PacedRun = { ...api, sql, gc, cpuPerRequest: cpuMs / count, appMs: appMsPerCall, sqlInAppMs: sqlMsPerCall };
        results.push(result);
        fiveXxTotal += api.fiveXx + api.errors;
        console.log(
          `  run ${run}, paced ${rate}/s for ${seconds} s: API p50 ${ms(api.p50)}, p95 ${ms(api.p95)}, p99 ${ms(api.p99)}, mean ${ms(api.mean)} ` +
            `(${count} requests, ${api.fiveXx} 5xx, ${api.errors} errors) | raw SQL p50 ${ms(sql.p50)}, p95 ${ms(sql.p95)} ` +
            `| API/SQL p50 ${(api.p50 / sql.p50).toFixed(1)}x, p95 ${(api.p95 / sql.p95).toFixed(1)}x\n` +
            `         server: app ${ms(result.appMs)} a call, of which its SQL ${ms(result.sqlInAppMs)} (means), CPU ${ms(result.cpuPerRequest)}/request, GC ${gc.count}x total ${ms(gc.totalMs)} max ${ms(gc.maxMs)}; ` +
            `load generator late p99 ${ms(api.lateP99)}`,
        );
      }
      const median = [...results].sort((x, y) => x.p95 - y.p95)[Math.floor(results.length / 2)] as PacedRun;
      medians.push({ title, run: median });
      console.log(
        `  median run (by p95): API p50 ${ms(median.p50)}, p95 ${ms(median.p95)}, p99 ${ms(median.p99)} | raw SQL p50 ${ms(median.sql.p50)}, ` +
          `p95 ${ms(median.sql.p95)} | API/SQL p50 ${(median.p50 / median.sql.p50).toFixed(1)}x, p95 ${(median.p95 / median.sql.p95).toFixed(1)}x`,
      );
      const { times = [] } = await ask({ kind: 'in-process', path: callPath, count });
      const inProcess = summary(times);
      console.log(`  the app without HTTP (app.fetch in the server process, ${count} calls back to back): p50 ${ms(inProcess.p50)}, p95 ${ms(inProcess.p95)}`);
      const { result, times: burstTimes } = await burst(url);
      const bursty = summary(burstTimes);
      fiveXxTotal += result['5xx'] + result.errors;
      console.log(
        `  autocannon bursts: ${(result.requests.total / seconds).toFixed(0)} requests/s, latency p50 ${ms(bursty.p50)}, ` +
          `p95 ${ms(bursty.p95)}, p99 ${ms(bursty.p99)} (${result['5xx']} 5xx, ${result.errors} errors)`,
      );
    }
    const worst = Math.max(...medians.map(({ run }) => run.p95));
    const met = worst <= 20 && fiveXxTotal === 0;
    console.log(
      `\n${met ? 'Goal met' : 'Goal missed'}: median runs' p95 ${medians.map(({ run }) => ms(run.p95)).join(' and ')} ` +
        `(goal <= 20 ms at ${rate} requests/s), ${fiveXxTotal} 5xx or errors`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    raw.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const role = process.env.BENCH_ROLE;
const dataDir = process.env.BENCH_DATA_DIR ?? '';
if (role === 'seed') {
  await seed(dataDir);
  process.exit(0);
}
else if (role === 'server') await serve(dataDir);
else await drive();
