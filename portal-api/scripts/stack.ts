// The local portal: identity stand-in and portal-api (through `src/services.ts`), and every app's
// production build served on its own port (DESIGN.md) with the runtime config.json beside it.
// `npm start` runs it; the e2e suite runs it on a fresh data folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUEST_PASSWORD, GUEST_USERNAME } from '../src/seed/demo-data';
import { serveApp } from './serve-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.resolve(process.env.PORTAL_DATA_DIR ?? path.join(root, '.data'));
const API_PORT = 8090;

export const APPS = [
  { dir: 'host', port: 8080 },
  { dir: 'remote-bookings', port: 8081, remote: 'remote_bookings' },
  { dir: 'remote-catalog', port: 8082, remote: 'remote_catalog' },
  // Also the owners' approval app, whose addresses carry the booking, the line and the link's secret.
  { dir: 'remote-engraving', port: 8083, remote: 'remote_engraving', referrerPolicy: 'no-referrer' },
  { dir: 'remote-practice', port: 8084, remote: 'remote_practice' },
] as const;

const DEMO_LOGINS: readonly (readonly [string, string, string])[] = [
  ['direct.staff@example.com', 'Portal#2026', 'Level 1, vet_direct practice of Lawnswood (WA)'],
  ['direct.manager@example.com', 'Portal#2026', 'Level 3, same practice'],
  ['referral.staff@example.com', 'Portal#2026', 'referral practice of Edenhills (SA)'],
  ['unity.staff@example.com', 'Portal#2026', 'vet_unity practice of Pets in Peace (QLD)'],
  ['new.starter@example.com', 'Temp#2026', 'must choose a new password'],
];

interface IdentityInfo {
  region: string;
  userPoolId: string;
  clientId: string;
  endpoint: string;
}

/** The runtime config every app reads at start (shared/src/config.ts validates it). */
function runtimeConfig(identity: IdentityInfo) {
  const remotes = Object.fromEntries(
    APPS.flatMap((app) => ('remote' in app ? [[app.remote, `http://localhost:${app.port}/mf-manifest.json`]] : [])),
  );
  return {
    apiBaseUrl: `http://localhost:${API_PORT}/`,
    identity: {
      region: identity.region,
      userPoolId: identity.userPoolId,
      clientId: identity.clientId,
      endpoint: identity.endpoint,
    },
    remotes,
    realtime: { provider: 'local', url: `ws://localhost:${API_PORT}/realtime` },
    addresses: { provider: 'local' },
    errorReporting: {
      dsn: `http://portal@localhost:${API_PORT}/1`,
      tunnel: `http://localhost:${API_PORT}/errors/envelope`,
      environment: 'local',
    },
    brandsByHost: {
      'lawnswood.localhost': {
        name: 'Lawnswood',
        welcome: 'Lawnswood Pet Cremation: caring for Western Australian families and their pets since 1992.',
      },
      'edenhills.localhost': {
        name: 'Edenhills',
        welcome: 'Edenhills Pet Cremation: gentle aftercare for pets across South Australia, Victoria and Albury-Wodonga.',
      },
    },
    latestStockUrl: `http://localhost:${API_PORT}/static/latest-stock.html`,
    portalUrl: 'http://localhost:8080',
    engravingGuest: { username: GUEST_USERNAME, password: GUEST_PASSWORD },
    defaultBrand: 'Lawnswood',
  };
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}

async function healthy(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function buildApps() {
  const result = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The apps could not be built');
}

export async function startStack({ build = true } = {}) {
  if (build) buildApps();
  for (const app of APPS) {
    if (!existsSync(path.join(root, app.dir, 'dist', 'index.html'))) {
      throw new Error(`${app.dir} has no build: run pnpm build first`);
    }
  }
  const children: ChildProcess[] = [];
  const services = spawn('pnpm', ['--filter', 'portal-api', 'services'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORTAL_DATA_DIR: dataDir, PORT: String(API_PORT) },
  });
  children.push(services);
  const identityFile = path.join(dataDir, 'identity.json');
  await waitFor(() => healthy(`http://127.0.0.1:${API_PORT}/health`), 'portal-api');
  await waitFor(() => existsSync(identityFile), 'the identity stand-in');
  const identity = JSON.parse(readFileSync(identityFile, 'utf8')) as IdentityInfo;
  const config = JSON.stringify(runtimeConfig(identity), null, 2);
  const servers = APPS.map((app) => {
    const dist = path.join(root, app.dir, 'dist');
    writeFileSync(path.join(dist, 'config.json'), config);
    return serveApp(dist, app.port, { referrerPolicy: 'referrerPolicy' in app ? app.referrerPolicy : undefined });
  });
  const stop = () => {
    for (const server of servers) server.close();
    for (const child of children) {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
  };
  return { stop, services };
}

async function main() {
  const { stop, services } = await startStack({ build: process.env.PORTAL_SKIP_BUILD !== '1' });
  console.log('\nThe Vet Portal is running:');
  console.log('  http://localhost:8080            (neutral welcome)');
  console.log('  http://lawnswood.localhost:8080  (Lawnswood welcome)');
  console.log('  http://edenhills.localhost:8080  (Edenhills welcome)');
  console.log('\nDemo logins:');
  for (const [user, password, what] of DEMO_LOGINS) console.log(`  ${user.padEnd(30)} ${password.padEnd(12)} ${what}`);
  console.log('\nPress Ctrl-C to stop.');
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the portal…');
    stop();
    services.once('exit', () => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('exit', stop);
  services.on('exit', (code) => {
    if (!stopping) {
      console.error(`portal-api stopped (exit ${code}); stopping the portal.`);
      stop();
      process.exit(1);
    }
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
