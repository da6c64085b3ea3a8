import '@portal/shared/build/vitest-node20';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Each file builds its own app on its own database and mocks no module, so the files of a worker
    // can share the modules they import: evaluating the AWS SDK, Hono and kysely once per worker
    // instead of once per file took 30 % off the suite.
    isolate: false,
    // The AWS SDK warns on every start that its 2027 releases need Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
