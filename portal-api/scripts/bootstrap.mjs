#!/usr/bin/env node
// The README's two commands start here: `npm start` and `npm test`. Runs on a fresh machine with only
// Node and npm: installs pnpm, the workspace's dependencies and (for tests) Debian's Chromium, then
// hands over to pnpm. Node built-ins only: nothing else is installed yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = '12.21.0';
const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function ensurePnpm() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (!found.error && found.status === 0 && found.stdout.trim() === PNPM_VERSION) return;
  run('npm', ['install', '--global', '--allow-scripts=pnpm', `pnpm@${PNPM_VERSION}`]);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt('update');
  apt('install', '--yes', '--no-install-recommends', 'chromium', 'fonts-liberation');
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium was installed but ${CHROMIUM} is missing.`);
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

const command = process.argv[2];
ensurePnpm();
run('pnpm', ['install', '--frozen-lockfile'], { env: nodeGypEnv() });

if (command === 'start') {
  run('pnpm', ['--filter', 'portal-api', 'stack'], { env: { ...process.env } });
} else if (command === 'test') {
  ensureChromium();
  run('pnpm', ['check-types']);
  run('pnpm', ['lint']);
  run('pnpm', ['test:unit']);
  run('pnpm', ['build']);
  run('pnpm', ['test:e2e']);
} else {
  console.error('usage: bootstrap.mjs start|test');
  process.exit(2);
}
