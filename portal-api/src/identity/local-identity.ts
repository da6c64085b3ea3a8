import fs from 'node:fs';
import { demoIdentityUsers } from '../seed/demo-data.ts';
import { bootstrapIdentity } from './bootstrap.ts';
import { startLocalIdentityServer, type LocalIdentityServer } from './local-server.ts';
import { IDENTITY_REGION, writeIdentitySettings, type IdentitySettings } from './settings.ts';

export interface RunningIdentity {
  server: LocalIdentityServer;
  settings: IdentitySettings;
}

/**
 * The local identity stand-in on `port`, bootstrapped with the demo users (again after a restart: the
 * pool, client and users it keeps in `<data dir>/identity` are found, not made twice), its settings
 * written to `<data dir>/identity.json` for the API.
 */
export async function startIdentity(dataDir: string, port: number): Promise<RunningIdentity> {
  fs.mkdirSync(dataDir, { recursive: true });
  const server = await startLocalIdentityServer({ dataDir, port });
  try {
    const settings = await bootstrapIdentity({ region: IDENTITY_REGION, endpoint: server.endpoint }, demoIdentityUsers);
    writeIdentitySettings(dataDir, settings);
    return { server, settings };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
