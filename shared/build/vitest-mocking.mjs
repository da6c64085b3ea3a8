// Which unit test files mock a module (vi.mock / vi.doMock): those need a module registry of their own,
// while the rest of a package's happy-dom tests share one per worker (`isolate: false`), with one window:
// building a window and importing React, Chakra and Testing Library for each file was half of those
// suites' time (shared: 61 s isolated, 20 s shared; the four remotes and host: 164 s and 207 s of CPU
// isolated, 81 s and 97 s shared, idle). After each test the shared resets (vitest-reset.mjs) empty the
// DOM, storage and every store (the member's query data included), as a new file's fresh registry did.
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
