// The benchmark's child processes (bench-bookings.ts): the seeding, and the API side it drives, each in
// a process of its own, so the server starts without the seeding's heap and the load generator does not
// share the server's event loop. The parent forks this file with BENCH_ROLE and BENCH_DATA_DIR (and
// BENCH_DATABASE_URL with --database postgres), and its own arguments (--bookings).
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

/** The dashboard's filters, page 2 of 5 (the benchmark's list call). */
export const dashboardQuery =
  'booking_status=Close&booking_type=Private&order_stage=Pet+Collected+-+Pending+Details&order_stage=VP+Unsubmitted&page=2&page_size=5';

/**
 * The bookings list's searches (issue 31 item 5), page 1 of 15 as the page asks: a pet's name (2,737
 * matches of 100,000), an owner's surname typed with its apostrophe (6,358), and a phone's last digits
 * that no seeded phone ends in (the search that finds nothing).
 */
export const searchQueries = ['q=biscuit&page=1&page_size=15', `q=${encodeURIComponent("O'Connor")}&page=1&page_size=15`, 'q=345+678&page=1&page_size=15'];

export interface Ready {
  port: number;
  token: string;
  bookingId: string;
  lastPage: number;
}

/** One SQL statement a call ran, as kysely compiled it. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** What the parent asks the server between runs; the server answers each with a ServerAnswer. */
export type ServerRequest =
  | { kind: 'capture'; path: string }
  | { kind: 'in-process'; path: string; count: number }
  | { kind: 'reset' }
  | { kind: 'stats' };

export interface ServerAnswer {
  statements?: Statement[];
  bytes?: number;
  times?: number[];
  gc?: { count: number; totalMs: number; maxMs: number };
  cpuMs?: number;
  /** Means over the served calls since the last reset: the app's time, and the SQL's within it. */
  appMsPerCall?: number;
  sqlMsPerCall?: number;
}

/** Where the benchmark's data lives: the PostgreSQL database the parent started, else `<dataDir>/portal.db`. */
const settings = () => ({ dataDir: process.env.BENCH_DATA_DIR ?? '', url: process.env.BENCH_DATABASE_URL || undefined });

/** Fills the database in a process of its own, so the server starts without the seeding's heap. */
async function seed() {
  const { sql } = await import('kysely');
  const { openDatabase } = await import('../../src/db/database.ts');
  const { dialectOf } = await import('../../src/db/dialect.ts');
  const { migrateToLatest } = await import('../../src/db/migrator.ts');
  const { bulkBookingRows, insertBookingRows } = await import('../../src/seed/bookings.ts');
  const { seedIfEmpty } = await import('../../src/seed/seed.ts');
  const db = openDatabase(settings());
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const seedStart = performance.now();
  const now = Date.now();
  const batch = 10_000;
  for (let offset = 0; offset < total; offset += batch) {
    await db.transaction().execute((trx) => insertBookingRows(trx, bulkBookingRows('direct', Math.min(batch, total - offset), now, offset)));
  }
  const onPostgres = dialectOf(db) === 'postgres';
  // A settled database, as a live one is between bursts of writes: PostgreSQL's VACUUM sets the
  // visibility map (without it the count reads every matching row from the table, not the index
  // alone) and the rows' hint bits (else the first reads write them, during the runs).
  if (onPostgres) await sql`vacuum analyze`.execute(db);
  else {
    await sql`analyze`.execute(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
  await db.destroy();
  const { describeDatabase } = await import('../../src/db/database.ts');
  console.log(
    `Seeded ${total.toLocaleString('en-AU')} bookings into the direct practice in ${((performance.now() - seedStart) / 1000).toFixed(1)} s ` +
      `(${onPostgres ? 'PostgreSQL' : 'SQLite'}, ${describeDatabase(settings())})`,
  );
}

/**
 * The API side, in a child process of its own: the load generator must not share the server's event
 * loop, or its own work shows up as server latency.
 */
async function serve() {
  const { createAdaptorServer } = await import('@hono/node-server');
  const { createApp } = await import('../../src/app.ts');
  const { createAccessTokenVerifier } = await import('../../src/auth/access-token.ts');
  const { openDatabase } = await import('../../src/db/database.ts');
  const { findFreePort } = await import('../../src/testing/free-port.ts');
  const { createTestKeys, TEST_CLIENT_ID, TEST_ISSUER } = await import('../../src/testing/tokens.ts');

  // Every statement the API runs passes here: its time (in better-sqlite3 or pg, as kysely's driver runs it)
  // adds up for the run, and a capture keeps the statements.
  let captured: Statement[] | undefined;
  let sqlMs = 0;
  const db = openDatabase(settings(), {
    log: (event) => {
      sqlMs += event.queryDurationMillis;
      if (event.level === 'query') captured?.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });

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
  /** Calls being answered: the last autocannon requests may still be, when the parent stops the server. */
  let inFlight = 0;
  const server = createAdaptorServer({
    fetch: async (request: Request, env: unknown) => {
      const start = performance.now();
      inFlight++;
      try {
        return await app.fetch(request, env);
      } finally {
        inFlight--;
        appMs += performance.now() - start;
        calls++;
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // Stops taking requests, lets the ones under way finish, then closes the database.
  const stop = async () => {
    server.close();
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await db.destroy();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
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

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { bookings: { type: 'string', default: '100000' } },
  strict: false,
});
const total = Number(values.bookings);

const role = process.env.BENCH_ROLE;
if (role === 'seed') {
  await seed();
  process.exit(0);
} else if (role === 'server') await serve();
