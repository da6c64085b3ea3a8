// Loading another app's federated modules at run time: the loader, its time budget and retries, and
// the boundary that shows a federated component or its fallback.
export { loadFederated, pickUpReleases, registerConfiguredRemotes, runningEntry, watchReleases } from './federation/load';
export { loadFederatedWithin, FederatedIncompatibleError, FederatedLoadError, FEDERATED_LOAD_BUDGET_MS, FEDERATED_RETRY_BACKOFF_MS } from './federation/within';
export type { LoadWithin } from './federation/within';
export { FederatedBoundary } from './federation/FederatedBoundary';
export type { FederatedBoundaryProps } from './federation/FederatedBoundary';
