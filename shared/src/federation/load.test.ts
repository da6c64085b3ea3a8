import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig, setConfig } from '@portal/shared/config';
import { loadFederated } from './load';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const config = parseRuntimeConfig({
  apiBaseUrl: 'http://localhost:8090/',
  identity: { region: 'ap-southeast-2', userPoolId: 'local_abc123', clientId: 'client' },
  remotes: { remote_engraving: 'http://localhost:8083/mf-manifest.json' },
  realtime: { provider: 'local', url: 'ws://localhost:8090/realtime' },
  addresses: { provider: 'local' },
  errorReporting: { dsn: 'http://portal@localhost:8090/1' },
  brandsByHost: {},
  latestStockUrl: 'https://example.com/stock',
  engravingGuest: { username: 'guest@owners.example.com', password: 'Guest#2026' },
  defaultBrand: 'Lawnswood',
});

beforeEach(() => {
  runtime.loadRemote.mockReset().mockResolvedValue({ default: 'module' });
  runtime.registerRemotes.mockReset();
});

describe('loadFederated', () => {
  it("registers the remote from config.json on the loading app's runtime, then loads the expose", async () => {
    setConfig(config);
    await expect(loadFederated('remote_engraving/EngravingSteps')).resolves.toEqual({ default: 'module' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'remote_engraving', entry: 'http://localhost:8083/mf-manifest.json' }]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_engraving/EngravingSteps');
  });

  it('leaves a remote the config does not name to the runtime (which answers it is unknown)', async () => {
    setConfig(config);
    await loadFederated('remote_unknown/Thing');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_unknown/Thing');
  });
});
