import { createHostedRemoteConfigs } from '@portal/shared/build/webpack';

export default createHostedRemoteConfigs({
  url: import.meta.url,
  name: 'remote_catalog',
  title: 'Vet Portal - catalog',
  // The federated widgets of the booking wizards (`@portal/contracts/federation/catalog`).
  exposes: {
    './routes': './src/app/routes.tsx',
    './ProductListStep': './src/features/product-list/ProductListStep.tsx',
    './PackageBundleStep': './src/features/bundle/PackageBundleStep.tsx',
    './CartModal': './src/features/cart/CartModal.tsx',
    './ProductModal': './src/features/product-modal/ProductModal.tsx',
  },
});
