// Runs the steps of `npm test` and `pnpm check` in lanes: the steps of one lane one after the other,
// the lanes side by side (two lanes for two cores). A lane whose own steps are done takes the last step
// not yet started from the lane with the most left, so the lanes end about together however long each
// step takes on this machine (a previous release found in the cache, a slower disk). Each step's output goes to a log file of its own,
// printed whole when the step ends, so two lanes never interleave their lines. A step that fails stops
// the other lane at once. Every step is timed from its own start to its own end, for the table printed
// at the end (`printPhases`). Node built-ins only: `npm test` runs this before anything is installed.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv }} Step
 * @typedef {{ name: string, lane: string, start: number, end: number | undefined, status: 'passed' | 'failed' | 'stopped' | undefined }} Phase
 */

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** The table of phases: each one's lane, its start from the beginning, and how long it took. */
export function printPhases(phases, startedAt, outcome) {
  const rows = phases.map((phase) => [
    phase.name,
    phase.lane,
    seconds(phase.start - startedAt),
    phase.end === undefined ? 'unfinished' : seconds(phase.end - phase.start),
    phase.status ?? '',
  ]);
  const header = ['phase', 'lane', 'started at', 'took', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row) =>
    `  ${row[0].padEnd(widths[0])}  ${row[1].padEnd(widths[1])}  ${row[2].padStart(widths[2])}  ${row[3].padStart(widths[3])}  ${row[4]}`.trimEnd();
  console.log(`\n${outcome} after ${seconds(Date.now() - startedAt)}. Where the time went (phases in one lane ran one after the other; the lanes side by side):`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/**
 * Runs `lanes` (lane name -> its steps) side by side. Resolves true when every step passed; on the
 * first failure stops the running steps of the other lanes and resolves false.
 *
 * @param {Record<string, Step[]>} lanes
 * @param {{ root: string, logDir: string, phases: Phase[] }} options
 */
export async function runLanes(lanes, { root, logDir, phases }) {
  mkdirSync(logDir, { recursive: true });
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const running = new Set();
  let failed = false;
  const stopAll = () => {
    for (const child of running) stopGroup(child);
  };
  process.once('exit', stopAll);
  // The steps run in process groups of their own, which a Ctrl-C at the terminal does not reach.
  const interrupted = (signal) => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  const runStep = (lane, step) =>
    new Promise((resolve) => {
      const logFile = path.join(logDir, `${step.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}.log`);
      const out = openSync(logFile, 'w');
      const phase = { name: step.name, lane, start: Date.now(), end: undefined, status: undefined };
      phases.push(phase);
      console.log(`\n[${lane}] > ${[step.command, ...step.args].join(' ')}   (${step.name}; output in ${path.relative(root, logFile)})`);
      // Its own process group, so stopping it stops what it started (webpack, vitest's browsers).
      const child = spawn(step.command, step.args, { cwd: root, stdio: ['ignore', out, out], detached: true, env: step.env ?? process.env });
      running.add(child);
      const finish = (code) => {
        running.delete(child);
        closeSync(out);
        phase.end = Date.now();
        phase.status = failed && code !== 0 ? 'stopped' : code === 0 ? 'passed' : 'failed';
        console.log(`\n[${lane}] ${step.name}: ${phase.status} in ${seconds(phase.end - phase.start)}. Its output:`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        resolve(code === 0);
      };
      child.once('error', (error) => {
        console.error(`[${lane}] ${step.command} could not be started: ${error.message}`);
        finish(1);
      });
      child.once('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    });

  const queues = Object.fromEntries(Object.entries(lanes).map(([lane, steps]) => [lane, [...steps]]));
  /** The lane's next step: its own, else the last one waiting in the lane with the most steps waiting. */
  const nextStep = (lane) => {
    if (queues[lane].length > 0) return queues[lane].shift();
    const [fullest] = Object.values(queues).sort((a, b) => b.length - a.length);
    return fullest?.pop();
  };
  const runLane = async (lane) => {
    for (let step = nextStep(lane); step; step = nextStep(lane)) {
      if (failed) return;
      const passed = await runStep(lane, step);
      if (!passed && !failed) {
        failed = true;
        stopAll();
      }
    }
  };

  await Promise.all(Object.keys(lanes).map((lane) => runLane(lane)));
  process.removeListener('exit', stopAll);
  process.removeListener('SIGINT', interrupted);
  process.removeListener('SIGTERM', interrupted);
  return !failed;
}

/** Stops a step and everything it started (its process group). */
function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
