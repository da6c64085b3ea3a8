import { Hono } from 'hono';
import { sql } from 'kysely';
import type { PortalDb } from '../db/database.ts';
import { pendingMigrations } from '../db/migrator.ts';
import type { FileStore } from '../storage/file-store.ts';

/** A dependency that has not answered in this long is not ready (a load balancer waits a few seconds at most). */
export const READY_CHECK_TIMEOUT_MS = 3_000;
/** A key no file is stored under: reading it shows the store answers, without writing anything. */
const PROBE_KEY = 'health/ready-probe';

export type ReadyCheck = 'database' | 'files' | 'migrations';

/** Resolves with what `check` resolves (its problem, or undefined when fine), or a problem once `ms` have passed. */
async function withinTime(check: () => Promise<string | undefined>, ms: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`did not answer within ${ms / 1000} s`), ms);
  });
  try {
    return await Promise.race([check(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health (the stack's start waits on it), GET /health/live (the process answers: no dependency
 * is asked, so a load balancer or supervisor restarts only a process that is itself stuck) and
 * GET /health/ready (this replica can serve: the database answers, the file store answers, and the
 * database's migrations are at this build's latest), 503 naming each check that is not.
 */
export function healthRoutes(db: PortalDb, files: FileStore, { timeoutMs = READY_CHECK_TIMEOUT_MS } = {}) {
  let lastProblems = '';
  const checks: Record<ReadyCheck, () => Promise<string | undefined>> = {
    database: async () => {
      await sql`select 1`.execute(db);
      return undefined;
    },
    files: async () => {
      await files.get(PROBE_KEY);
      return undefined;
    },
    migrations: async () => {
      const pending = await pendingMigrations(db);
      return pending.length === 0 ? undefined : `${pending.length} pending: ${pending.join(', ')}`;
    },
  };

  return new Hono()
    .get('/', (c) => c.json({ ok: true }))
    .get('/live', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ ok: true });
    })
    .get('/ready', async (c) => {
      const names = Object.keys(checks) as ReadyCheck[];
      // What a check that threw says to the caller (anyone: no sign-in) and, with the error, to the log.
      const logged: string[] = [];
      const results = await Promise.all(
        names.map(async (name) => {
          try {
            return await withinTime(checks[name], timeoutMs);
          } catch (error) {
            logged.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
            return 'did not answer';
          }
        }),
      );
      const status = Object.fromEntries(names.map((name, index) => [name, results[index] ?? 'ok'])) as Record<ReadyCheck, string>;
      const notReady = names.filter((name) => status[name] !== 'ok');
      // Said in the log when it changes, not at every probe of the load balancer.
      const summary = notReady.map((name) => `${name} ${status[name]}`).join('; ');
      if (summary !== lastProblems) console.warn(summary ? `portal-api is not ready: ${summary}${logged.length > 0 ? ` (${logged.join('; ')})` : ''}` : 'portal-api is ready again');
      lastProblems = summary;
      c.header('Cache-Control', 'no-store');
      return notReady.length === 0 ? c.json({ ok: true, checks: status }) : c.json({ ok: false, not_ready: notReady, checks: status }, 503);
    });
}
