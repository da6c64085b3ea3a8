// GET /health/live and /health/ready for a load balancer (issue 29 item 3): live asks nothing of the
// database; ready answers 503 naming each of the database, the file store and the migrations that is
// not ready, and 200 again once it is.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createAccessTokenVerifier } from '../auth/access-token.ts';
import { openDatabase, type PortalDb } from '../db/database.ts';
import { migrateToLatest, migrateUpTo, pendingMigrations } from '../db/migrator.ts';
import { databaseFileStore } from '../storage/database-file-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { s3FileStore } from '../storage/s3-file-store.ts';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { createFakeIdentityAdmin } from '../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestKeys, TEST_CLIENT_ID, TEST_ISSUER } from '../testing/tokens.ts';

let database: TestDatabase;
let db: PortalDb;
let dbOpen = false;
let s3: TestS3Server;
let keys: Awaited<ReturnType<typeof createTestKeys>>;
/** What the API says in its log when it is not ready (kept out of the test's output). */
const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.settings);
  dbOpen = true;
  keys = await createTestKeys();
  s3 = await startTestS3Server();
});
afterAll(async () => {
  if (dbOpen) await db.destroy();
  await database?.drop();
  await s3?.close();
  warnings.mockRestore();
});

/** The API on `db` with its files in `files` (the database's table by default). */
const appOn = (files: FileStore = databaseFileStore(db)) =>
  createApp({
    db,
    files,
    verifyAccessToken: createAccessTokenVerifier({ keySet: keys.keySet, issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID }),
    identityAdmin: createFakeIdentityAdmin().admin,
    production: false,
  });

interface ReadyBody {
  ok: boolean;
  not_ready?: string[];
  checks: Record<string, string>;
}
async function ready(app: ReturnType<typeof appOn>): Promise<{ status: number; body: ReadyBody }> {
  const response = await app.request('/health/ready');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body: (await response.json()) as ReadyBody };
}

describe('GET /health/ready and /health/live', () => {
  it('names the pending migrations (503) until the database is at the latest, then answers 200', async () => {
    await migrateUpTo(db, '0013_stored_files');
    const pending = await pendingMigrations(db);
    expect(pending[0]).toBe('0014_rate_limit_hits');
    const app = appOn();
    const before = await ready(app);
    expect(before.status).toBe(503);
    expect(before.body).toEqual({ ok: false, not_ready: ['migrations'], checks: { database: 'ok', files: 'ok', migrations: `${pending.length} pending: ${pending.join(', ')}` } });
    expect(warnings).toHaveBeenLastCalledWith(`portal-api is not ready: migrations ${pending.length} pending: ${pending.join(', ')}`);

    await migrateToLatest(db);
    expect(await ready(app)).toEqual({ status: 200, body: { ok: true, checks: { database: 'ok', files: 'ok', migrations: 'ok' } } });
    expect((await app.request('/health')).status).toBe(200);
  });

  it('names the file store (503) while the S3 bucket cannot be reached, and answers 200 once it can', async () => {
    const files = s3FileStore(s3.settings, { maxAttempts: 1 });
    const app = appOn(files);
    try {
      expect((await ready(app)).status).toBe(200);
      await s3.stop();
      try {
        const down = await ready(app);
        expect(down.status).toBe(503);
        expect(down.body).toEqual({ ok: false, not_ready: ['files'], checks: { database: 'ok', files: 'did not answer', migrations: 'ok' } });
      } finally {
        await s3.start();
      }
      expect((await ready(app)).status).toBe(200);
    } finally {
      files.close();
    }
  });

  it('names the database (503) once it is closed, while /health/live still answers 200', async () => {
    const app = appOn();
    expect((await app.request('/health/live')).status).toBe(200);
    await db.destroy();
    dbOpen = false;
    const closed = await ready(app);
    expect(closed.status).toBe(503);
    expect(closed.body.not_ready).toEqual(expect.arrayContaining(['database', 'migrations']));
    expect(closed.body.checks.database).toBe('did not answer');
    // The log says why; the answer (to anyone) does not.
    expect(String(warnings.mock.lastCall?.[0])).toMatch(/^portal-api is not ready: database did not answer.*\(database: .+\)/);
    const live = await app.request('/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ ok: true });
  });
});
