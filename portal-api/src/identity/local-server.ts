import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

export interface LocalIdentityServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** Resolves with the exit code when the server process ends for any reason. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
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

function logTail(logFile: string): string {
  return fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
}

function answers(endpoint: string): Promise<boolean> {
  return fetch(endpoint).then(
    () => true,
    () => false,
  );
}

async function waitUntilReady(endpoint: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`cognito-local exited with code ${child.exitCode}:\n${logTail(logFile)}`);
    }
    if (await answers(endpoint)) return;
    await delay(100);
  }
  throw new Error(`cognito-local did not answer on ${endpoint} within ${READY_TIMEOUT_MS} ms:\n${logTail(logFile)}`);
}

/** Starts cognito-local in its own process with its data under `<dataDir>/identity`; its log goes to cognito-local.log there. */
export async function startLocalIdentityServer({ dataDir, port }: { dataDir: string; port: number }): Promise<LocalIdentityServer> {
  const endpoint = `http://${HOST}:${port}`;
  // Whatever answers there now would be mistaken for the server started below.
  if (await answers(endpoint)) throw new Error(`Port ${port} is already in use: cannot start cognito-local on ${endpoint}`);
  const identityDir = path.join(dataDir, 'identity');
  writeConfig(identityDir, port);
  const logFile = path.join(identityDir, 'cognito-local.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [COGNITO_LOCAL_START], {
    cwd: identityDir,
    env: { ...process.env, PORT: String(port), HOST, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS, false)]);
    if (!stopped) child.kill('SIGKILL');
    await exited;
  };

  try {
    await waitUntilReady(endpoint, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, exited, stop };
}
