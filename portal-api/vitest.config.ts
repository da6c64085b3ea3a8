import '@portal/shared/build/vitest-node20';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const TESTS = /\.test\.ts$/;
/** A test file that opens a database (the app on a fresh one, or a portal-api process on one). */
const OPENS_A_DATABASE = /createTestDatabase|test-database|test-app|openDatabase|createApp\(/;

/**
 * What `pnpm test:postgres` leaves to the SQLite run: the files that open no database (rules, config,
 * the process scripts), which would only run again unchanged, and the hostile-client test, whose bad
 * frames are refused by the socket layer before any query (the process it starts needs a database of
 * some kind, not this one).
 */
function sqliteOnly(): string[] {
  const found = ['src/realtime/hostile-clients.test.ts'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TESTS.test(entry.name) && !OPENS_A_DATABASE.test(readFileSync(full, 'utf8'))) {
        found.push(path.relative(import.meta.dirname, full).split(path.sep).join('/'));
      }
    }
  };
  for (const dir of ['src', 'scripts']) walk(path.join(import.meta.dirname, dir));
  return found;
}

const onPostgres = Boolean(process.env.PORTAL_TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // On PostgreSQL (test:postgres), what rests on the database: the rest ran on SQLite already.
    exclude: onPostgres ? ['**/node_modules/**', ...sqliteOnly()] : ['**/node_modules/**'],
    environment: 'node',
    // Drops the seeded PostgreSQL templates the workers made (src/testing/test-database.ts).
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 20_000,
    // Each file builds its own app on its own database and mocks no module, so the files of a worker
    // can share the modules they import: evaluating the AWS SDK, Hono and kysely once per worker
    // instead of once per file took 30 % off the suite.
    isolate: false,
    // The AWS SDK warns on every start that its 2027 releases need Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
