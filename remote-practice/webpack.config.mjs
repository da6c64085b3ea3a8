import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, createStandaloneRuntimeConfig } from '@portal/shared/build/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default [
  createAppConfig({
    appDir,
    name: 'remote_practice',
    // Loaded by the host, it uses the host's federation runtime (its own page loads one of its own).
    federationRuntime: 'host',
    title: 'Vet Portal - practice',
    exposes: { './routes': './src/app/routes.tsx' },
  }),
  createStandaloneRuntimeConfig({ appDir, name: 'remote_practice' }),
];
