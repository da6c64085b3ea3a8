import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@portal/shared/contracts/routes';

/** A remote that has not loaded by then shows its fallback (DESIGN.md). */
export const REMOTE_LOAD_BUDGET_MS = 5000;
const BACKOFF_MS = [300, 900];

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(`${remote} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new RemoteLoadError(String(error)));
      },
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a remote's `./routes` with retries and backoff, giving up inside the load budget. Before a
 * retry the remote is registered again (`force`), so a failed entry script is fetched anew.
 */
export async function loadRemoteRoutes(
  remote: RemoteName,
  entry: string | undefined,
  load: (id: string) => Promise<RemoteRoutesModule | null> = (id) => loadRemote<RemoteRoutesModule>(id),
  budgetMs = REMOTE_LOAD_BUDGET_MS,
): Promise<ComponentType> {
  if (!entry) throw new RemoteLoadError(`${remote} is not in the runtime config`);
  const deadline = Date.now() + budgetMs;
  let lastError: unknown;
  for (let attempt = 0; attempt <= BACKOFF_MS.length; attempt++) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    try {
      const module = await withTimeout(load(`${remote}/routes`), left, remote);
      if (!module?.default) throw new RemoteLoadError(`${remote} has no ./routes component`);
      return module.default;
    } catch (error) {
      lastError = error;
      const pause = BACKOFF_MS[attempt];
      if (pause === undefined || Date.now() + pause >= deadline) break;
      await sleep(pause);
      registerRemotes([{ name: remote, entry }], { force: true });
    }
  }
  throw lastError instanceof Error ? lastError : new RemoteLoadError(`${remote} could not be loaded`);
}
