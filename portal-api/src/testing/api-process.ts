// A real portal-api process for tests that need one (replicas on one database, clients that try to
// stop it): `node src/cli/start.ts` on a free port, with the identity pool's keys served by the test.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseSettings } from '../db/database.ts';
import { TEST_CLIENT_ID, TEST_ISSUER, type createTestKeys } from './tokens.ts';

const PORTAL_API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** What a process may take to start on a busy machine (a limit, not a wait). */
export const START_LIMIT_MS = 90_000;

export interface ApiProcess {
  /** http://localhost:<port> */
  url: string;
  process: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
}

/** The identity pool's JWKS URL as a server of the test's own, serving the test keys. */
export async function serveJwks(keys: Awaited<ReturnType<typeof createTestKeys>>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(keys.jwks)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The environment of an API process on `database` (its data dir; PostgreSQL when it has a URL) that
 * accepts the test keys' tokens (`jwksUrl` from serveJwks), on a free port.
 */
export function apiProcessEnv(database: DatabaseSettings, jwksUrl: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    PORTAL_DATA_DIR: database.dataDir,
    PORTAL_IDENTITY_USER_POOL_ID: 'local_testpool',
    PORTAL_IDENTITY_CLIENT_ID: TEST_CLIENT_ID,
    PORTAL_AUTH_ISSUER: TEST_ISSUER,
    PORTAL_AUTH_JWKS_URL: jwksUrl,
    ...(database.url ? { PORTAL_DATABASE_URL: database.url } : {}),
    ...extra,
  };
  if (!database.url) delete env.PORTAL_DATABASE_URL;
  delete env.PORTAL_ABLY_API_KEY;
  return env;
}

/** Starts `node src/cli/start.ts` and resolves once it says it is ready (rejects if it ends first). */
export function startApiProcess(name: string, env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts'], { cwd: PORTAL_API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in ${START_LIMIT_MS} ms:\n${output}`)), START_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /portal-api ready on (http:\/\/\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ url: ready[1]!, process: child, output: () => output });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} ended (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

/** Whether the process is still running (it has neither exited nor been killed). */
export const isRunning = (api: ApiProcess) => api.process.exitCode === null && api.process.signalCode === null;

/** Stops the process with SIGTERM and waits for it to end (at once if it has ended already). */
export function stopApiProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api || !isRunning(api)) return Promise.resolve();
  return new Promise((resolve) => {
    api.process.once('exit', () => resolve());
    api.process.kill('SIGTERM');
  });
}
