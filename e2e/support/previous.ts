// The apps' previous releases (scripts/previous-builds.ts builds them), for the version-skew journeys.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
export const PREVIOUS_DIR = path.join(root, '.data', 'previous');

export interface PreviousBuild {
  /** The commit it was built from: the first parent of lastChange. */
  commit: string;
  subject: string;
  /** The last commit on main's line that changed what the app's team releases. */
  lastChange: string;
  /** @portal/shared's version at that commit: the copy a host provides, the one a remote requires. */
  sharedVersion: string;
  /** Its production build. */
  dist: string;
}

export interface PreviousBuilds {
  head: string;
  headSharedVersion: string;
  /** By app folder; an app with no earlier release in the history has none. */
  apps: Record<string, PreviousBuild>;
}

/** The build id an app's previous release is built with (its area's data-build). */
export const previousBuildId = (name: string, commit: string) => `${name}@previous-${commit.slice(0, 8)}`;

/** What the last `pnpm --filter e2e previous-builds` made, or why there is nothing. */
export function readPreviousBuilds(): PreviousBuilds {
  const file = path.join(PREVIOUS_DIR, 'previous.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the version-skew journeys run the apps' previous releases. Build them first: pnpm --filter e2e previous-builds`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PreviousBuilds;
}

/** Whether a remote built against shared `required` runs on a page whose copy is `provided` (^required). */
export function sharedSatisfies(provided: string, required: string): boolean {
  const [pMajor = 0, pMinor = 0, pPatch = 0] = provided.split('.').map(Number);
  const [rMajor = 0, rMinor = 0, rPatch = 0] = required.split('.').map(Number);
  if (pMajor !== rMajor) return false;
  return pMinor > rMinor || (pMinor === rMinor && pPatch >= rPatch);
}
