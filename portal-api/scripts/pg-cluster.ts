// A throwaway PostgreSQL cluster for the tests: initdb into a temp dir, started on a free loopback
// port, with one database; stopped and removed on exit. Debian's postgresql package puts its
// binaries under /usr/lib/postgresql/<version>/bin (npm test installs it when missing).
//
//   node --import tsx scripts/pg-cluster.ts                 prints the URL, runs until Ctrl-C
//   node --import tsx scripts/pg-cluster.ts -- <command>    runs <command> with PORTAL_TEST_DATABASE_URL set
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import { findFreePort } from '../src/testing/free-port.ts';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const DEBIAN_POSTGRES = '/usr/lib/postgresql';
/** initdb and the server refuse to run as root: as root, the cluster runs as Debian's postgres user. */
const RUN_AS = 'postgres';
const SUPERUSER = 'portal';
const DATABASE = 'portal';

export interface PgCluster {
  /** postgres://portal@127.0.0.1:<port>/portal: the cluster's superuser, no password (loopback only). */
  url: string;
  /** Stops the server and removes its files (synchronous, so it runs in an exit handler too). */
  stop(): void;
}

/** The newest installed PostgreSQL's bin directory. */
export function postgresBinDir(): string {
  const versions = fs.existsSync(DEBIAN_POSTGRES)
    ? fs
        .readdirSync(DEBIAN_POSTGRES)
        .filter((version) => fs.existsSync(path.join(DEBIAN_POSTGRES, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`PostgreSQL is not installed (no ${DEBIAN_POSTGRES}/<version>/bin/initdb): apt-get install -y postgresql`);
  }
  return path.join(DEBIAN_POSTGRES, versions[0]!, 'bin');
}

/** Starts a cluster in a new temp dir on a free port and creates its database. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[], options: SpawnSyncOptions = {}) => {
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', RUN_AS, '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8', ...options });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (exit ${result.status}):\n${String(result.stderr)}${String(result.stdout)}`);
  };

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  if (asRoot) {
    const user = spawnSync('id', ['-u', RUN_AS], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', RUN_AS], { encoding: 'utf8' });
    if (user.status !== 0) throw new Error(`Running as root, the cluster needs the ${RUN_AS} user (Debian's postgresql package makes it)`);
    fs.chownSync(dir, Number(user.stdout), Number(group.stdout));
  }
  const dataDir = path.join(dir, 'data');
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      try {
        run('pg_ctl', ['stop', '--pgdata', dataDir, '--mode', 'immediate', '--wait', '--silent']);
      } catch (error) {
        console.error(error);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // Scratch data: no fsync, trust on loopback only.
    run('initdb', ['--pgdata', dataDir, '--username', SUPERUSER, '--auth', 'trust', '--encoding', 'UTF8', '--no-locale', '--no-sync']);
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await findFreePort();
      const server = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=300',
      ].join(' ');
      try {
        run('pg_ctl', ['start', '--pgdata', dataDir, '--log', path.join(dir, 'server.log'), '--wait', '--silent', '-o', server]);
        running = true;
        break;
      } catch (error) {
        // Another process took the port between our probe and the server's bind: try another.
        if (attempt >= 3) throw error;
      }
    }
    const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/${DATABASE}`;
    const admin = new pg.Client({ connectionString: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${DATABASE}`);
    } finally {
      await admin.end();
    }
    return { url, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function main(argv: string[]) {
  const separator = argv.indexOf('--');
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const cluster = await startPgCluster();
  process.on('exit', () => cluster.stop());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  if (command.length === 0) {
    console.log(cluster.url);
    console.error('PostgreSQL is running; Ctrl-C stops it and removes its files.');
    setInterval(() => undefined, 1 << 30);
    return;
  }
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, PORTAL_TEST_DATABASE_URL: cluster.url } });
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
