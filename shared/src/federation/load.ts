// Loading another app's federated module at run time (DESIGN.md: remote URLs come from config.json,
// never from a build).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getConfig } from '@portal/shared/config';

/** The entry of a remote in the runtime config, when the config is loaded and names it. */
function entryOf(name: string): string | undefined {
  try {
    return getConfig().remotes[name];
  } catch {
    return undefined;
  }
}

/** `remote_catalog` of `remote_catalog/ProductListStep`. */
export const remoteOf = (id: string) => id.slice(0, id.indexOf('/'));

/**
 * Loads `remote/expose` (e.g. `remote_catalog/ProductListStep`). Each app's bundle carries its own
 * federation runtime instance, and only the host's has the remotes of config.json registered: a remote
 * that consumes another remote (the wizard shell loading the catalog steps, the product modal loading
 * the engraving steps) registers that remote from the runtime config first. Registering a remote that
 * is already known is a no-op.
 */
export function loadFederated<T>(id: string): Promise<T | null> {
  const name = remoteOf(id);
  const entry = entryOf(name);
  if (entry) registerRemotes([{ name, entry }]);
  return loadRemote<T>(id);
}

/** Registers a remote again (`force`), so its next load fetches a failed entry script anew. */
export function registerAgain(name: string): void {
  const entry = entryOf(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
