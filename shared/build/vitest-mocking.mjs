// Which unit test files mock a module (vi.mock / vi.doMock): those need a module registry of their own,
// while the rest of shared's happy-dom tests share one per worker (`isolate: false`), with one window:
// building a window for each of 50 files was half of the suite's time (61 s isolated, 20 s shared, idle).
// After each test the shared resets (vitest-reset.mjs) empty the DOM, storage and every store, as they
// did between files. (The apps' unit tests stay isolated: some of them leave state the resets do not
// reach, and failed when run shared.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MOCKS = /\bvi\.(?:mock|doMock)\(/;
const UNIT_TEST = /\.test\.tsx?$/;
const BROWSER_TEST = /\.browser\.test\.tsx?$/;

/**
 * The unit test files under `packageDir/src` that mock a module, as paths from `packageDir`.
 *
 * @param {string} packageDir
 * @returns {string[]}
 */
export function mockingTests(packageDir) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (UNIT_TEST.test(entry.name) && !BROWSER_TEST.test(entry.name) && MOCKS.test(readFileSync(full, 'utf8'))) {
        found.push(path.relative(packageDir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(path.join(packageDir, 'src'));
  return found.sort();
}
