// The lanes of `npm test` and `pnpm check` (lanes.mjs): steps of a lane in order, lanes side by side,
// each step timed on its own, a lane with nothing left taking the other's waiting steps, and a failure
// stopping the other lane at once.
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
    { one: [node('first', sleep(600)), node('second', sleep(100))], two: [node('beside', sleep(1_500))] },
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

it('gives a lane whose own steps are done the last step waiting in the other lane', async () => {
  const phases: Phase[] = [];
  // Lane one's first step lasts until 'next' has run, so only lane two can have run it (it gives up,
  // failing, after 10 s: without the stealing, nobody would run 'next').
  const marker = JSON.stringify(path.join(root, 'next-ran'));
  const waitForNext = `const fs = require('node:fs'); setInterval(() => fs.existsSync(${marker}) && process.exit(0), 20); setTimeout(() => process.exit(1), 10_000)`;
  const passed = await runLanes(
    { one: [node('long', waitForNext), node('next', `require('node:fs').writeFileSync(${marker}, '')`), node('last', '')], two: [node('short', '')] },
    { root, logDir: path.join(root, 'logs'), phases },
  );
  expect(passed).toBe(true);
  // Lane two took 'last' first (from the end), then 'next'.
  expect(phases.map((phase) => [phase.name, phase.lane])).toEqual([
    ['long', 'one'],
    ['short', 'two'],
    ['last', 'two'],
    ['next', 'two'],
  ]);
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
