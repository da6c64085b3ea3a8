// Loading another app's federated module at run time (DESIGN.md: remote URLs come from config.json,
// never from a build), at the version this page's member is served: the live one, or a canary for their
// practice (releases: portal-api/scripts/releases.ts).
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRuntimeConfig, remoteEntryFor } from '@portal/contracts/wire/config';
import { getConfig, setConfig } from '@portal/shared/config';
import { sessionStore } from '@portal/shared/session';
import { portalFederationPlugin } from './plugin';

/** The entry each remote is registered with on this page. */
const registered = new Map<string, string>();
/** The entry whose code runs on this page, for each remote a module has loaded from. */
const running = new Map<string, string>();

/** Checks of config.json for new versions, once the host has started them (`watchReleases`). */
const releases = {
  watching: false,
  /** When the page's config was last read: at start, and at each check. */
  readAt: 0,
  pending: undefined as Promise<'current' | 'reloading'> | undefined,
  fetch: ((input, init) => fetch(input, init)) as typeof fetch,
  reload: () => window.location.reload(),
};

/** A module's load this soon after the last check does not check again (a navigation always does). */
export const RELEASE_CHECK_INTERVAL_MS = 2000;
/** The versions this tab loaded itself anew for (sessionStorage): never twice for the same. */
export const RELOADED_FOR_KEY = 'portal.releaseReload';

/** The entry of a remote for the signed-in member (a canary for their practice), when the config names it. */
export function wantedEntry(name: string): string | undefined {
  try {
    return remoteEntryFor(getConfig(), name, sessionStore.getState().profile?.practiceId);
  } catch {
    return undefined;
  }
}

/** The entry whose code runs on this page for a remote (undefined: none of its modules has loaded). */
export const runningEntry = (name: string) => running.get(name);

/** Whether the portal's runtime plugin (plugin.ts: retries, typed refusals) is on this page's runtime. */
let pluginRegistered = false;

/**
 * Registers a remote at the entry the member is served. A remote whose code already runs on the page
 * keeps it: two versions of one remote never run side by side, and a new one is taken at the next
 * navigation, with the page (`pickUpReleases`). The first registration puts the portal's plugin on the
 * page's federation runtime (the host's at start; a remote's own page at its first federated load).
 */
export function registerRemote(name: string): void {
  const entry = wantedEntry(name);
  if (!entry) return;
  const runs = running.get(name);
  if (runs !== undefined && runs !== entry) return;
  if (registered.get(name) === entry) return;
  if (!pluginRegistered) {
    registerPlugins([portalFederationPlugin()]);
    pluginRegistered = true;
  }
  if (registered.has(name)) registerRemotes([{ name, entry }], { force: true });
  else registerRemotes([{ name, entry }]);
  registered.set(name, entry);
}

/** Every remote of the runtime config, at the entries the member is served (the host, at start). */
export function registerConfiguredRemotes(): void {
  for (const name of Object.keys(getConfig().remotes)) registerRemote(name);
}

/** `remote_catalog` of `remote_catalog/ProductListStep`. */
export const remoteOf = (id: string) => id.slice(0, id.indexOf('/'));

/**
 * Loads `remote/expose` (e.g. `remote_catalog/ProductListStep`): after any check of config.json under
 * way, from the entry the member is served.
 */
export async function loadFederated<T>(id: string): Promise<T | null> {
  await pickUpReleases();
  const name = remoteOf(id);
  registerRemote(name);
  const entry = registered.get(name);
  const module = await loadRemote<T>(id);
  if (module && entry && !running.has(name)) running.set(name, entry);
  return module;
}

/**
 * Takes the remotes' new versions from config.json at a navigation (the host calls this at each new
 * address, `navigation`; a federated module's first load waits for it, unless the config was read in
 * the last 2 s), as `pnpm promote`, `rollback` and
 * `canary` change them. A remote not loaded on this page yet is registered at its new entry. One whose
 * code already runs from another entry cannot be swapped in place: the page is loaded anew at the
 * address just opened, once for a given set of versions, so a config that keeps changing never reloads
 * the page in a loop. A failed check changes nothing.
 */
export function pickUpReleases({ navigation = false } = {}): Promise<'current' | 'reloading'> {
  if (!releases.watching) return Promise.resolve('current');
  if (releases.pending) return releases.pending;
  if (!navigation && Date.now() - releases.readAt < RELEASE_CHECK_INTERVAL_MS) return Promise.resolve('current');
  const check = readReleases()
    .catch(() => 'current' as const)
    .finally(() => {
      releases.readAt = Date.now();
      releases.pending = undefined;
    });
  releases.pending = check;
  return check;
}

async function readReleases(): Promise<'current' | 'reloading'> {
  const response = await releases.fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) return 'current';
  setConfig(parseRuntimeConfig(await response.json()));
  const changed = [...running].filter(([name, entry]) => {
    const wanted = wantedEntry(name);
    return wanted !== undefined && wanted !== entry;
  });
  registerConfiguredRemotes();
  if (changed.length === 0) return 'current';
  const target = JSON.stringify(changed.map(([name]) => [name, wantedEntry(name)]));
  if (sessionStorage.getItem(RELOADED_FOR_KEY) === target) return 'current';
  sessionStorage.setItem(RELOADED_FOR_KEY, target);
  releases.reload();
  return 'reloading';
}

/**
 * The host starts the checks (`pickUpReleases`) once it has read its config; a page that did not (a
 * remote's own page, a test) never fetches config.json for them. `fetch` and `reload` are for tests.
 */
export function watchReleases(options: { fetch?: typeof fetch; reload?: () => void } = {}): void {
  releases.watching = true;
  releases.readAt = Date.now();
  if (options.fetch) releases.fetch = options.fetch;
  if (options.reload) releases.reload = options.reload;
}
