import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, createStandaloneRuntimeConfig } from '@portal/shared/build/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default [
  createAppConfig({
    appDir,
    name: 'remote_catalog',
    // Loaded by the host, it uses the host's federation runtime (its own page loads one of its own).
    federationRuntime: 'host',
    title: 'Vet Portal - catalog',
    // The federated widgets of the booking wizards (`@portal/shared/contracts/catalog`).
    exposes: {
      './routes': './src/app/routes.tsx',
      './ProductListStep': './src/features/product-list/ProductListStep.tsx',
      './PackageBundleStep': './src/features/bundle/PackageBundleStep.tsx',
      './CartModal': './src/features/cart/CartModal.tsx',
      './ProductModal': './src/components/product-modal/ProductModal.tsx',
    },
  }),
  createStandaloneRuntimeConfig({ appDir, name: 'remote_catalog' }),
];
