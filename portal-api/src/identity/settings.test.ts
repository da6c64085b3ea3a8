import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { identitySettingsFromEnv, writeIdentitySettings, type IdentitySettings } from './settings.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-settings-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const localSettings: IdentitySettings = {
  region: 'ap-southeast-2',
  userPoolId: 'local_abc',
  clientId: 'client',
  endpoint: 'http://127.0.0.1:9229',
  issuer: 'http://127.0.0.1:9229/local_abc',
  jwksUrl: 'http://127.0.0.1:9229/local_abc/.well-known/jwks.json',
};
const cognitoEnv = {
  PORTAL_IDENTITY_USER_POOL_ID: 'ap-southeast-2_Abc',
  PORTAL_IDENTITY_CLIENT_ID: 'web',
  PORTAL_AUTH_ISSUER: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Abc',
};

describe('identitySettingsFromEnv', () => {
  it("reads the local stand-in's identity.json outside production", () => {
    writeIdentitySettings(dataDir, localSettings);
    expect(identitySettingsFromEnv(dataDir, {})).toEqual(localSettings);
  });

  it('never uses identity.json in production', () => {
    expect(() => identitySettingsFromEnv(dataDir, { NODE_ENV: 'production' })).toThrow(/PORTAL_IDENTITY_USER_POOL_ID/);
  });

  it('refuses a local (http) issuer in production', () => {
    expect(() =>
      identitySettingsFromEnv(dataDir, { ...cognitoEnv, NODE_ENV: 'production', PORTAL_AUTH_ISSUER: localSettings.issuer }),
    ).toThrow(/non-https issuer/);
  });

  it('takes a Cognito pool from the environment, JWKS beside the issuer', () => {
    expect(identitySettingsFromEnv(dataDir, { ...cognitoEnv, NODE_ENV: 'production' })).toEqual({
      region: 'ap-southeast-2',
      userPoolId: 'ap-southeast-2_Abc',
      clientId: 'web',
      issuer: cognitoEnv.PORTAL_AUTH_ISSUER,
      jwksUrl: `${cognitoEnv.PORTAL_AUTH_ISSUER}/.well-known/jwks.json`,
    });
  });
});
