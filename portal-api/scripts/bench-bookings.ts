// Speed of the booking calls on a large practice: seeds 100,000 bookings into one practice in a temp
// data dir (SQLite) or a throwaway PostgreSQL cluster (--database postgres, scripts/pg-cluster.ts), serves
// the API from a child process on a free loopback port, and drives it at a fixed rate.
//   pnpm --filter portal-api bench:bookings [-- --database sqlite|postgres --bookings 100000 --rate 200 --seconds 10 --runs 3]
// Not part of `npm test`. Goal (issue 3, issue 17, and issue 31 for the searches): each call's median
// run's p95 at most 20 ms at 200 requests/s, no 5xx. Each paced run is followed by the page's raw SQL alone (the statements the call
// ran, captured from kysely, executed with better-sqlite3 on the same file, or as prepared statements
// through one `pg` connection), so the API's overhead over its SQL reads as a ratio.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import pg from 'pg';
import { DATABASE_FILE } from '../src/db/database.ts';
import { startPgCluster } from './pg-cluster.ts';
import { dashboardQuery, searchQueries, type Ready, type ServerAnswer, type ServerRequest, type Statement } from './bench-bookings/children.ts';

const { values } = parseArgs({
  // pnpm hands a `--` on as it is.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    database: { type: 'string', default: 'sqlite' },
    bookings: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const database = values.database;
if (database !== 'sqlite' && database !== 'postgres') throw new Error(`--database must be sqlite or postgres, not ${database}`);

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

/** The seeding or the API side (bench-bookings/children.ts), in a process of its own. */
function child(role: 'seed' | 'server', dataDir: string, databaseUrl: string, execArgv: string[] = []): ChildProcess {
  return fork(fileURLToPath(new URL('./bench-bookings/children.ts', import.meta.url)), process.argv.slice(2), {
    env: { ...process.env, BENCH_ROLE: role, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl },
    execArgv: ['--import', 'tsx', ...execArgv],
  });
}

async function startServer(dataDir: string, databaseUrl: string) {
  const seeding = child('seed', dataDir, databaseUrl);
  await new Promise<void>((resolve, reject) =>
    seeding.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Seeding stopped (exit ${code})`)))),
  );
  // BENCH_PROFILE_DIR=<dir> writes a CPU profile of the server side there.
  const server = child('server', dataDir, databaseUrl, process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []);
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

/**
 * Times a call's statements alone, back to back, `count` times, on the benchmark's database: with
 * better-sqlite3 on the file (prepared once), or through one `pg` connection (named prepared statements,
 * so PostgreSQL plans them once, as better-sqlite3 does).
 */
interface RawSql {
  time(statements: Statement[], count: number): Promise<number[]>;
  /** Each statement's plan (BENCH_EXPLAIN=1): EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite. */
  explain(statements: Statement[]): Promise<string[]>;
  close(): Promise<void>;
}

async function rawSqlOn(dataDir: string, databaseUrl: string): Promise<RawSql> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let named = 0;
    return {
      async time(statements, count) {
        const queries = statements.map((statement) => ({ name: `bench_${++named}`, text: statement.sql, values: [...statement.parameters] }));
        const times: number[] = [];
        for (let i = 0; i < count; i++) {
          const start = performance.now();
          for (const query of queries) await client.query(query);
          times.push(performance.now() - start);
        }
        return times;
      },
      async explain(statements) {
        const plans: string[] = [];
        for (const statement of statements) {
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters]);
          plans.push(`${statement.sql}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
        return plans;
      },
      close: () => client.end(),
    };
  }
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const raw = new SqliteDatabase(path.join(dataDir, DATABASE_FILE), { readonly: true });
  return {
    time(statements, count) {
      const prepared = statements.map((statement) => ({ statement: raw.prepare(statement.sql), parameters: statement.parameters }));
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const start = performance.now();
        for (const { statement, parameters } of prepared) statement.all(...parameters);
        times.push(performance.now() - start);
      }
      return Promise.resolve(times);
    },
    explain(statements) {
      return Promise.resolve(
        statements.map((statement) => {
          const plan = raw.prepare(`explain query plan ${statement.sql}`).all(...statement.parameters) as { detail: string }[];
          return `${statement.sql}\n${plan.map((row) => row.detail).join('\n')}`;
        }),
      );
    },
    close() {
      raw.close();
      return Promise.resolve();
    },
  };
}

async function drive() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const cluster = database === 'postgres' ? await startPgCluster() : undefined;
  process.on('exit', () => cluster?.stop());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const databaseUrl = cluster?.url ?? '';
  console.log(database === 'postgres' ? `PostgreSQL: a throwaway cluster at ${databaseUrl} (scripts/pg-cluster.ts)` : `SQLite: ${path.join(dataDir, DATABASE_FILE)}`);
  const { server, ready, ask } = await startServer(dataDir, databaseUrl);
  const { default: autocannon } = await import('autocannon');
  const raw = await rawSqlOn(dataDir, databaseUrl);
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
    const rawSql = async (statements: Statement[]) => summary(await raw.time(statements, count));

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
      ...searchQueries.map((query) => [`GET portal/booking?${decodeURIComponent(query)} (search)`, `/portal/booking?${query}`] as const),
    ]) {
      const url = `${base}${callPath}`;
      // Warm up (JIT, prepared statements, connections) before anything is counted.
      for (let i = 0; i < 200; i++) await get(url);
      const { statements = [], bytes = 0 } = await ask({ kind: 'capture', path: callPath });
      console.log(`\n${title}: ${statements.length} SQL statements, ${bytes.toLocaleString('en-AU')} bytes of JSON`);
      if (process.env.BENCH_EXPLAIN) for (const plan of await raw.explain(statements)) console.log(`${plan}\n`);
      const results: PacedRun[] = [];
      for (let run = 1; run <= runs; run++) {
        await ask({ kind: 'reset' });
        const api = await paced(url);
        const { gc = { count: 0, totalMs: 0, maxMs: 0 }, cpuMs = 0, appMsPerCall = NaN, sqlMsPerCall = NaN } = await ask({ kind: 'stats' });
        const sql = await rawSql(statements);
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
      `\n${met ? 'Goal met' : 'Goal missed'} on ${database === 'postgres' ? 'PostgreSQL' : 'SQLite'}: median runs' p95 ${medians.map(({ run }) => ms(run.p95)).join(' and ')} ` +
        `(goal <= 20 ms at ${rate} requests/s), ${fiveXxTotal} 5xx or errors`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await raw.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await drive();
