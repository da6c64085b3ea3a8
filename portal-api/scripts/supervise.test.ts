// The restart policy of the local stack's supervisor, on real (tiny) child processes.
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { watchChild } from '../src/process/child.ts';
import { isRunning } from '../src/process/port-holder.ts';
import { DEFAULT_RESTART_POLICY, restartDelayMs, supervise, type RestartPolicy, type Supervised } from './supervise.ts';

/** A child that says why on stderr and exits with code 3, `afterMs` after it starts. */
function crashingChild(afterMs: number) {
  const spawned = spawn(process.execPath, ['-e', `setTimeout(() => { console.error('boom: the database file is locked'); process.exit(3); }, ${afterMs})`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The crash report reads its stderr; this test's own output stays quiet.
  return watchChild(spawned);
}

const FAST: RestartPolicy = { firstDelayMs: 100, maxDelayMs: 400, stableAfterMs: 10_000, maxQuickCrashes: 3 };

let running: Supervised | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('restartDelayMs', () => {
  it.each([
    [1, 500],
    [2, 1000],
    [3, 2000],
    [4, 4000],
    [5, undefined],
  ])('after crash %i in a row waits %s ms (undefined: gives up) by default', (crashes, wait) => {
    expect(restartDelayMs(crashes)).toBe(wait);
  });

  it('never waits longer than the longest wait', () => {
    expect(restartDelayMs(7, { ...DEFAULT_RESTART_POLICY, maxQuickCrashes: 10 })).toBe(8000);
  });
});

describe('supervise', () => {
  it('restarts a child that crashes, and gives up on a crash loop with how it ended and its last error output', async () => {
    const lines: string[] = [];
    let starts = 0;
    const gaveUp = new Promise<string>((resolve) => {
      void supervise({
        name: 'the test child',
        start: () => {
          starts += 1;
          return Promise.resolve(crashingChild(50));
        },
        log: (line) => lines.push(line),
        onGiveUp: resolve,
        policy: FAST,
      }).then((supervised) => (running = supervised));
    });
    const message = await gaveUp;
    expect(message).toContain('the test child crashed 3 times in a row');
    expect(message).toContain('boom: the database file is locked');
    expect(starts).toBe(3);
    expect(lines.filter((line) => line.startsWith('Restarting the test child'))).toEqual([
      'Restarting the test child in 0.1 s (restart 1).',
      'Restarting the test child in 0.2 s (restart 2).',
    ]);
    expect(lines[0]).toMatch(/^the test child \(pid \d+\) stopped unexpectedly: exit code 3, after running [\d.]+ s\. Its last error output:\n {4}boom: the database file is locked$/);
    expect(running?.current()).toBeUndefined();
  });

  it('starts counting again after a run that lasted, and stops for good when asked', async () => {
    const lines: string[] = [];
    let gaveUp = false;
    running = await supervise({
      name: 'the test child',
      start: () => Promise.resolve(crashingChild(150)),
      log: (line) => lines.push(line),
      onGiveUp: () => (gaveUp = true),
      // Each run of 150 ms outlasts "stable" (100 ms): never a crash loop.
      policy: { ...FAST, stableAfterMs: 100, maxQuickCrashes: 2 },
    });
    await expect.poll(() => running!.restarts(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(gaveUp).toBe(false);
    expect(lines.filter((line) => line.startsWith('Restarting'))).toContain('Restarting the test child in 0.1 s (restart 3).');

    // Asked to stop while a child runs: it ends, and its end is neither reported as a crash nor restarted
    // (both would be logged as the exit is handled, before stop() resolves).
    await expect.poll(() => running!.current()).toBeDefined();
    const last = running.current()!;
    const logged = lines.length;
    await running.stop();
    expect(isRunning(last.pid!)).toBe(false);
    expect(lines.slice(logged)).toEqual([]);
    expect(running.current()).toBeUndefined();
  });

  it('rejects when the child cannot start at all, without retrying', async () => {
    let starts = 0;
    await expect(
      supervise({
        name: 'the test child',
        start: () => {
          starts += 1;
          return Promise.reject(new Error('portal-api ended before it was ready (exit code 1).'));
        },
        log: () => undefined,
        onGiveUp: () => undefined,
        policy: FAST,
      }),
    ).rejects.toThrow('portal-api ended before it was ready');
    expect(starts).toBe(1);
  });
});
