import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort } from '../testing/free-port.ts';
import { canInspectProcesses, findPortUse, holderKind, isRunning, isStaleOwnProcess, listeningSocketInodes, portTakenMessage, type PortHolder } from './port-holder.ts';

// /proc/net/tcp and tcp6 as Linux writes them: port 8090 is 1F9A; state 0A is LISTEN, 01 ESTABLISHED.
const TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:1F9A 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 41001 1 0000000000000000 100 0 0 10 0
   1: 0100007F:2405 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 41002 1 0000000000000000 100 0 0 10 0
   2: 0100007F:1F9A 0100007F:D2C4 01 00000000:00000000 00:00000000 00000000     0        0 41003 1 0000000000000000 20 4 30 10 -1
`;
const TCP6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000000000000000000001000000:1F9A 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 41004 1 0000000000000000 100 0 0 10 0
`;

describe('listeningSocketInodes', () => {
  it('finds the sockets listening on the port, on IPv4 and IPv6, and not its connections', () => {
    expect(listeningSocketInodes(TCP, 8090)).toEqual(['41001']);
    expect(listeningSocketInodes(TCP6, 8090)).toEqual(['41004']);
    expect(listeningSocketInodes(TCP, 9221)).toEqual(['41002']);
    expect(listeningSocketInodes(TCP, 8080)).toEqual([]);
  });
});

const DATA_DIR = '/home/nurse/portal/.data';
const holder = (command: string, more: Partial<PortHolder> = {}): PortHolder => ({
  pid: 4242,
  command,
  ppid: 1,
  cwd: '/home/nurse',
  openFiles: [],
  dataDirEnv: undefined,
  ...more,
});
const STAND_IN = 'node /home/nurse/portal/portal-api/src/identity/cognito-local-start.mjs';
const API = 'node --import tsx /home/nurse/portal/portal-api/src/cli/services.ts';

describe('isStaleOwnProcess', () => {
  const noParent = () => undefined;
  it.each<[string, PortHolder, boolean]>([
    ['an orphaned identity stand-in working in the data folder', holder(STAND_IN, { cwd: `${DATA_DIR}/identity` }), true],
    ['an orphaned portal-api with the database open', holder(API, { openFiles: [`${DATA_DIR}/portal.db`] }), true],
    ['an orphaned portal-api started with PORTAL_DATA_DIR (relative to its folder)', holder(API, { cwd: '/home/nurse/portal', dataDirEnv: '.data' }), true],
    ['a stand-in of another data folder', holder(STAND_IN, { cwd: '/home/nurse/other/.data/identity' }), false],
    ['another program in the data folder', holder('python3 -m http.server 9229', { cwd: DATA_DIR }), false],
  ])('%s: %s', (_what, process, stale) => {
    expect(isStaleOwnProcess(process, DATA_DIR, noParent)).toBe(stale);
  });

  it('is not stale while a portal of ours runs it (its parent is our stack, services or pnpm running them)', () => {
    const standIn = holder(STAND_IN, { cwd: `${DATA_DIR}/identity`, ppid: 4000 });
    const parent = (command: string) => () => holder(command, { pid: 4000 });
    expect(isStaleOwnProcess(standIn, DATA_DIR, parent('node --import tsx scripts/stack.ts'))).toBe(false);
    expect(isStaleOwnProcess(standIn, DATA_DIR, parent(API))).toBe(false);
    expect(isStaleOwnProcess(standIn, DATA_DIR, parent('node /usr/local/bin/pnpm --filter portal-api services'))).toBe(false);
    // Handed to a subreaper (systemd --user) when its parent died.
    expect(isStaleOwnProcess(standIn, DATA_DIR, parent('/lib/systemd/systemd --user'))).toBe(true);
  });
});

describe('holderKind', () => {
  it('tells the portal’s processes from others by their command lines', () => {
    expect(holderKind(STAND_IN)).toBe('identity');
    expect(holderKind('node /x/node_modules/cognito-local/lib/bin/start.js')).toBe('identity');
    expect(holderKind('node --import tsx src/cli/start.ts')).toBe('api');
    expect(holderKind('node --import tsx scripts/stack.ts')).toBe('stack');
    expect(holderKind('node /usr/local/bin/pnpm --filter portal-api stack')).toBe('stack');
    expect(holderKind('node server.js')).toBe('other');
  });
});

describe.skipIf(!canInspectProcesses())('findPortUse (Linux)', () => {
  let holderPid: number | undefined;
  afterEach(() => {
    if (holderPid) process.kill(holderPid, 'SIGKILL');
    holderPid = undefined;
  });

  it('names the process listening on a port, and says what to do', async () => {
    const port = await findFreePort();
    expect(await findPortUse(port)).toEqual({ taken: false, holders: [] });
    const child = spawn(process.execPath, ['-e', `require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.log('listening'))`], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    holderPid = child.pid;
    await new Promise((resolve) => child.stdout.once('data', resolve));

    const use = await findPortUse(port);
    expect(use.taken).toBe(true);
    expect(use.holders).toEqual([expect.objectContaining({ pid: child.pid, ppid: process.pid, command: expect.stringContaining(`${process.execPath} -e require('node:net')`) as string })]);
    const message = portTakenMessage(port, use, { what: 'portal-api', variable: 'PORTAL_API_PORT' });
    expect(message).toContain(`Port ${port} (portal-api) is already in use by:\n  pid ${child.pid} (${process.execPath} -e`);
    expect(message).toContain(`Stop that program (kill ${child.pid}), or set PORTAL_API_PORT to a free port.`);
  });

  // Python can end a process's first thread alone (pthread_exit); Node cannot.
  const python = ['/usr/bin/python3', '/usr/local/bin/python3'].find((file) => fs.existsSync(file));
  it.skipIf(!python)('counts a process as running while its first thread is a zombie and another thread still runs', async () => {
    // How a process looks for a moment while it ends: its first thread gone, another still holding its sockets.
    const script = ['import ctypes, threading, time', 'threading.Thread(target=lambda: time.sleep(60)).start()', "print('ready', flush=True)", 'ctypes.CDLL(None).pthread_exit(None)'];
    const child = spawn(python!, ['-c', script.join('\n')], { stdio: ['ignore', 'pipe', 'ignore'] });
    holderPid = child.pid;
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const state = () => fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]![0];
    await expect.poll(state).toBe('Z');
    expect(isRunning(child.pid!)).toBe(true);

    child.kill('SIGKILL');
    holderPid = undefined;
    await expect.poll(() => isRunning(child.pid!)).toBe(false);
  });

  it('says when the holder cannot be seen (another user’s process)', () => {
    expect(portTakenMessage(8090, { taken: true, holders: [] }, { what: 'portal-api', variable: 'PORTAL_API_PORT' })).toBe(
      "Port 8090 (portal-api) is already in use by a process this user cannot see (another user's). Find it with `sudo ss -ltnp 'sport = :8090'` and stop it, or set PORTAL_API_PORT to a free port.",
    );
  });
});
