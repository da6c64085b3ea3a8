import './build/vitest-node20.mjs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The package imports its own public entry points by name (so federation shares them).
    alias: [{ find: /^@portal\/shared\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'src/$1') }],
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./build/vitest-async-timeout.mjs'],
    expect: { poll: { timeout: 10_000 } },
  },
});
