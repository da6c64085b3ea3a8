import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { watchChild, type RunningChild } from '../process/child.ts';
import { LIFELINE_CHILD_ENV } from '../process/lifeline.ts';
import { findPortUse, portTakenMessage } from '../process/port-holder.ts';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 20_000;

/** The server's process (its exit, stop, and the last lines of its log), and where it answers. */
export interface LocalIdentityServer extends RunningChild {
  /** http://127.0.0.1:<port> */
  endpoint: string;
}

/** cognito-local's own start script, through ours, which adds the real pool's password-reuse rule. */
const COGNITO_LOCAL_START = fileURLToPath(new URL('./cognito-local-start.mjs', import.meta.url));

/**
 * cognito-local reads `.cognito/config.json` under its working directory. Usernames are the emails
 * themselves (no email alias, so the access token's `username` is the email, as on the real pool),
 * and the issuer names the address it really listens on.
 */
function writeConfig(identityDir: string, port: number): void {
  const configDir = path.join(identityDir, '.cognito');
  fs.mkdirSync(configDir, { recursive: true });
  const config = {
    UserPoolDefaults: { UsernameAttributes: [] },
    TokenConfig: { IssuerDomain: `http://${HOST}:${port}` },
    ServerConfig: { hostname: HOST, port },
  };
  fs.writeFileSync(path.join(configDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

function logTail(logFile: string): string[] {
  try {
    return fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(-15);
  } catch {
    return [];
  }
}

function answers(endpoint: string): Promise<boolean> {
  return fetch(endpoint).then(
    () => true,
    () => false,
  );
}

async function waitUntilReady(endpoint: string, child: RunningChild): Promise<void> {
  let ended: string | undefined;
  void child.exited.then(({ code, signal }) => (ended = signal ? `was killed by ${signal}` : `exited with code ${code}`));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`cognito-local ${ended}:\n${child.lastOutput().join('\n')}`);
    if (await answers(endpoint)) return;
    await delay(100);
  }
  throw new Error(`cognito-local did not answer on ${endpoint} within ${READY_TIMEOUT_MS} ms:\n${child.lastOutput().join('\n')}`);
}

/**
 * Starts cognito-local in its own process with its data under `<dataDir>/identity`; its log goes to
 * cognito-local.log there. Its stdin is a lifeline (process/lifeline.ts): it ends when this process does,
 * however this one ends.
 */
export async function startLocalIdentityServer({ dataDir, port }: { dataDir: string; port: number }): Promise<LocalIdentityServer> {
  const endpoint = `http://${HOST}:${port}`;
  // Whatever answers there now would be mistaken for the server started below.
  if (await answers(endpoint)) {
    throw new Error(`${portTakenMessage(port, await findPortUse(port), { what: 'the identity stand-in', variable: 'PORTAL_IDENTITY_PORT' })}\nCannot start cognito-local on ${endpoint}.`);
  }
  const identityDir = path.join(dataDir, 'identity');
  writeConfig(identityDir, port);
  const logFile = path.join(identityDir, 'cognito-local.log');
  const log = fs.openSync(logFile, 'a');
  const spawned = spawn(process.execPath, [COGNITO_LOCAL_START], {
    cwd: identityDir,
    env: { ...process.env, ...LIFELINE_CHILD_ENV, PORT: String(port), HOST, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['pipe', log, log],
  });
  fs.closeSync(log);
  const child = watchChild(spawned, { lastOutput: () => logTail(logFile) });
  try {
    await waitUntilReady(endpoint, child);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { ...child, endpoint };
}
