import './build/vitest-node20.mjs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { mockingTests } from './build/vitest-mocking.mjs';

const mocking = mockingTests(import.meta.dirname);
/** The package's own tests: a window (happy-dom), reset after each test. */
const browserLike = { environment: 'happy-dom', setupFiles: ['./build/vitest-setup.mjs'] };

export default defineConfig({
  resolve: {
    // The package imports its own public entry points by name (so federation shares them).
    alias: [{ find: /^@portal\/shared\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'src/$1') }],
  },
  test: {
    expect: { poll: { timeout: 10_000 } },
    // Files that mock a module run isolated; the rest share a module registry and a window per worker
    // (build/vitest-mocking.mjs says why).
    projects: [
      { extends: true, test: { name: 'shared', ...browserLike, include: ['src/**/*.test.{ts,tsx}'], exclude: mocking, isolate: false } },
      { extends: true, test: { name: 'shared (isolated)', ...browserLike, include: mocking } },
      // The build tooling's own tests, in Node (build/webpack.test.mjs: the apps' webpack configuration).
      { extends: true, test: { name: 'shared build', environment: 'node', include: ['build/**/*.test.mjs'] } },
    ],
  },
});
