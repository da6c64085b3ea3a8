// One handle for a child process the portal starts (the identity stand-in, portal-api under the stack):
// how it ended, a stop that cannot hang, and its last lines of error output for a crash report.
import type { ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningChild {
  pid: number | undefined;
  /** Resolves when the process has ended, for any reason (a failed spawn too). */
  exited: Promise<ChildExit>;
  /** Asks it to stop (SIGTERM, then SIGKILL after a while) and resolves once it has ended. */
  stop(): Promise<void>;
  /** Ends it at once (SIGKILL): for a parent that is itself ending and cannot wait. */
  kill(): void;
  /** Its last lines of error output, for a crash report (empty when none). */
  lastOutput(): string[];
}

/** "exit code 1", "killed by SIGKILL". */
export function describeExit({ code, signal }: ChildExit): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

const STOP_TIMEOUT_MS = 5000;
const TAIL_LINES = 15;

export interface WatchChildOptions {
  /** How long a SIGTERM may take before SIGKILL. */
  stopTimeoutMs?: number;
  /** Where its error output is when it is not piped to this process (a log file). */
  lastOutput?: () => string[];
}

/**
 * A handle on a spawned process. When its stdout and stderr are pipes they are passed on to this
 * process's own, and the last lines of stderr are kept.
 */
export function watchChild(spawned: ChildProcess, { stopTimeoutMs = STOP_TIMEOUT_MS, lastOutput }: WatchChildOptions = {}): RunningChild {
  const tail: string[] = [];
  let partial = '';
  spawned.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  spawned.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    tail.push(...lines.filter((line) => line.trim() !== ''));
    tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
  });
  const exited = new Promise<ChildExit>((resolve) => {
    spawned.once('exit', (code, signal) => resolve({ code, signal }));
    // A process that could not be spawned at all emits no 'exit'.
    spawned.once('error', () => {
      if (spawned.pid === undefined) resolve({ code: null, signal: null });
    });
  });
  const ended = () => spawned.exitCode !== null || spawned.signalCode !== null || spawned.pid === undefined;
  return {
    pid: spawned.pid,
    exited,
    kill() {
      if (!ended()) spawned.kill('SIGKILL');
    },
    async stop() {
      if (!ended()) {
        spawned.kill('SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), delay(stopTimeoutMs, false)]);
        if (!stopped) spawned.kill('SIGKILL');
      }
      await exited;
    },
    lastOutput: lastOutput ?? (() => [...tail, ...(partial.trim() ? [partial] : [])].slice(-TAIL_LINES)),
  };
}
