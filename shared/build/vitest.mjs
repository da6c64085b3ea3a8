// The vitest config of every front-end package: component tests in happy-dom with the shared setup.
import './vitest-node20.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [path.join(buildDir, 'vitest-setup.mjs')],
    // Typing through the artwork steps and wizards with user-event takes seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
});
