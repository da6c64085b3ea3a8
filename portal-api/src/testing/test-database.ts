import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../db/database.ts';

export interface TestDatabase {
  settings: DatabaseSettings;
  /** Removes the database (and the temp data dir); call after the app's connections are closed. */
  drop(): Promise<void>;
}

/**
 * A database of its own for one test context, in a new temp data dir: a new SQLite file there, or,
 * when PORTAL_TEST_DATABASE_URL names a PostgreSQL server (scripts/pg-cluster.ts starts one), a new
 * database with a random name on it (the URL's user must be allowed to create databases).
 */
export async function createTestDatabase(prefix = 'portal-api-test-'): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.PORTAL_TEST_DATABASE_URL;
  if (!serverUrl) return { settings: { dataDir }, drop: () => Promise.resolve(removeDataDir()) };

  const name = `portal_test_${randomBytes(8).toString('hex')}`;
  await adminQuery(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    settings: { dataDir, url: url.toString() },
    async drop() {
      await adminQuery(serverUrl, async (client) => {
        // The app's pool has been ended, but its connections close a moment later: forcing the drop
        // before then would fail them as they end.
        const deadline = Date.now() + 5000;
        const open = async () => Number((await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name])).rows[0]?.n);
        while ((await open()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        await client.query(`drop database if exists ${name} with (force)`);
      });
      removeDataDir();
    },
  };
}

async function adminQuery(serverUrl: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
