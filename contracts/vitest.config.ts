// Test tooling only (Map.groupBy for vitest's reporter on Node 20); contracts' sources import nothing of shared.
import '../shared/build/vitest-node20.mjs';
import { defineConfig } from 'vitest/config';

// Pure code: no DOM, no module state, so every file shares one registry in plain Node.
export default defineConfig({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
  },
});
