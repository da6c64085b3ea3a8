import { FederatedLoadError, FederatedTimeoutError, incompatibility } from './errors';
import { loadFederated, remoteOf } from './load';
import { retryUntil } from './plugin';

/** A federated module that has not loaded by then is reported as failed (DESIGN.md). */
export const FEDERATED_LOAD_BUDGET_MS = 5000;

/** A remote that answered without the module: fetching the same build again answers the same. */
class NotExposedError extends FederatedLoadError {}

function within<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new FederatedTimeoutError(`${id} did not load within ${ms} ms`, promise)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new FederatedLoadError(String(error)));
      },
    );
  });
}

export interface LoadWithin {
  budgetMs?: number;
}

/**
 * Loads `remote/expose` and gives up when the budget (5 s) runs out: a FederatedTimeoutError whose
 * `late` settles when the load does. The federation runtime's plugin (plugin.ts) tries a failed
 * manifest, entry script or chunk again with backoff, within the same budget; a remote that needs a
 * newer @portal/shared fails as a FederatedIncompatibleError, and one that loads but does not expose
 * the module fails at once.
 */
export async function loadFederatedWithin<M>(id: string, { budgetMs = FEDERATED_LOAD_BUDGET_MS }: LoadWithin = {}): Promise<M> {
  retryUntil(remoteOf(id), Date.now() + budgetMs);
  let module: M | null;
  try {
    module = await within(
      Promise.resolve().then(() => loadFederated<M>(id)),
      budgetMs,
      id,
    );
  } catch (error) {
    // The plugin answers the runtime's refusal typed; a page whose runtime has no plugin, as it is.
    throw incompatibility(error) ?? error;
  }
  if (!module) throw new NotExposedError(`${remoteOf(id)} does not expose ${id}`);
  return module;
}
