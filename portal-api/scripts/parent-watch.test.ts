// bootstrap.mjs's watch on its parent (parent-watch.mjs): a process whose parent is killed alone ends as
// on SIGTERM, so what it started is stopped; while the parent lives, it keeps running.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const WATCH = path.join(import.meta.dirname, 'parent-watch.mjs');
// The child: watches its parent every 50 ms; on SIGTERM says so and ends; otherwise lives 20 s.
const CHILD = `
  const { endWithParent } = await import(${JSON.stringify(WATCH)});
  endWithParent(50);
  process.on('SIGTERM', () => { console.log('stopped on SIGTERM'); process.exit(0); });
  console.log('child ' + process.pid);
  setTimeout(() => {}, 20_000);
`;
// The parent (as npm's shell): starts the child with its output, then waits.
const PARENT = `
  const { spawn } = require('node:child_process');
  spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(CHILD)}], { stdio: 'inherit' });
  setTimeout(() => {}, 20_000);
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('ends as on SIGTERM once its parent is killed alone, and not before', async () => {
  const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 10_000 }).toMatch(/child \d+/);
  const child = Number(/child (\d+)/.exec(output)?.[1]);
  // A parent alive: the child runs on.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(alive(child)).toBe(true);
  expect(output).not.toContain('stopped');

  parent.kill('SIGKILL');
  await expect.poll(() => alive(child), { timeout: 5_000 }).toBe(false);
  expect(output).toContain('stopped on SIGTERM');
});
