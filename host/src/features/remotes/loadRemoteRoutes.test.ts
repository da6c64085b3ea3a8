import { describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes } from './loadRemoteRoutes';

const Routes = () => null;

describe('loading a remote', () => {
  it('loads ./routes of the remote', async () => {
    const load = vi.fn().mockResolvedValue({ default: Routes });
    await expect(loadRemoteRoutes('remote_bookings', 'http://x/mf-manifest.json', load)).resolves.toBe(Routes);
    expect(load).toHaveBeenCalledWith('remote_bookings/routes');
  });

  it('retries a failed load after registering the remote again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('entry 404')).mockResolvedValue({ default: Routes });
    await expect(loadRemoteRoutes('remote_practice', 'http://x/mf-manifest.json', load)).resolves.toBe(Routes);
    expect(load).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remote_practice', entry: 'http://x/mf-manifest.json' }], { force: true });
  });

  it('gives up inside its budget when the remote never answers', async () => {
    const load = vi.fn(() => new Promise<never>(() => {}));
    const started = Date.now();
    await expect(loadRemoteRoutes('remote_catalog', 'http://x/mf-manifest.json', load, 300)).rejects.toThrow(/did not load/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('fails at once for a remote missing from the config', async () => {
    const load = vi.fn();
    await expect(loadRemoteRoutes('remote_engraving', undefined, load)).rejects.toThrow(/not in the runtime config/);
    expect(load).not.toHaveBeenCalled();
  });
});
