import fs from 'node:fs';
import path from 'node:path';

export const IDENTITY_REGION = 'ap-southeast-2';
export const IDENTITY_SETTINGS_FILE = 'identity.json';

/** Where the user pool lives and how its tokens are checked; written to `<data dir>/identity.json`. */
export interface IdentitySettings {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Set for a local stand-in; absent for AWS Cognito. */
  endpoint?: string;
  issuer: string;
  jwksUrl: string;
}

export function writeIdentitySettings(dataDir: string, settings: IdentitySettings): void {
  fs.writeFileSync(path.join(dataDir, IDENTITY_SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);
}

function readIdentitySettings(dataDir: string): IdentitySettings {
  const file = path.join(dataDir, IDENTITY_SETTINGS_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(
      `No identity settings: ${file} is missing. Start with 'pnpm --filter portal-api services', ` +
        'or set PORTAL_IDENTITY_USER_POOL_ID, PORTAL_IDENTITY_CLIENT_ID and PORTAL_AUTH_ISSUER.',
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as IdentitySettings;
}

/**
 * From the environment when PORTAL_IDENTITY_USER_POOL_ID is set, else (outside production) from the
 * identity.json the local stand-in wrote. Production needs an explicit https issuer: the local
 * stand-in signs with a key published in its package, so its tokens must never be accepted there.
 */
export function identitySettingsFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): IdentitySettings {
  const production = env.NODE_ENV === 'production';
  if (!env.PORTAL_IDENTITY_USER_POOL_ID) {
    if (production) throw new Error('NODE_ENV=production needs PORTAL_IDENTITY_USER_POOL_ID, PORTAL_IDENTITY_CLIENT_ID and PORTAL_AUTH_ISSUER');
    return readIdentitySettings(dataDir);
  }
  const issuer = env.PORTAL_AUTH_ISSUER;
  const clientId = env.PORTAL_IDENTITY_CLIENT_ID;
  if (!issuer) throw new Error('PORTAL_AUTH_ISSUER is required with PORTAL_IDENTITY_USER_POOL_ID');
  if (!clientId) throw new Error('PORTAL_IDENTITY_CLIENT_ID is required with PORTAL_IDENTITY_USER_POOL_ID');
  if (production && !issuer.startsWith('https://')) {
    throw new Error(`Refusing the non-https issuer '${issuer}' in production`);
  }
  return {
    region: env.PORTAL_IDENTITY_REGION || IDENTITY_REGION,
    userPoolId: env.PORTAL_IDENTITY_USER_POOL_ID,
    clientId,
    ...(env.PORTAL_IDENTITY_ENDPOINT ? { endpoint: env.PORTAL_IDENTITY_ENDPOINT } : {}),
    issuer,
    jwksUrl: env.PORTAL_AUTH_JWKS_URL || `${issuer}/.well-known/jwks.json`,
  };
}
