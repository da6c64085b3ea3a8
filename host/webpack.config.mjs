import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFirstScreensConfig } from '@portal/shared/build/first-screens';
import { createAppConfig } from '@portal/shared/build/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// /login opens cold on a phone as a first screen (issue 17), built apart from the federated host.
const firstScreens = createFirstScreensConfig({
  appDir,
  name: 'host',
  screens: [{ id: 'login', entry: './src/first-screen/login.tsx', title: 'Vet Portal', prefixes: ['/login'] }],
});

export default [createAppConfig({ appDir, name: 'host', title: 'Vet Portal', federationRuntime: 'provide' }), firstScreens];
