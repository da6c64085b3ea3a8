import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH } from '../shared/build/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** The e2e run's own data: a fresh database and identity pool every run. */
export const E2E_DATA_DIR = path.join(root, '.data', 'e2e');
const SETTINGS = /(practice|family-updates|custody-scan)\.spec\.ts/;
const RELEASE = /release\.spec\.ts/;
const SKEW = /skew\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two browsers at a time, a file to a worker. On a 2-core machine a journey waits on its page's main
  // thread, and one browser leaves a core idle while the runner, the stack and that thread take turns.
  // Journeys that change a practice's settings run in a project of their own after the rest.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:8080',
    // A failed test keeps its trace: actions, network and DOM snapshots. No screencast: encoding its
    // frames for every test, passing or not, took a quarter of the suite's time (25 journeys: 203 s
    // with it, 153 s without; 155 s with no trace at all). The failure's screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Debian's headless Chromium, with the component tests' flags (shared/build/chromium.mjs), and V8
    // stopped at Maglev, its mid tier: a journey's page lives seconds, too short for TurboFan's optimised
    // code to repay compiling it. 24 journeys (wizards, catalog, engraving), two runs each on an idle
    // 2-core machine: 217 and 231 CPU-s with TurboFan, 196 and 204 without (Sparkplug alone, --max-opt=1:
    // 205). The component tests keep TurboFan: one page runs a whole file there, and gained nothing.
    launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS, '--js-flags=--max-opt=2'] },
  },
  projects: [
    // Each demo member signs in once through the form, two at a time; the journeys start from the saved state.
    { name: 'setup', testMatch: /auth\.setup\.ts/, fullyParallel: true },
    { name: 'portal', testIgnore: [SETTINGS, RELEASE, SKEW], dependencies: ['setup'] },
    // Change a practice's settings (price display, family texts, members, the business clock) that other
    // journeys of that practice read: after them. The files beside each other: each reads only what it
    // changed (its own bookings, its own members' mail), and none reads the setting another changes
    // (custody-scan: the direct practice's texts, Pets in Peace's clock; family-updates: Edenhills' texts).
    { name: 'settings', testMatch: SETTINGS, dependencies: ['portal'] },
    // Releases, promotes and rolls back remote-catalog, which every open page would pick up: last, alone.
    { name: 'release', testMatch: RELEASE, dependencies: ['settings'] },
    // Version skew: each remote's previous release promoted for everyone, then the host's previous
    // release beside today's remotes (scripts/previous-builds.ts builds them first): last, alone.
    { name: 'skew', testMatch: SKEW, dependencies: ['release'] },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && pnpm --filter portal-api stack`,
    cwd: root,
    // PORTAL_LIFELINE: the stack (a supervisor, portal-api/scripts/stack.ts) ends with this runner even
    // when the runner is killed (its stdin is a pipe from here); SIGTERM below ends it gracefully.
    env: { PORTAL_SKIP_BUILD: '1', PORTAL_DATA_DIR: E2E_DATA_DIR, PORTAL_LIFELINE: 'stdin' },
    url: 'http://127.0.0.1:8080/config.json',
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
