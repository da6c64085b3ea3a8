import type { ApiConfig } from './config.ts';
import { startIdentity } from './identity/local-identity.ts';
import type { LocalIdentityServer } from './identity/local-server.ts';
import type { IdentitySettings } from './identity/settings.ts';
import { startApi, type RunningApi } from './server.ts';

export interface RunningServices {
  api: RunningApi;
  identity: LocalIdentityServer;
  identitySettings: IdentitySettings;
  stop(): Promise<void>;
}

/**
 * The embedded default: the local identity stand-in (`startIdentity`) and the API using it, in this
 * process. Development and tests only.
 */
export async function startServices(config: ApiConfig, identityPort: number): Promise<RunningServices> {
  if (config.production) throw new Error('The local identity stand-in is not for production');
  const { server: identity, settings: identitySettings } = await startIdentity(config.dataDir, identityPort);
  try {
    const api = await startApi(config, identitySettings);
    return {
      api,
      identity,
      identitySettings,
      async stop() {
        await api.close();
        await identity.stop();
      },
    };
  } catch (error) {
    await identity.stop();
    throw error;
  }
}
