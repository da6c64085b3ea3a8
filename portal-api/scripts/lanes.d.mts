// Types of lanes.mjs (plain JavaScript: `npm test` runs it before TypeScript is installed).

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

export interface Phase {
  name: string;
  lane: string;
  start: number;
  end: number | undefined;
  status: 'passed' | 'failed' | 'stopped' | undefined;
}

export function printPhases(phases: readonly Phase[], startedAt: number, outcome: string): void;

export function runLanes(lanes: Record<string, Step[]>, options: { root: string; logDir: string; phases: Phase[] }): Promise<boolean>;
