import fs from 'node:fs';
import type { ApiConfig } from './config.ts';
import { bootstrapIdentity } from './identity/bootstrap.ts';
import { startLocalIdentityServer, type LocalIdentityServer } from './identity/local-server.ts';
import { IDENTITY_REGION, writeIdentitySettings, type IdentitySettings } from './identity/settings.ts';
import { demoIdentityUsers } from './seed/demo-data.ts';
import { startApi, type RunningApi } from './server.ts';

export interface RunningServices {
  api: RunningApi;
  identity: LocalIdentityServer;
  identitySettings: IdentitySettings;
  stop(): Promise<void>;
}

/**
 * The embedded default: the local identity stand-in (bootstrapped with the demo users, settings
 * written to `<data dir>/identity.json`) and the API using it. Development and tests only.
 */
export async function startServices(config: ApiConfig, identityPort: number): Promise<RunningServices> {
  if (config.production) throw new Error('The local identity stand-in is not for production');
  fs.mkdirSync(config.dataDir, { recursive: true });
  const identity = await startLocalIdentityServer({ dataDir: config.dataDir, port: identityPort });
  try {
    const identitySettings = await bootstrapIdentity({ region: IDENTITY_REGION, endpoint: identity.endpoint }, demoIdentityUsers);
    writeIdentitySettings(config.dataDir, identitySettings);
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
