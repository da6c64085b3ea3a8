import { loadFederated, registerAgain, remoteOf } from './load';

/** A federated module that has not loaded by then is reported as failed (DESIGN.md). */
export const FEDERATED_LOAD_BUDGET_MS = 5000;
/** The pauses before the second and the third try, inside the budget. */
export const FEDERATED_RETRY_BACKOFF_MS: readonly number[] = [300, 900];

export class FederatedLoadError extends Error {
  override name = 'FederatedLoadError';
}

/** A remote that answered without the module: fetching the same build again answers the same. */
class NotExposedError extends FederatedLoadError {}

/**
 * A remote built against a newer @portal/shared than the page's (the host's): it must not run on the
 * older copy, and fetching it again does not help; the page needs the newer host (a reload, once the host
 * is released). The federation runtime refuses it (strictVersion, shared/build/webpack.mjs).
 */
export class FederatedIncompatibleError extends FederatedLoadError {
  override name = 'FederatedIncompatibleError';
}

const INCOMPATIBLE = /of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs (\S+?)\)?$/m;

/** The runtime's refusal of a remote that needs a newer shared singleton, as a FederatedIncompatibleError. */
export function incompatibility(error: unknown): FederatedIncompatibleError | undefined {
  const match = error instanceof Error ? INCOMPATIBLE.exec(error.message) : null;
  if (!match) return undefined;
  const [, module, remote, needs] = match;
  return new FederatedIncompatibleError(`${remote} needs ${module} ${needs}, newer than this page's`);
}

/**
 * A load still under way when the budget ran out (a slow network, or a busy computer still evaluating
 * the code): the fallback shows, and `late` settles when the load does, so the area can open by itself.
 */
export class FederatedTimeoutError extends FederatedLoadError {
  override name = 'FederatedTimeoutError';
  constructor(
    message: string,
    readonly late: Promise<unknown>,
  ) {
    super(message);
  }
}

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadWithin {
  budgetMs?: number;
  backoffMs?: readonly number[];
}

/**
 * Loads `remote/expose` with retries and backoff, and gives up inside the budget (5 s). Before a retry
 * the remote is registered again, so a failed entry script is fetched anew. A remote that loads but
 * does not expose the module fails at once.
 */
export async function loadFederatedWithin<M>(
  id: string,
  { budgetMs = FEDERATED_LOAD_BUDGET_MS, backoffMs = FEDERATED_RETRY_BACKOFF_MS }: LoadWithin = {},
): Promise<M> {
  const deadline = Date.now() + budgetMs;
  let lastError: unknown;
  for (let attempt = 0; ; attempt++) {
    try {
      const module = await within(
        Promise.resolve().then(() => loadFederated<M>(id)),
        deadline - Date.now(),
        id,
      );
      if (!module) throw new NotExposedError(`${remoteOf(id)} does not expose ${id}`);
      return module;
    } catch (error) {
      const incompatible = incompatibility(error);
      if (incompatible) throw incompatible;
      lastError = error;
      const pause = backoffMs[attempt];
      if (error instanceof NotExposedError || pause === undefined || Date.now() + pause >= deadline) break;
      await sleep(pause);
      registerAgain(remoteOf(id));
    }
  }
  throw lastError instanceof Error ? lastError : new FederatedLoadError(`${id} could not be loaded`);
}
