// The portal's plugin of the federation runtime (runtime-core 2.9.2): it tries a remote's failed
// manifest, entry script or module chunk again, with backoff, where the runtime fetched it, and turns
// the runtime's refusal of a remote that needs a newer @portal/shared into a FederatedIncompatibleError.
// load.ts registers it on the page's runtime with the first remote; within.ts gives it the budget.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { incompatibility } from './errors';

/** The pauses before the second and the third try of a manifest, entry script or module chunk. */
export const FEDERATED_RETRY_BACKOFF_MS: readonly number[] = [300, 900];

/** For each remote, when the loads waiting for it give up (`loadFederatedWithin`'s budget). */
const deadlines = new Map<string, number>();

/** A retry of `remote`'s code whose pause would end at or after `deadline` is not started. */
export function retryUntil(remote: string, deadline: number): void {
  deadlines.set(remote, Math.max(deadlines.get(remote) ?? 0, deadline));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Tries `load` again after each pause of the backoff, while it fails with an error worth another try
 * and the pause ends before the budget of the loads waiting for the remote; throws the last error.
 */
async function tryAgain<T>(remote: string | undefined, error: unknown, load: () => Promise<T>, worthIt: (error: unknown) => boolean): Promise<T> {
  let last = error;
  for (const pause of FEDERATED_RETRY_BACKOFF_MS) {
    const deadline = remote === undefined ? undefined : deadlines.get(remote);
    if (!worthIt(last) || (deadline !== undefined && Date.now() + pause >= deadline)) break;
    await sleep(pause);
    try {
      return await load();
    } catch (next) {
      last = next;
    }
  }
  throw last;
}

/**
 * An entry script that did not arrive (RUNTIME-008: a network error, a 404, a timeout), not one that
 * arrived and threw while it ran: the runtime asks `loadEntryError` for the first kind only.
 */
const entryNotArrived = (error: unknown) => message(error).includes('RUNTIME-008') && !message(error).includes('ScriptExecutionError');

/** A remote that answered without the module: fetching the same build again answers the same. */
const notExposed = (error: unknown) => /does not exist in container/.test(message(error));

/** The manifest arrived but is not one: the runtime tells the plugins, and fails, whatever they answer. */
const notAManifest = (error: unknown) => /is not a valid federation manifest/.test(message(error));

async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'loadEntryError' | 'errorLoadRemote' | 'getModuleFactory'>>;
type RemoteModuleFactory = () => unknown;

/**
 * A remote entry script that did not arrive (the hook is not told the error: the runtime asks only for
 * those). The runtime has removed its script element, and keeps the failed load in
 * `globalLoading[uniqueKey]` while this hook runs (the loads of the same entry wait for it): it is
 * dropped before each try, else `getRemoteEntry` would answer that load itself. Answering nothing lets
 * the runtime fail with its first error.
 */
async function entryAgain({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<Hooks['loadEntryError']>[0]) {
  try {
    const entry = await tryAgain(
      remoteInfo.name,
      undefined,
      () => {
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      },
      (error) => error === undefined || entryNotArrived(error),
    );
    return entry || undefined;
  } catch {
    return undefined;
  }
}

export function portalFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-federation',
    // Declared as answering a promise of a promise of the entry, which no promise can be: the runtime
    // awaits what the hook answers (AsyncHook), so a promise of the entry is what it takes.
    loadEntryError: entryAgain as unknown as Hooks['loadEntryError'],
    /**
     * A remote's manifest that did not arrive (`afterResolve`, id: its address) is fetched again; the
     * manifest answered is the runtime's. A load that failed (`onLoad`) because the remote needs a newer
     * @portal/shared than the page's rejects with a FederatedIncompatibleError, tried no more.
     */
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle === 'afterResolve') {
        if (notAManifest(error)) return undefined;
        return tryAgain(remote?.name, error, () => fetchManifest(id), () => true).catch(() => undefined);
      }
      if (lifecycle === 'onLoad') {
        const incompatible = incompatibility(error);
        if (incompatible) throw incompatible;
      }
      return undefined;
    },
    /**
     * The module's factory, from the remote's container (the runtime's own way), fetched again when its
     * code (a chunk) did not arrive; a remote without the module, or one refused, is not asked again.
     */
    async getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      // Declared as answering the factory; a webpack container answers a promise of it.
      const get = (): Promise<RemoteModuleFactory> => Promise.resolve(remoteEntryExports.get(expose));
      try {
        return await get();
      } catch (error) {
        return tryAgain(moduleInfo.name, error, get, (failure) => !notExposed(failure) && !incompatibility(failure));
      }
    },
  };
}
