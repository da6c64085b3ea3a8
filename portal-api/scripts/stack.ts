// The local portal, as `npm start` runs it (and the e2e suite, on a fresh data folder): a supervisor of
// the identity stand-in and portal-api, each in a process of its own, and every app's production build
// served on its own port (DESIGN.md) with the runtime config.json beside it (issue 29).
// - A child that ends unexpectedly is started again within a second or so; the log says how it ended,
//   with its last error output, and how many restarts; a crash loop gives up with a message (supervise.ts).
// - Nothing outlives the stack: Ctrl-C, SIGTERM, a crash of the stack and kill -9 of it end every child
//   (each child's stdin is its lifeline, src/process/lifeline.ts). Started with PORTAL_LIFELINE=stdin
//   (bootstrap.mjs, the e2e suite), the stack itself ends with the process that started it.
// - A port already taken names the process holding it; one that an earlier start of ours left running
//   for the same data folder is stopped, and the log says so.
// Ports: PORTAL_API_PORT (8090), PORTAL_IDENTITY_PORT (9229), PORTAL_APPS_PORT (8080, the host; the four
// remotes follow it); PORTAL_SKIP_APPS=1 serves no apps (and builds none), PORTAL_SKIP_BUILD=1 serves the
// builds there are. PORTAL_DEV (`pnpm dev`): `all`, or app folders separated by commas, run from source in
// webpack's dev server on their ports instead of their builds (the others are built and served as usual);
// with the host built, those are built for its production page and a save reloads it (devServerEnv).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startIdentity } from '../src/identity/local-identity.ts';
import type { IdentitySettings } from '../src/identity/settings.ts';
import { describeExit, watchChild, type RunningChild } from '../src/process/child.ts';
import { LIFELINE_CHILD_ENV, watchLifeline } from '../src/process/lifeline.ts';
import { describeHolder, findPortUse, isRunning, isStaleOwnProcess, portTakenMessage, type PortUse } from '../src/process/port-holder.ts';
import { APPS } from './apps.ts';
import { releasesDirFrom } from './releases.ts';
import { serveApp } from './serve-app.ts';
import { devServerEnv, runtimeConfig, stackOptionsFromEnv, type StackOptions } from './stack-options.ts';
import { supervise, type Supervised } from './supervise.ts';

const PORTAL_API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(PORTAL_API_DIR, '..');
const API_START = path.join(PORTAL_API_DIR, 'src', 'cli', 'start.ts');
/** What portal-api may take to migrate, seed and listen on a busy machine (a limit, not a wait). */
const API_READY_TIMEOUT_MS = 90_000;
/** How long a process left behind by an earlier start may take to end after SIGTERM, before SIGKILL. */
const STALE_STOP_TIMEOUT_MS = 5000;

const OWNER_APP_OFFSET = 3;

const DEMO_LOGINS: readonly (readonly [string, string, string])[] = [
  ['direct.staff@example.com', 'Portal#2026', 'Level 1, vet_direct practice of Lawnswood (WA)'],
  ['direct.manager@example.com', 'Portal#2026', 'Level 3, same practice'],
  ['referral.staff@example.com', 'Portal#2026', 'referral practice of Edenhills (SA)'],
  ['unity.staff@example.com', 'Portal#2026', 'vet_unity practice of Pets in Peace (QLD)'],
  ['new.starter@example.com', 'Temp#2026', 'must choose a new password'],
];

/** The stack's own lines in the log, told apart from its children's output. */
function log(line: string) {
  console.log(`[stack] ${line}`);
}

/** Builds the apps that are served from their builds (all but those run from source). */
function buildApps(devApps: ReadonlySet<string>) {
  const built = APPS.filter((app) => !devApps.has(app.dir));
  if (built.length === 0) return;
  const filters = built.flatMap((app) => ['--filter', `./${app.dir}`]);
  const result = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The apps could not be built');
}

/** What a dev server may take to compile its app the first time on a busy machine (a limit, not a wait). */
const DEV_SERVER_READY_TIMEOUT_MS = 180_000;

/**
 * One app from source in webpack's dev server (its `dev` script's command, run directly so that stopping
 * it stops the server), on the app's port, with the runtime config the stack wrote and the host's page
 * it runs in (devServerEnv). Its stdin is its lifeline (the app's webpack config watches it under
 * PORTAL_DEV_CONFIG). Resolves once it serves the page.
 */
async function startDevServer(app: (typeof APPS)[number], port: number, devEnv: ReturnType<typeof devServerEnv>): Promise<RunningChild> {
  const appDir = path.join(root, app.dir);
  const cli = path.join(appDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const env = { ...process.env, ...devEnv };
  const configName = 'remote' in app ? app.remote : app.dir;
  const spawned = spawn(process.execPath, [cli, 'serve', '--mode', 'development', '--config-name', configName], { cwd: appDir, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const child = watchChild(spawned);
  let ended: string | undefined;
  void child.exited.then((exit) => (ended = describeExit(exit)));
  const deadline = Date.now() + DEV_SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The ${app.dir} dev server ended before it was ready (${ended}). Its last error output:\n${child.lastOutput().join('\n')}`);
    const ready = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await delay(500);
  }
  await child.stop();
  throw new Error(`The ${app.dir} dev server did not serve http://localhost:${port}/ within ${DEV_SERVER_READY_TIMEOUT_MS / 1000} s`);
}


interface PortUseOf {
  port: number;
  /** Whose port it is, as the message says it: "portal-api's". */
  what: string;
  variable: string;
}

function portsOf(options: StackOptions): PortUseOf[] {
  const apps = options.appsPort;
  return [
    { port: options.identityPort, what: 'the identity stand-in', variable: 'PORTAL_IDENTITY_PORT' },
    { port: options.apiPort, what: 'portal-api', variable: 'PORTAL_API_PORT' },
    ...(apps === undefined ? [] : APPS.map((app) => ({ port: apps + app.offset, what: `the ${app.dir} app`, variable: 'PORTAL_APPS_PORT' }))),
  ];
}

/** SIGTERM, then SIGKILL if it is still there after a while; resolves once it has ended. */
async function stopProcess(pid: number) {
  const ended = async (withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (isRunning(pid) && Date.now() < deadline) await delay(50);
    return !isRunning(pid);
  };
  try {
    process.kill(pid, 'SIGTERM');
    if (!(await ended(STALE_STOP_TIMEOUT_MS))) process.kill(pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  await ended(STALE_STOP_TIMEOUT_MS);
}

/** The port's use once it is free, or as it still is after a while (a stopped holder's socket may outlive it briefly). */
async function portFreed(port: number): Promise<PortUse> {
  const deadline = Date.now() + STALE_STOP_TIMEOUT_MS;
  let use = await findPortUse(port);
  while (use.taken && Date.now() < deadline) {
    await delay(50);
    use = await findPortUse(port);
  }
  return use;
}

/**
 * Makes sure the ports are free: a process of ours that an earlier start left running for this data
 * folder is stopped (and the log says so); anything else stops the start with a message naming the
 * holder and what to do, for every taken port at once.
 */
async function clearPorts(ports: PortUseOf[], dataDir: string): Promise<void> {
  const problems: string[] = [];
  for (const { port, what, variable } of ports) {
    let use = await findPortUse(port);
    if (!use.taken) continue;
    if (use.holders.length > 0 && use.holders.every((holder) => isStaleOwnProcess(holder, dataDir))) {
      for (const holder of use.holders) {
        log(`Port ${port} (${what}) was held by ${describeHolder(holder)}, left running by an earlier start of the portal for ${dataDir}: stopping it.`);
        await stopProcess(holder.pid);
      }
      use = await portFreed(port);
      if (!use.taken) continue;
    }
    problems.push(portTakenMessage(port, use, { what, variable }));
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** Resolves once portal-api answers /health; rejects when the process ends first or takes too long. */
async function waitUntilHealthy(url: string, child: RunningChild) {
  let ended: string | undefined;
  void child.exited.then((exit) => (ended = describeExit(exit)));
  const deadline = Date.now() + API_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const output = () => (child.lastOutput().length > 0 ? ` Its last error output:\n${child.lastOutput().map((line) => `    ${line}`).join('\n')}` : '');
    if (ended) throw new Error(`portal-api ended before it was ready (${ended}).${output()}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await delay(200);
  }
  throw new Error(`portal-api did not answer ${url}/health within ${API_READY_TIMEOUT_MS / 1000} s`);
}

/** portal-api in a process of its own (src/cli/start.ts), reading the identity stand-in's identity.json. */
async function startApiProcess(options: StackOptions): Promise<RunningChild> {
  // The port was checked at the start; a restart checks it again (something may have taken it since).
  await clearPorts([{ port: options.apiPort, what: 'portal-api', variable: 'PORTAL_API_PORT' }], options.dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...LIFELINE_CHILD_ENV,
    PORT: String(options.apiPort),
    PORTAL_DATA_DIR: options.dataDir,
  };
  // The owners' approval links point at the owner app where this stack serves it.
  if (options.appsPort !== undefined && !env.PORTAL_OWNER_APP_URL) env.PORTAL_OWNER_APP_URL = `http://localhost:${options.appsPort + OWNER_APP_OFFSET}`;
  // The overdue digest links to the portal where this stack serves it.
  if (options.appsPort !== undefined && !env.PORTAL_APP_URL) env.PORTAL_APP_URL = `http://localhost:${options.appsPort}`;
  // The stack's pool is its own stand-in's (identity.json), whatever the environment names.
  delete env.PORTAL_IDENTITY_USER_POOL_ID;
  const spawned = spawn(process.execPath, ['--import', 'tsx', API_START], { cwd: PORTAL_API_DIR, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const child = watchChild(spawned);
  try {
    await waitUntilHealthy(`http://127.0.0.1:${options.apiPort}`, child);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return child;
}

export interface RunningStack {
  /** Resolves when everything is up; rejects (having stopped what had started) when something cannot start. */
  started: Promise<void>;
  /** Stops everything, also while starting. */
  stop(): Promise<void>;
  /** Ends every child at once (SIGKILL): for a stack that is ending and cannot wait. */
  kill(): void;
}

/**
 * Starts the stack: checks the ports, starts the identity stand-in and portal-api under supervision, then
 * serves the apps. `onGiveUp` is told when a child crashes again and again (the caller stops the stack).
 */
export function runStack(options: StackOptions, onGiveUp: (message: string) => void): RunningStack {
  let stopping = false;
  const supervised: Supervised[] = [];
  const servers: Server[] = [];
  const apiUrl = `http://localhost:${options.apiPort}`;

  const started = (async () => {
    if (process.env.NODE_ENV === 'production') throw new Error('The local stack (identity stand-in, demo data) is not for production: run src/cli/start.ts');
    const appsPort = options.appsPort;
    if (appsPort !== undefined) {
      if (options.build) buildApps(options.devApps);
      for (const app of APPS) {
        if (options.devApps.has(app.dir)) continue;
        if (!fs.existsSync(path.join(root, app.dir, 'dist', 'index.html'))) throw new Error(`${app.dir} has no build: run pnpm build first`);
      }
    }
    fs.mkdirSync(options.dataDir, { recursive: true });
    await clearPorts(portsOf(options), options.dataDir);

    const common = { log, onGiveUp, ...(options.restartPolicy ? { policy: options.restartPolicy } : {}) };
    let identitySettings: IdentitySettings | undefined;
    const identity = await supervise({
      ...common,
      name: 'the identity stand-in',
      start: async () => {
        const running = await startIdentity(options.dataDir, options.identityPort);
        identitySettings = running.settings;
        return running.server;
      },
      onRestarted: (child, restarts) => log(`The identity stand-in is back on ${identitySettings?.endpoint} (pid ${child.pid}, restart ${restarts}).`),
    });
    supervised.push(identity);
    log(`The identity stand-in is up on ${identitySettings?.endpoint} (pid ${identity.current()?.pid}), settings in ${path.join(options.dataDir, 'identity.json')}.`);
    if (stopping) return;

    const api = await supervise({
      ...common,
      name: 'portal-api',
      start: () => startApiProcess(options),
      onRestarted: (child, restarts) => log(`portal-api is back on ${apiUrl} (pid ${child.pid}, restart ${restarts}).`),
    });
    supervised.push(api);
    log(`portal-api is up on ${apiUrl} (pid ${api.current()?.pid}).`);
    if (stopping || appsPort === undefined || !identitySettings) return;

    const config = JSON.stringify(runtimeConfig(identitySettings, { apiPort: options.apiPort, appsPort }), null, 2);
    const devConfig = path.join(options.dataDir, 'dev-config.json');
    if (options.devApps.size > 0) fs.writeFileSync(devConfig, config);
    for (const app of APPS) {
      if (options.devApps.has(app.dir)) {
        const port = appsPort + app.offset;
        const devEnv = devServerEnv({ devApps: options.devApps, port, configFile: devConfig });
        const server = await supervise({
          ...common,
          name: `the ${app.dir} dev server`,
          start: () => startDevServer(app, port, devEnv),
          onRestarted: (child, restarts) => log(`The ${app.dir} dev server is back on http://localhost:${port} (pid ${child.pid}, restart ${restarts}).`),
        });
        supervised.push(server);
        const onSave = devEnv.PORTAL_DEV_HOST === 'build' ? "a reload of the page (the host's build) on save" : 'hot reload on save';
        log(`${app.dir} runs from source with ${onSave} on http://localhost:${port} (pid ${server.current()?.pid}).`);
        if (stopping) return;
        continue;
      }
      const dist = path.join(root, app.dir, 'dist');
      fs.writeFileSync(path.join(dist, 'config.json'), config);
      const server = serveApp(dist, appsPort + app.offset, {
        referrerPolicy: 'referrerPolicy' in app ? app.referrerPolicy : undefined,
        // The remotes' released versions (pnpm release), and the channels every app's config.json follows.
        releases: { dir: releasesDirFrom(process.env, options.dataDir), remote: 'remote' in app ? app.remote : undefined },
      });
      servers.push(server);
      await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
    }
  })();

  return {
    started,
    async stop() {
      stopping = true;
      // None of them is restarted from here on: a Ctrl-C reaches every process of the terminal's group at once.
      for (const part of supervised) part.letEnd();
      await started.catch(() => undefined);
      for (const part of supervised) part.letEnd();
      for (const server of servers) server.close();
      // portal-api first: it may be in the middle of a request that needs the identity stand-in.
      for (const part of [...supervised].reverse()) await part.stop();
    },
    kill() {
      for (const part of supervised) part.current()?.kill();
    },
  };
}

function printWelcome(options: StackOptions) {
  if (options.appsPort === undefined) {
    console.log(`\nportal-api and the identity stand-in are running (no apps: PORTAL_SKIP_APPS=1). Press Ctrl-C to stop.`);
    return;
  }
  const host = `localhost:${options.appsPort}`;
  console.log('\nThe Vet Portal is running:');
  console.log(`  http://${host}            (neutral welcome)`);
  console.log(`  http://lawnswood.${host}  (Lawnswood welcome)`);
  console.log(`  http://edenhills.${host}  (Edenhills welcome)`);
  console.log('\nDemo logins:');
  for (const [user, password, what] of DEMO_LOGINS) console.log(`  ${user.padEnd(30)} ${password.padEnd(12)} ${what}`);
  console.log('\nportal-api is restarted if it stops unexpectedly. Press Ctrl-C to stop.');
}

async function main() {
  const options = stackOptionsFromEnv();
  let stopping = false;
  const stack = runStack(options, (message) => void shutdown(1, message));

  async function shutdown(exitCode: number, message?: string) {
    // Once is enough: a Ctrl-C reaches this process twice under npm start (from the terminal, and
    // passed on by bootstrap.mjs), and each child's stop has its own time limit.
    if (stopping) return;
    stopping = true;
    if (message) console.error(`[stack] ${message}`);
    log('Stopping the portal…');
    await stack.stop();
    process.exit(exitCode);
  }

  // A reader of the output that went away (EPIPE) is no reason to crash: the lifeline says when to stop.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));
  if (watchLifeline(() => void shutdown(0))) log('Will stop when the process that started it ends (PORTAL_LIFELINE=stdin).');
  process.on('uncaughtException', (error) => {
    console.error('[stack] The stack itself failed, stopping everything:', error);
    stack.kill();
    process.exit(1);
  });
  // Whatever ends this process ends its children too (kill -9 of it: their lifelines).
  process.on('exit', () => stack.kill());

  try {
    await stack.started;
  } catch (error) {
    await shutdown(1, error instanceof Error ? error.message : String(error));
    return;
  }
  if (!stopping) printWelcome(options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main().catch((error: unknown) => {
    console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
