import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@portal/shared/config';
import { testRuntimeConfig } from '@portal/shared/testing/dtos';
import { loadFederated } from './load';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
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

  it('leaves a remote the config does not name to the runtime (which answers it is unknown)', async () => {
    loadConfig();
    await loadFederated('remote_unknown/Thing');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_unknown/Thing');
  });
});
