// Keeps one child process running for the local stack (stack.ts): when it ends without being asked to,
// the log says how (exit code or signal, and its last error output), and it is started again after a
// short wait. A crash loop waits longer each time (0.5 s, 1 s, 2 s, … up to 8 s) and gives up after a
// few crashes in a row, each soon after its start, with a message saying so: restarting a program that
// cannot start only hides why.
import { setTimeout as delay } from 'node:timers/promises';
import { describeExit, type ChildExit, type RunningChild } from '../src/process/child.ts';

export interface RestartPolicy {
  /** The wait before the first restart. */
  firstDelayMs: number;
  /** The longest wait, however long the crash loop. */
  maxDelayMs: number;
  /** A run this long was not part of a crash loop: the count starts again. */
  stableAfterMs: number;
  /** Crashes in a row, each within `stableAfterMs` of its start, at which the supervisor gives up. */
  maxQuickCrashes: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 8000, stableAfterMs: 30_000, maxQuickCrashes: 5 };

/** The wait before restarting after the n-th crash in a row (1 for the first), or undefined to give up. */
export function restartDelayMs(crashesInARow: number, policy: RestartPolicy = DEFAULT_RESTART_POLICY): number | undefined {
  if (crashesInARow >= policy.maxQuickCrashes) return undefined;
  return Math.min(policy.firstDelayMs * 2 ** (Math.max(crashesInARow, 1) - 1), policy.maxDelayMs);
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export interface SuperviseOptions {
  /** What the log calls it: "portal-api". */
  name: string;
  /** Starts the child and resolves once it is ready; rejects (having stopped it) when it cannot start. */
  start(): Promise<RunningChild>;
  /** Where the supervisor's own lines go. */
  log(line: string): void;
  /** Called once when it gives up on a crash loop, with the message that says why. */
  onGiveUp(message: string): void;
  /** Called after each successful restart (1 for the first). */
  onRestarted?(child: RunningChild, restarts: number): void;
  policy?: RestartPolicy;
}

export interface Supervised {
  /** The running child, if any (none between a crash and its restart). */
  current(): RunningChild | undefined;
  /** How many times it has been restarted. */
  restarts(): number;
  /** From now on the child's end is expected: it is neither reported nor restarted (stop() does this first). */
  letEnd(): void;
  /** Stops supervising and stops the child; no restart follows. */
  stop(): Promise<void>;
}

const indent = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n');

/**
 * Starts the child (a failure to start the first time rejects: nothing is retried when the program
 * cannot start at all) and keeps it running until `stop()`.
 */
export async function supervise(options: SuperviseOptions): Promise<Supervised> {
  const policy = options.policy ?? DEFAULT_RESTART_POLICY;
  let stopping = false;
  let child: RunningChild | undefined;
  /** A start in progress, so that stop() can wait for it and stop what it started. */
  let starting: Promise<RunningChild> | undefined;
  let startedAt = 0;
  let crashesInARow = 0;
  let restarts = 0;
  const wake = new AbortController();

  const startOnce = async () => {
    starting = options.start();
    try {
      const started = await starting;
      startedAt = Date.now();
      child = started;
      void started.exited.then((exit) => onExit(started, exit));
      return started;
    } finally {
      starting = undefined;
    }
  };

  const onExit = (ended: RunningChild, exit: ChildExit) => {
    if (child === ended) child = undefined;
    if (stopping) return;
    const ranFor = Date.now() - startedAt;
    crashesInARow = ranFor < policy.stableAfterMs ? crashesInARow + 1 : 1;
    // A process killed with SIGKILL had no say: what it printed last is not why it ended.
    const output = exit.signal === 'SIGKILL' ? [] : ended.lastOutput();
    options.log(
      `${options.name} (pid ${ended.pid}) stopped unexpectedly: ${describeExit(exit)}, after running ${seconds(ranFor)}.` +
        (output.length > 0 ? ` Its last error output:\n${indent(output)}` : ''),
    );
    void restartLoop(output);
  };

  const restartLoop = async (lastOutput: string[]) => {
    while (!stopping) {
      const wait = restartDelayMs(crashesInARow, policy);
      if (wait === undefined) {
        stopping = true;
        options.onGiveUp(
          `${options.name} crashed ${crashesInARow} times in a row (each restart ended within ${seconds(policy.stableAfterMs)}): giving up.` +
            (lastOutput.length > 0 ? ` Its last error output:\n${indent(lastOutput)}` : '') +
            `\nFix what the output above says, then start the portal again.`,
        );
        return;
      }
      options.log(`Restarting ${options.name} in ${seconds(wait)} (restart ${restarts + 1}).`);
      await delay(wait, undefined, { signal: wake.signal }).catch(() => undefined);
      if (stopping) return;
      restarts += 1;
      try {
        const started = await startOnce();
        if (stopping) return;
        options.onRestarted?.(started, restarts);
        return;
      } catch (error) {
        crashesInARow += 1;
        lastOutput = [];
        options.log(`${options.name} could not be restarted: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const letEnd = () => {
    stopping = true;
    wake.abort();
  };
  await startOnce();
  return {
    current: () => child,
    restarts: () => restarts,
    letEnd,
    async stop() {
      letEnd();
      const pending = await starting?.catch(() => undefined);
      await Promise.all([pending?.stop(), child?.stop()]);
    },
  };
}
