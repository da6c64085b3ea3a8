// The lanes of `npm test` and `pnpm check` (lanes.mjs): steps of a lane in order, lanes side by side,
// each step timed on its own, and a failure stopping the other lane at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { runLanes, type Phase } from './lanes.mjs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lanes-'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

const node = (name: string, script: string) => ({ name, command: process.execPath, args: ['-e', script] });
const sleep = (ms: number) => `setTimeout(() => {}, ${ms})`;

it('runs a lane in order and the lanes side by side, timing each step from its own start', async () => {
  const phases: Phase[] = [];
  const passed = await runLanes(
    { one: [node('first', sleep(600)), node('second', sleep(100))], two: [node('beside', sleep(600))] },
    { root, logDir: path.join(root, 'logs'), phases },
  );
  expect(passed).toBe(true);
  const byName = Object.fromEntries(phases.map((phase) => [phase.name, phase]));
  expect(phases.map((phase) => phase.status)).toEqual(['passed', 'passed', 'passed']);
  // The second step of lane one starts after the first ends; lane two's step starts with the first.
  expect(byName.second!.start).toBeGreaterThanOrEqual(byName.first!.end!);
  expect(byName.beside!.start).toBeLessThan(byName.first!.end!);
  expect(byName.first!.end! - byName.first!.start).toBeGreaterThanOrEqual(600);
});

it('stops the other lane when a step fails, and runs nothing after it', async () => {
  const phases: Phase[] = [];
  const started = Date.now();
  const passed = await runLanes(
    { one: [node('fails', 'process.exit(3)'), node('never', '')], two: [node('long', sleep(60_000)), node('never either', '')] },
    { root, logDir: path.join(root, 'logs'), phases },
  );
  expect(passed).toBe(false);
  expect(phases.map((phase) => [phase.name, phase.status])).toEqual([
    ['fails', 'failed'],
    ['long', 'stopped'],
  ]);
  // The minute-long step was stopped, not waited for.
  expect(Date.now() - started).toBeLessThan(30_000);
});
