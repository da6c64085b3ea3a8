// Loading another app's federated modules at run time: the loader, its time budget, the federation
// runtime's plugin that retries what did not arrive (federation/plugin.ts), and the boundary that
// shows a federated component or its fallback.
export { loadFederated, pickUpReleases, registerConfiguredRemotes, watchReleases } from './federation/load';
export { FEDERATED_LOAD_BUDGET_MS } from './federation/within';
export { FederatedBoundary } from './federation/FederatedBoundary';
