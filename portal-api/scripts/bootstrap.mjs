#!/usr/bin/env node
// The README's two commands start here: `npm start` and `npm test`. Runs on a fresh machine with only
// Node and npm: installs pnpm, the workspace's dependencies and (for tests) Debian's Chromium and
// Debian's PostgreSQL, for the API suite's second run), then hands over to pnpm. Node built-ins only:
// nothing else is installed yet.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = '12.21.0';
const CHROMIUM = '/usr/bin/chromium';
/** Debian's postgresql package: /usr/lib/postgresql/<version>/bin (portal-api/scripts/pg-cluster.ts looks there). */
const POSTGRES = '/usr/lib/postgresql';

/** Each step's name, start and end (ms since the epoch), for the table `npm test` prints at the end. */
const phases = [];
const startedAt = Date.now();

/** Records how long `fn` (sync or async) takes under `name`, for the table of phases. */
function timed(name, fn) {
  const phase = { name, start: Date.now(), end: undefined };
  phases.push(phase);
  const done = () => {
    phase.end = Date.now();
  };
  const result = fn();
  if (result && typeof result.then === 'function') return result.finally(done);
  done();
  return result;
}

function printPhases(outcome) {
  const seconds = (ms) => `${Math.round(ms / 1000)} s`;
  const rows = phases.map((phase) => [phase.name, seconds(phase.start - startedAt), phase.end === undefined ? 'unfinished' : seconds(phase.end - phase.start)]);
  const widths = [0, 1, 2].map((column) => Math.max(...[['phase', 'started at', 'took'], ...rows].map((row) => row[column].length)));
  const line = (row) => `  ${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2].padStart(widths[2])}`;
  console.log(`\nnpm test: ${outcome} after ${seconds(Date.now() - startedAt)}. Where the time went (a phase's start, from the beginning, shows what ran side by side):`);
  console.log(line(['phase', 'started at', 'took']));
  for (const row of rows) console.log(line(row));
}

function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    if (phases.length > 0) printPhases('failed');
    process.exit(result.status ?? 1);
  }
}

function ensurePnpm() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (!found.error && found.status === 0 && found.stdout.trim() === PNPM_VERSION) return;
  run('npm', ['install', '--global', '--allow-scripts=pnpm', `pnpm@${PNPM_VERSION}`]);
}

const hasPostgres = () => existsSync(POSTGRES) && readdirSync(POSTGRES).some((version) => existsSync(path.join(POSTGRES, version, 'bin', 'initdb')));

/** Installs what the tests need from Debian's packages when it is missing: Chromium (component tests and e2e) and PostgreSQL. */
function ensureTestPackages() {
  const missing = [...(existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-liberation']), ...(hasPostgres() ? [] : ['postgresql'])];
  if (missing.length === 0) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt('update');
  apt('install', '--yes', '--no-install-recommends', ...missing);
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium was installed but ${CHROMIUM} is missing.`);
    process.exit(1);
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
 * Starts `pnpm <args>` beside the steps that follow, its output kept in a log file (so the two do not
 * interleave); `finish()` waits for it, prints the log and stops on a failure.
 */
function runBeside(args, logName, phaseName) {
  const logDir = path.join(root, '.data', 'logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, logName);
  const log = createWriteStream(logFile);
  console.log(`\n> pnpm ${args.join(' ')}   (alongside the next steps; output in ${path.relative(root, logFile)})`);
  const started = Date.now();
  const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const phase = { name: phaseName, start: started, end: undefined };
  phases.push(phase);
  const exited = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      phase.end = Date.now();
      resolve(code ?? signal);
    }),
  );
  // A step that fails ends this script: the build beside it goes too.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  return {
    async finish() {
      const code = await exited;
      await new Promise((resolve) => log.end(resolve));
      console.log(`\n> pnpm ${args.join(' ')}   (finished in ${Math.round((Date.now() - started) / 1000)} s)`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      if (code !== 0) {
        console.error(`\npnpm ${args.join(' ')} failed (exit ${code}).`);
        printPhases('failed');
        process.exit(typeof code === 'number' ? code : 1);
      }
    },
  };
}

/**
 * `npm start`: the stack (portal-api/scripts/stack.ts, a supervisor) run by Node itself rather than
 * through pnpm, with a lifeline: its stdin is a pipe from this process, so however this process ends
 * (kill -9 included) the stack sees the pipe close and stops everything it started. A signal to this
 * process is passed on, and this process ends with the stack's exit code.
 */
function startStack() {
  console.log('\n> node --import tsx portal-api/scripts/stack.ts');
  const stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack.ts'], {
    cwd: path.join(root, 'portal-api'),
    stdio: ['pipe', 'inherit', 'inherit'],
    env: { ...process.env, PORTAL_LIFELINE: 'stdin' },
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
timed('install', () => {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile'], { env: nodeGypEnv() });
});

if (command === 'start') {
  startStack();
} else if (command === 'test') {
  timed('Debian packages', ensureTestPackages);
  // The production build uses both cores in bursts; the checks and unit tests mostly one. Side by side
  // they finish sooner than one after the other on a 2-core machine.
  const build = runBeside(['build'], 'build.log', 'production build (beside the checks)');
  timed('type check', () => run('pnpm', ['check-types']));
  timed('lint', () => run('pnpm', ['lint']));
  // Each front-end package's `test` runs its happy-dom unit tests and its component tests in Chromium.
  timed('unit, component and API tests (SQLite)', () => run('pnpm', ['test:unit']));
  // The API suite again, on a throwaway PostgreSQL cluster.
  timed('API tests (PostgreSQL)', () => run('pnpm', ['test:postgres']));
  await timed('waiting for the build', () => build.finish());
  timed('e2e journeys', () => run('pnpm', ['test:e2e']));
  printPhases('everything passed');
} else {
  console.error('usage: bootstrap.mjs start|test');
  process.exit(2);
}
