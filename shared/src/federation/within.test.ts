import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@portal/shared/config';
import { testRuntimeConfig } from '@portal/shared/testing/dtos';
import { FEDERATED_LOAD_BUDGET_MS, loadFederatedWithin } from './within';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const ENTRY = 'http://localhost:8082/mf-manifest.json';
setConfig(testRuntimeConfig({ remote_catalog: ENTRY }));

const forever = () => new Promise<never>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('loadFederatedWithin', () => {
  it('answers the module of the first try', async () => {
    runtime.loadRemote.mockResolvedValue({ default: 'step' });
    await expect(loadFederatedWithin('remote_catalog/ProductListStep')).resolves.toEqual({ default: 'step' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  });

  it('retries after 300 ms and then 900 ms, registering the remote again before each retry', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('entry 404'))
      .mockRejectedValueOnce(new Error('entry 502'))
      .mockResolvedValue({ default: 'step' });
    const loading = loadFederatedWithin('remote_catalog/ProductListStep');
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'remote_catalog', entry: ENTRY }], { force: true });
    await vi.advanceTimersByTimeAsync(899);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toEqual({ default: 'step' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last error after three tries', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('one')).mockRejectedValueOnce(new Error('two')).mockRejectedValue(new Error('three'));
    const loading = loadFederatedWithin('remote_catalog/ProductListStep');
    const settled = expect(loading).rejects.toThrow('three');
    await vi.advanceTimersByTimeAsync(1200);
    await settled;
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('gives up when the budget is spent, however many tries are left', async () => {
    runtime.loadRemote.mockImplementation(forever);
    const loading = loadFederatedWithin('remote_catalog/ProductListStep');
    const settled = expect(loading).rejects.toThrow('remote_catalog/ProductListStep did not load within 5000 ms');
    await vi.advanceTimersByTimeAsync(FEDERATED_LOAD_BUDGET_MS - 1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('does not start a retry its pause would leave no time for', async () => {
    runtime.loadRemote.mockImplementationOnce(() => new Promise((_, reject) => setTimeout(() => reject(new Error('slow 404')), 200)));
    const loading = loadFederatedWithin('remote_catalog/ProductListStep', { budgetMs: 400 });
    const settled = expect(loading).rejects.toThrow('slow 404');
    await vi.advanceTimersByTimeAsync(200);
    await settled;
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('fails at once when the remote answers without the module', async () => {
    runtime.loadRemote.mockResolvedValue(null);
    await expect(loadFederatedWithin('remote_catalog/Missing')).rejects.toThrow('remote_catalog does not expose remote_catalog/Missing');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
