// Which process listens on a TCP port, so "port already in use" can name it. On Linux: the port's
// listening sockets from /proc/net/tcp and tcp6 (their inodes), then the processes whose
// /proc/<pid>/fd links to one of them. Processes of another user cannot be looked into without root:
// they show as "cannot see". Elsewhere there is no /proc, and the answer is only whether the port is taken.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface PortHolder {
  pid: number;
  /** The command line, its arguments joined with spaces. */
  command: string;
  /** The parent process's id (0 when unknown). */
  ppid: number;
  /** The working directory, when readable. */
  cwd: string | undefined;
  /** Files it has open (absolute paths), when readable. */
  openFiles: string[];
  /** PORTAL_DATA_DIR from its environment as it was started, if set. */
  dataDirEnv: string | undefined;
}

export interface PortUse {
  /** Something listens on the port. */
  taken: boolean;
  /** The processes holding it that this user can see; empty when taken by another user's process. */
  holders: PortHolder[];
}

const LISTEN_STATE = '0A';
const PROC = '/proc';

/** The inodes of the sockets listening on `port` in one /proc/net/tcp or /proc/net/tcp6 table. */
export function listeningSocketInodes(table: string, port: number): string[] {
  const inodes: string[] = [];
  for (const line of table.split('\n').slice(1)) {
    // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode …
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10) continue;
    const localPort = Number.parseInt(fields[1]!.split(':').at(-1) ?? '', 16);
    if (localPort === port && fields[3] === LISTEN_STATE && fields[9] !== '0') inodes.push(fields[9]!);
  }
  return inodes;
}

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const readLink = (link: string) => {
  try {
    return fs.readlinkSync(link);
  } catch {
    return undefined;
  }
};

const listDir = (dir: string) => {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
};

/** True where /proc describes sockets and processes (Linux). */
export const canInspectProcesses = () => fs.existsSync(path.join(PROC, 'net', 'tcp'));

/** What /proc tells of one process, or undefined when it is gone. */
export function describeProcess(pid: number, fdLinks = listDir(path.join(PROC, String(pid), 'fd')).map((fd) => readLink(path.join(PROC, String(pid), 'fd', fd)))): PortHolder | undefined {
  const dir = path.join(PROC, String(pid));
  const cmdline = readText(path.join(dir, 'cmdline'));
  if (cmdline === undefined) return undefined;
  const stat = readText(path.join(dir, 'stat')) ?? '';
  // pid (comm) state ppid …: the name may hold spaces and parentheses, so read after the last ')'.
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 1).trim().split(/\s+/)[1] ?? 0);
  const environ = readText(path.join(dir, 'environ')) ?? '';
  const dataDirEnv = environ
    .split('\0')
    .find((entry) => entry.startsWith('PORTAL_DATA_DIR='))
    ?.slice('PORTAL_DATA_DIR='.length);
  return {
    pid,
    command: cmdline.split('\0').filter(Boolean).join(' '),
    ppid: Number.isInteger(ppid) ? ppid : 0,
    cwd: readLink(path.join(dir, 'cwd')),
    openFiles: fdLinks.filter((link): link is string => link?.startsWith('/') ?? false),
    dataDirEnv: dataDirEnv || undefined,
  };
}

const isZombie = (stat: string) => stat.slice(stat.lastIndexOf(')') + 1).trim()[0] === 'Z';

/**
 * Whether a process is still running (a zombie, ended but not yet reaped, is not). While a process
 * ends, its first thread may be a zombie already while others still hold its files and sockets: it
 * runs until every thread has ended.
 */
export function isRunning(pid: number): boolean {
  if (canInspectProcesses()) {
    const stat = readText(path.join(PROC, String(pid), 'stat'));
    if (stat === undefined) return false;
    if (!isZombie(stat)) return true;
    const tasks = path.join(PROC, String(pid), 'task');
    return listDir(tasks).some((task) => {
      const taskStat = readText(path.join(tasks, task, 'stat'));
      return taskStat !== undefined && !isZombie(taskStat);
    });
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `port` can be listened on at 127.0.0.1 right now (for systems without /proc). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Whether anything listens on `port` (any local address) and, on Linux, which processes. */
export async function findPortUse(port: number): Promise<PortUse> {
  if (!canInspectProcesses()) return { taken: !(await canListen(port)), holders: [] };
  const inodes = new Set(['tcp', 'tcp6'].flatMap((table) => listeningSocketInodes(readText(path.join(PROC, 'net', table)) ?? '', port)));
  if (inodes.size === 0) return { taken: false, holders: [] };
  const holders: PortHolder[] = [];
  for (const entry of listDir(PROC)) {
    if (!/^\d+$/.test(entry)) continue;
    const fdDir = path.join(PROC, entry, 'fd');
    const links = listDir(fdDir).map((fd) => readLink(path.join(fdDir, fd)));
    if (!links.some((link) => link && inodes.has(/^socket:\[(\d+)\]$/.exec(link)?.[1] ?? ''))) continue;
    const holder = describeProcess(Number(entry), links);
    if (holder) holders.push(holder);
  }
  return { taken: true, holders };
}

/** The portal's own processes, by their command lines: the identity stand-in, portal-api, the stack. */
const OUR_IDENTITY = /cognito-local-start\.mjs|cognito-local\/lib\/bin\/start\.js/;
const OUR_API = /src\/cli\/(start|services)\.ts/;
const OUR_STACK = /scripts\/stack\.ts|pnpm(\.cjs)? .*portal-api (stack|services|start)\b/;

export type HolderKind = 'identity' | 'api' | 'stack' | 'other';

export function holderKind(command: string): HolderKind {
  if (OUR_IDENTITY.test(command)) return 'identity';
  if (OUR_API.test(command)) return 'api';
  if (OUR_STACK.test(command)) return 'stack';
  return 'other';
}

const inside = (dir: string, file: string | undefined) => file !== undefined && (file === dir || file.startsWith(dir + path.sep));

/** Whether the process works on this data folder: its working directory, a file it has open, or its PORTAL_DATA_DIR. */
export function usesDataDir(holder: PortHolder, dataDir: string): boolean {
  const dir = path.resolve(dataDir);
  const fromEnv = holder.dataDirEnv && path.resolve(holder.cwd ?? '/', holder.dataDirEnv);
  return inside(dir, holder.cwd) || holder.openFiles.some((file) => inside(dir, file)) || fromEnv === dir;
}

/**
 * An identity stand-in or portal-api of ours, for this data folder, that nothing of ours runs any more:
 * its parent is gone (it was handed to init or a subreaper) or is not one of the portal's processes.
 * What an earlier stack left behind when it ended without stopping it (issue 29).
 */
export function isStaleOwnProcess(holder: PortHolder, dataDir: string, parentOf: (pid: number) => PortHolder | undefined = (pid) => describeProcess(pid)): boolean {
  const kind = holderKind(holder.command);
  if ((kind !== 'identity' && kind !== 'api') || !usesDataDir(holder, dataDir)) return false;
  if (holder.ppid <= 1) return true;
  const parent = parentOf(holder.ppid);
  return parent === undefined || holderKind(parent.command) === 'other';
}

/** "pid 123 (node server.js, in /home/x)": a holder as a person can find it. */
export function describeHolder(holder: PortHolder): string {
  const command = holder.command.length > 200 ? `${holder.command.slice(0, 200)}…` : holder.command;
  return `pid ${holder.pid} (${command || 'no command line'}${holder.cwd ? `, in ${holder.cwd}` : ''})`;
}

/**
 * What to tell a person whose port is taken: who holds it and what to do. `what` names the port's use
 * ("portal-api's"), `variable` the environment variable that moves it.
 */
export function portTakenMessage(port: number, use: PortUse, { what, variable }: { what: string; variable?: string }): string {
  const moveIt = variable ? `, or set ${variable} to a free port` : '';
  if (!canInspectProcesses()) return `Port ${port} (${what}) is already in use by another program. Stop that program${moveIt}.`;
  if (use.holders.length === 0) {
    return `Port ${port} (${what}) is already in use by a process this user cannot see (another user's). Find it with \`sudo ss -ltnp 'sport = :${port}'\` and stop it${moveIt}.`;
  }
  const lines = use.holders.map((holder) => {
    const parent = holderKind(holder.command) === 'other' ? undefined : describeProcess(holder.ppid);
    const partOf = parent && holderKind(parent.command) !== 'other' ? `, started by the portal's ${describeHolder(parent)}` : '';
    return `  ${describeHolder(holder)}${partOf}`;
  });
  const ours = use.holders.some((holder) => holderKind(holder.command) !== 'other');
  const advice = ours
    ? `Another portal is running on it (another terminal's npm start, or the e2e suite): stop that one first (Ctrl-C in its terminal, or kill ${use.holders[0]!.pid})${moveIt}.`
    : `Stop that program (kill ${use.holders.map((holder) => holder.pid).join(' ')})${moveIt}.`;
  return `Port ${port} (${what}) is already in use by:\n${lines.join('\n')}\n${advice}`;
}
