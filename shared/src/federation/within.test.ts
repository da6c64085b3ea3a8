import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@portal/shared/config';
import { testRuntimeConfig } from '@portal/shared/testing/dtos';
import { FederatedIncompatibleError, FederatedTimeoutError } from './errors';
import { portalFederationPlugin } from './plugin';
import { FEDERATED_LOAD_BUDGET_MS, loadFederatedWithin } from './within';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const ENTRY = 'http://localhost:8082/mf-manifest.json';
setConfig(testRuntimeConfig({ remote_catalog: ENTRY }));

const forever = () => new Promise<never>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  runtime.registerPlugins.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('loadFederatedWithin', () => {
  it('answers the module of the first try', async () => {
    runtime.loadRemote.mockResolvedValue({ default: 'step' });
    await expect(loadFederatedWithin('remote_catalog/ProductListStep')).resolves.toEqual({ default: 'step' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  });

  it('fails at once with what the load failed with: the retries are the runtime plugin\'s (plugin.ts), not a loop of its own', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: #RUNTIME-008 entry 404'));
    await expect(loadFederatedWithin('remote_catalog/ProductListStep')).rejects.toThrow('entry 404');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  });

  it('gives up when the budget is spent, with the load still under way as `late`', async () => {
    runtime.loadRemote.mockImplementation(forever);
    const loading = loadFederatedWithin('remote_catalog/ProductListStep');
    const settled = expect(loading).rejects.toThrow('remote_catalog/ProductListStep did not load within 5000 ms');
    await vi.advanceTimersByTimeAsync(FEDERATED_LOAD_BUDGET_MS - 1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    // The load goes on: the area opens by itself if it arrives (`late`).
    const error = await loading.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(FederatedTimeoutError);
    expect((error as FederatedTimeoutError).late).toBeInstanceOf(Promise);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it("gives the plugin its budget: a retry of the entry its pause would leave no time for is not started, and the load fails with the entry's error", async () => {
    const plugin = portalFederationPlugin();
    const entryError = new Error('[ Federation Runtime ]: #RUNTIME-008 slow 404');
    const getRemoteEntry = vi.fn(() => new Promise((_, reject) => setTimeout(() => reject(entryError), 200)));
    // The runtime: an entry that fails after 200 ms, then asks the plugin (runtime-core utils/load.js).
    runtime.loadRemote.mockImplementation(async () => {
      await getRemoteEntry().catch(() => undefined);
      const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'remote_budget' }, globalLoading: {}, uniqueKey: 'k' };
      const recovered = await plugin.loadEntryError!(args as unknown as Parameters<NonNullable<typeof plugin.loadEntryError>>[0]);
      if (!recovered) throw entryError;
      return recovered;
    });
    // A remote of its own: the budget of a load still waiting for a remote is kept for its retries.
    const loading = loadFederatedWithin('remote_budget/Step', { budgetMs: 400 });
    const settled = expect(loading).rejects.toThrow('slow 404');
    await vi.advanceTimersByTimeAsync(200);
    await settled;
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('answers the runtime\'s refusal of a remote that needs a newer @portal/shared as a FederatedIncompatibleError, at once', async () => {
    runtime.loadRemote.mockRejectedValue(
      new Error('[ Federation Runtime ]: Version 1.1.0 from host of shared singleton module @portal/shared/session does not satisfy the requirement of remote_catalog which needs ^1.2.0)'),
    );
    await expect(loadFederatedWithin('remote_catalog/ProductListStep')).rejects.toThrow(FederatedIncompatibleError);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('fails at once when the remote answers without the module', async () => {
    runtime.loadRemote.mockResolvedValue(null);
    await expect(loadFederatedWithin('remote_catalog/Missing')).rejects.toThrow('remote_catalog does not expose remote_catalog/Missing');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
