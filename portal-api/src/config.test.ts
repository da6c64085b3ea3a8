import { describe, expect, it } from 'vitest';
import { apiConfigFromEnv } from './config.ts';

const SECRET = 'x'.repeat(32);

describe('apiConfigFromEnv', () => {
  it('runs locally on the defaults: the owner app on :8083, a random grant key', () => {
    const config = apiConfigFromEnv({});
    expect(config.ownerAppUrl).toBe('http://localhost:8083');
    expect(config.grantSecret).toBeUndefined();
    expect(config.production).toBe(false);
  });

  it('refuses to start in production without the owner app address or a strong grant key', () => {
    expect(() => apiConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/PORTAL_OWNER_APP_URL must be set[\s\S]*PORTAL_GRANT_SECRET must be set to at least 32 bytes/);
    expect(() => apiConfigFromEnv({ NODE_ENV: 'production', PORTAL_OWNER_APP_URL: 'https://owners.example.com', PORTAL_GRANT_SECRET: 'short' })).toThrow(/PORTAL_GRANT_SECRET/);
    const config = apiConfigFromEnv({ NODE_ENV: 'production', PORTAL_OWNER_APP_URL: 'https://owners.example.com/', PORTAL_GRANT_SECRET: SECRET });
    expect(config).toMatchObject({ production: true, ownerAppUrl: 'https://owners.example.com', grantSecret: SECRET });
  });
});
