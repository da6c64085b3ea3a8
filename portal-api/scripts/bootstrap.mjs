#!/usr/bin/env node
// The README's two commands start here: `npm start` and `npm test`. Runs on a fresh machine with only
// Node and npm: installs pnpm, the workspace's dependencies and, for the tests, Debian's Chromium, its
// headless shell and PostgreSQL (the API suite's second run); then hands over to pnpm. Node built-ins
// only: nothing else is installed yet.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printPhases, runLanes } from './lanes.mjs';
import { endWithParent } from './parent-watch.mjs';

// Stopped through npm alone (its shell passes no signal on), this ends too, and stops what it started.
endWithParent();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = '12.21.0';
const CHROMIUM = '/usr/bin/chromium';
/** What the component tests and the e2e journeys drive (shared/build/chromium.mjs says why). */
const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's postgresql package: /usr/lib/postgresql/<version>/bin (portal-api/scripts/pg-cluster.ts looks there). */
const POSTGRES = '/usr/lib/postgresql';

/** Each step's name, lane, start and end (ms since the epoch), for the table `npm test` prints at the end. */
const phases = [];
const startedAt = Date.now();

/** Records how long `fn` takes under `name`, for the table of phases. */
function timed(name, fn) {
  const phase = { name, lane: '', start: Date.now(), end: undefined, status: undefined };
  phases.push(phase);
  fn();
  phase.end = Date.now();
  phase.status = 'passed';
}

function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    const current = phases.at(-1);
    if (current && current.end === undefined) Object.assign(current, { end: Date.now(), status: 'failed' });
    if (phases.length > 0) printPhases(phases, startedAt, `${process.argv[2] === 'check' ? 'pnpm check' : 'npm test'}: failed`);
    process.exit(result.status ?? 1);
  }
}

function ensurePnpm() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (!found.error && found.status === 0 && found.stdout.trim() === PNPM_VERSION) return;
  run('npm', ['install', '--global', '--allow-scripts=pnpm', `pnpm@${PNPM_VERSION}`]);
}

const hasPostgres = () => existsSync(POSTGRES) && readdirSync(POSTGRES).some((version) => existsSync(path.join(POSTGRES, version, 'bin', 'initdb')));

/**
 * Installs what the tests need from Debian's packages when it is missing: Chromium's headless shell (the
 * component tests and e2e), the full Chromium (Lighthouse and the other perf scripts) and PostgreSQL.
 */
function ensureTestPackages() {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-liberation']),
    ...(existsSync(CHROMIUM_HEADLESS_SHELL) ? [] : ['chromium-headless-shell', 'fonts-liberation']),
    ...(hasPostgres() ? [] : ['postgresql']),
  ].filter((name, index, names) => names.indexOf(name) === index);
  if (missing.length === 0) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt('update');
  apt('install', '--yes', '--no-install-recommends', ...missing);
  for (const browser of [CHROMIUM, CHROMIUM_HEADLESS_SHELL]) {
    if (!existsSync(browser)) {
      console.error(`Chromium was installed but ${browser} is missing.`);
      process.exit(1);
    }
  }
  if (!hasPostgres()) {
    console.error(`PostgreSQL was installed but ${POSTGRES}/<version>/bin/initdb is missing.`);
    process.exit(1);
  }
}

/**
 * better-sqlite3 compiles from source with node-gyp, which otherwise downloads Node's headers from
 * the internet. Point it at the headers installed with Node itself where they are (Debian and
 * NodeSource packages put them in /usr/include/node), so a machine without that access installs too.
 */
function nodeGypEnv() {
  if (process.env.npm_config_nodedir) return process.env;
  const prefix = path.resolve(path.dirname(process.execPath), '..');
  const headers = path.join(prefix, 'include', 'node', 'node_version.h');
  return existsSync(headers) ? { ...process.env, npm_config_nodedir: prefix } : process.env;
}

/**
 * `npm start`: the stack (portal-api/scripts/stack.ts, a supervisor) run by Node itself rather than
 * through pnpm, with a lifeline: its stdin is a pipe from this process, so however this process ends
 * (kill -9 included) the stack sees the pipe close and stops everything it started. A signal to this
 * process is passed on, and this process ends with the stack's exit code.
 */
function startStack(env = {}) {
  console.log(`\n> ${Object.entries(env).map(([name, value]) => `${name}=${value} `).join('')}node --import tsx portal-api/scripts/stack.ts`);
  const stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack.ts'], {
    cwd: path.join(root, 'portal-api'),
    stdio: ['pipe', 'inherit', 'inherit'],
    env: { ...process.env, ...env, PORTAL_LIFELINE: 'stdin' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stack.exitCode === null && stack.signalCode === null) stack.kill(signal);
    });
  }
  stack.on('error', (error) => {
    console.error(`The stack could not be started: ${error.message}`);
    process.exit(1);
  });
  stack.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const command = process.argv[2];
const logDir = path.join(root, '.data', 'logs');
const pnpm = (...args) => ({ command: 'pnpm', args });

/** One front-end package's unit and component tests, a step of its own so the lanes can be balanced. */
const webTests = (name, ...more) => ({ name: `${name} tests`, ...pnpm('--filter', `./${name}`, 'exec', 'vitest', 'run', ...more) });

if (command === 'check') {
  // A developer's loop before each commit: no install, no build, no PostgreSQL, no e2e. The type check
  // and lint read the whole repository (lint keeps its cache in .data/, so a second run reads only what
  // changed); the unit, component and API tests run for what changed, as vitest's module graph sees it:
  // the test files that import a changed file, however indirectly (a change to a package's test config
  // or setup runs all of that package's). Changed means against `--since <ref>` (a branch or commit), by
  // default against HEAD: what is not committed yet. `pnpm check --all` runs every test. Neither runs
  // scripts/stack.test.ts, which starts and kills whole stacks (npm test runs it).
  const all = process.argv.includes('--all');
  const sinceAt = process.argv.indexOf('--since');
  const since = sinceAt > 0 ? process.argv[sinceAt + 1] : 'HEAD';
  if (sinceAt > 0 && !since) {
    console.error('usage: pnpm check [--all | --since <branch or commit>]');
    process.exit(2);
  }
  const changed = all ? [] : [`--changed=${since}`, '--passWithNoTests'];
  const tests = (name) => webTests(name, ...changed);
  const passed = await runLanes(
    {
      'lane 1': [
        { name: 'types and lint', ...pnpm('lint', '--cache', '--cache-location', '.data/eslint-cache') },
        { name: 'API tests (SQLite)', ...pnpm('--filter', './portal-api', 'exec', 'vitest', 'run', '--exclude', 'scripts/stack.test.ts', ...changed) },
        ...['remote-catalog', 'remote-practice'].map(tests),
      ],
      'lane 2': ['remote-bookings', 'remote-engraving', 'host', 'shared', 'contracts'].map(tests),
    },
    { root, logDir, phases },
  );
  printPhases(phases, startedAt, `pnpm check${all ? ' --all' : ` (tests of what changed since ${since})`}: ${passed ? 'everything passed' : 'failed'}`);
  process.exit(passed ? 0 : 1);
}

timed('install', () => {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile'], { env: nodeGypEnv() });
});

if (command === 'start') {
  startStack();
} else if (command === 'dev') {
  // `pnpm dev`: every app from source in webpack's dev server, hot reloading the page on save; `pnpm dev
  // <app>` (a folder: host, remote-catalog, ...) that one from source, the others built. The stack
  // checks the name (PORTAL_DEV).
  startStack({ PORTAL_DEV: process.argv[3] ?? 'all' });
} else if (command === 'test') {
  timed('Debian packages', ensureTestPackages);
  // Two lanes for two cores. The production build uses both cores in bursts, the checks mostly one:
  // side by side they finish sooner than one after the other. The build starts at once; the API suite
  // runs twice after it, on SQLite and on a throwaway PostgreSQL cluster. The other lane is the type
  // check with lint (one pass of the native TypeScript compiler, `pnpm lint`) and the front-end packages'
  // tests; they are shared out so both lanes end about together (the README's table).
  const passed = await runLanes(
    {
      'lane 1': [
        { name: 'production build', ...pnpm('build') },
        // The apps as at their previous releases, from git history, for the version-skew journeys.
        { name: 'previous releases', ...pnpm('--filter', 'e2e', 'previous-builds') },
        { name: 'API tests (SQLite)', ...pnpm('test:api') },
        { name: 'API tests (PostgreSQL)', ...pnpm('test:postgres') },
        webTests('contracts'),
      ],
      'lane 2': [
        { name: 'types and lint', ...pnpm('lint') },
        ...['remote-bookings', 'remote-engraving', 'remote-catalog', 'host', 'remote-practice', 'shared'].map((name) => webTests(name)),
      ],
    },
    { root, logDir, phases },
  );
  if (!passed) {
    printPhases(phases, startedAt, 'npm test: failed');
    process.exit(1);
  }
  // The journeys need the build and use both cores themselves: they run alone, their output live.
  const e2e = { name: 'e2e journeys', lane: '', start: Date.now(), end: undefined, status: undefined };
  phases.push(e2e);
  // No traces: what npm test keeps is its output (a failure's error, and what each of its pages showed:
  // e2e/support/fixtures.ts). Recording one for every journey, passed or not, was a tenth of the
  // journeys' CPU (25 journeys: 224 CPU-s with, 201 without). `pnpm test:e2e` keeps a failure's trace.
  run('pnpm', ['test:e2e', '--trace', 'off']);
  Object.assign(e2e, { end: Date.now(), status: 'passed' });
  printPhases(phases, startedAt, 'npm test: everything passed');
} else {
  console.error('usage: bootstrap.mjs start|dev [app]|test|check');
  process.exit(2);
}
