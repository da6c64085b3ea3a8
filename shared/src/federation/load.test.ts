import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@portal/shared/config';
import { testRuntimeConfig } from '@portal/shared/testing/dtos';
import { loadFederated } from './load';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const loadConfig = () => setConfig(testRuntimeConfig({ remote_engraving: 'http://localhost:8083/mf-manifest.json' }));

beforeEach(() => {
  runtime.loadRemote.mockReset().mockResolvedValue({ default: 'module' });
  runtime.registerRemotes.mockReset();
});

describe('loadFederated', () => {
  it("registers the remote from config.json on the loading app's runtime, then loads the expose", async () => {
    loadConfig();
    await expect(loadFederated('remote_engraving/EngravingSteps')).resolves.toEqual({ default: 'module' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'remote_engraving', entry: 'http://localhost:8083/mf-manifest.json' }]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_engraving/EngravingSteps');
  });

  it("puts the portal's plugin (retries, typed refusals: plugin.ts) on the page's runtime once, with the first remote registered", async () => {
    vi.resetModules();
    const [load, configModule] = await Promise.all([import('./load'), import('@portal/shared/config')]);
    configModule.setConfig(testRuntimeConfig({ remote_engraving: 'http://localhost:8083/mf-manifest.json', remote_catalog: 'http://localhost:8082/mf-manifest.json' }));
    runtime.registerPlugins.mockReset();
    load.registerConfiguredRemotes();
    await load.loadFederated('remote_engraving/EngravingSteps');
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
    expect(runtime.registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'portal-federation' })]);
    expect(runtime.registerPlugins.mock.invocationCallOrder[0]).toBeLessThan(runtime.registerRemotes.mock.invocationCallOrder[0]!);
  });

  it('leaves a remote the config does not name to the runtime (which answers it is unknown)', async () => {
    loadConfig();
    await loadFederated('remote_unknown/Thing');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_unknown/Thing');
  });
});

describe('releases (pnpm promote, rollback, canary)', () => {
  const LIVE = 'http://localhost:8082/releases/v1/mf-manifest.json';
  const CANARY = 'http://localhost:8082/releases/v2/mf-manifest.json';

  /** A page's modules afresh: the federation registry, the config and the session start empty. */
  async function freshPage(config: ReturnType<typeof testRuntimeConfig>, practiceId?: string) {
    vi.resetModules();
    const [load, configModule, session] = await Promise.all([import('./load'), import('@portal/shared/config'), import('@portal/shared/session')]);
    configModule.setConfig(config);
    if (practiceId) session.sessionStore.getState().signIn('token', { username: 'a', contactId: 'c1', role: 'Level 1', practiceId });
    return load;
  }
  const withCanary = (remotes: Record<string, string>) => ({
    ...testRuntimeConfig(remotes),
    canaries: { remote_catalog: { entry: CANARY, practices: ['p1'] } },
  });
  const served = (config: unknown) => vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(config))));

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("a member of the canary's practice loads the canary; another member the live version", async () => {
    const inCanary = await freshPage(withCanary({ remote_catalog: LIVE }), 'p1');
    await inCanary.loadFederated('remote_catalog/ProductListStep');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'remote_catalog', entry: CANARY }]);
    expect(inCanary.runningEntry('remote_catalog')).toBe(CANARY);

    const other = await freshPage(withCanary({ remote_catalog: LIVE }), 'p2');
    await other.loadFederated('remote_catalog/ProductListStep');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'remote_catalog', entry: LIVE }]);
  });

  it('at a navigation, a remote not loaded yet is registered at its new version, with no reload', async () => {
    const page = await freshPage(testRuntimeConfig({ remote_catalog: LIVE }));
    const reload = vi.fn();
    page.watchReleases({ fetch: served(testRuntimeConfig({ remote_catalog: CANARY })), reload });
    page.registerConfiguredRemotes();
    await expect(page.pickUpReleases({ navigation: true })).resolves.toBe('current');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'remote_catalog', entry: CANARY }], { force: true });
    expect(reload).not.toHaveBeenCalled();
  });

  it('at a navigation, a remote whose old version runs on the page reloads the page once for that version, never again for it', async () => {
    const page = await freshPage(testRuntimeConfig({ remote_catalog: LIVE }));
    const reload = vi.fn();
    const fetchConfig = served(testRuntimeConfig({ remote_catalog: CANARY }));
    page.watchReleases({ fetch: fetchConfig, reload });
    await page.loadFederated('remote_catalog/ProductListStep');
    await expect(page.pickUpReleases({ navigation: true })).resolves.toBe('reloading');
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
    // The page loaded anew still ran the old one (a cache, a config that went back and forth): no loop.
    await expect(page.pickUpReleases({ navigation: true })).resolves.toBe('current');
    expect(reload).toHaveBeenCalledTimes(1);
    // Two versions of one remote never run side by side: its registration stays at the one running.
    expect(runtime.registerRemotes).not.toHaveBeenCalledWith([{ name: 'remote_catalog', entry: CANARY }], expect.anything());
  });

  it('checks only on the pages that watch, and not again within 2 s but at a navigation; a failed check changes nothing', async () => {
    const page = await freshPage(testRuntimeConfig({ remote_catalog: LIVE }));
    const fetchConfig = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    await page.pickUpReleases({ navigation: true });
    page.watchReleases({ fetch: fetchConfig, reload: vi.fn() });
    await page.loadFederated('remote_catalog/ProductListStep');
    expect(fetchConfig).not.toHaveBeenCalled();
    await expect(page.pickUpReleases({ navigation: true })).resolves.toBe('current');
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(page.runningEntry('remote_catalog')).toBe(LIVE);
  });
});
