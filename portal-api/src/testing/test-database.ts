import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DATABASE_FILE, openDatabase, type DatabaseSettings } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { seedIfEmpty } from '../seed/seed.ts';

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
export async function createTestDatabase(prefix = 'portal-api-test-', { template, name = `portal_test_${randomBytes(8).toString('hex')}` }: { template?: string; name?: string } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.PORTAL_TEST_DATABASE_URL;
  if (!serverUrl) return { settings: { dataDir }, drop: () => Promise.resolve(removeDataDir()) };

  await adminQuery(serverUrl, (client) => client.query(`create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    settings: { dataDir, url: url.toString() },
    async drop() {
      // Forcing the drop before the app's connections have closed would fail them as they end.
      await waitUntilClosed(serverUrl, name);
      await adminQuery(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      removeDataDir();
    },
  };
}

/**
 * A database of its own, already migrated and seeded (files in the database), as `createTestContext`
 * starts from: a copy of a template this process makes once. Migrating and seeding each new database
 * took 0.35 s on SQLite and 1.2 s on PostgreSQL, for each of the suite's 40-odd contexts; a copy takes
 * a few milliseconds (SQLite: the file; PostgreSQL: `create database ... template`).
 */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const template = await (seededTemplate ??= makeSeededTemplate());
  const serverUrl = process.env.PORTAL_TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createTestDatabase();
    fs.copyFileSync(path.join(template.dataDir, DATABASE_FILE), path.join(database.settings.dataDir, DATABASE_FILE));
    return database;
  }
  return createTestDatabase('portal-api-test-', { template: new URL(template.url!).pathname.slice(1) });
}

let seededTemplate: Promise<DatabaseSettings> | undefined;

/**
 * A PostgreSQL template's name: `portal_template_<vitest's pid>_...`, so the run's global teardown
 * (vitest.global-setup.ts) drops its templates from a server that outlives the run (one's own, not
 * test:postgres's throwaway cluster) and leaves another run's alone.
 */
const templatePrefix = (vitestPid: number) => `portal_template_${vitestPid}_`;

async function makeSeededTemplate(): Promise<DatabaseSettings> {
  // A test file runs in a worker process of vitest's.
  const template = await createTestDatabase('portal-api-template-', { name: `${templatePrefix(process.ppid)}${randomBytes(4).toString('hex')}` });
  // Kept until this process ends.
  process.once('exit', () => fs.rmSync(template.settings.dataDir, { recursive: true, force: true }));
  const db = openDatabase(template.settings);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  } finally {
    // Closing the last SQLite connection writes the WAL back into the file, so the file alone is whole;
    // PostgreSQL copies a template only while nobody is connected to it.
    await db.destroy();
  }
  if (template.settings.url) await waitUntilClosed(process.env.PORTAL_TEST_DATABASE_URL!, new URL(template.settings.url).pathname.slice(1));
  return template.settings;
}

/** The pool has been ended, but its connections close a moment later. */
async function waitUntilClosed(serverUrl: string, name: string) {
  await adminQuery(serverUrl, async (client) => {
    const deadline = Date.now() + 5000;
    const open = async () => Number((await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name])).rows[0]?.n);
    while ((await open()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  });
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

/** Drops the templates vitest process `vitestPid`'s workers made (its global teardown). */
export async function dropTemplates(serverUrl: string, vitestPid: number): Promise<void> {
  await adminQuery(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [templatePrefix(vitestPid)]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
}
