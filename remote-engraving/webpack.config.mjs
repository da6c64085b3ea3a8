import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@portal/shared/build/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  appDir,
  name: 'remote_engraving',
  title: 'Vet Portal - engraving',
  exposes: { './routes': './src/app/routes.tsx' },
});
