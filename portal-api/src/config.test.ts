import { describe, expect, it } from 'vitest';
import { apiConfigFromEnv, s3SettingsFromEnv } from './config.ts';

const SECRET = 'x'.repeat(32);

describe('apiConfigFromEnv', () => {
  it('runs locally on the defaults: the owner app on :8083, a random grant key', () => {
    const config = apiConfigFromEnv({});
    expect(config.ownerAppUrl).toBe('http://localhost:8083');
    expect(config.grantSecret).toBeUndefined();
    expect(config.production).toBe(false);
    expect(config.host).toBeUndefined();
  });

  it('listens on PORTAL_API_HOST when it is an IP address, and refuses a name', () => {
    expect(apiConfigFromEnv({ PORTAL_API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(apiConfigFromEnv({ PORTAL_API_HOST: '::' }).host).toBe('::');
    expect(() => apiConfigFromEnv({ PORTAL_API_HOST: 'everywhere' })).toThrow("PORTAL_API_HOST must be an IP address to listen on (0.0.0.0, ::, or one of the machine's), got 'everywhere'");
  });

  it('refuses to start in production without the owner app address or a strong grant key', () => {
    expect(() => apiConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/PORTAL_OWNER_APP_URL must be set[\s\S]*PORTAL_GRANT_SECRET must be set to at least 32 bytes/);
    expect(() => apiConfigFromEnv({ NODE_ENV: 'production', PORTAL_OWNER_APP_URL: 'https://owners.example.com', PORTAL_GRANT_SECRET: 'short' })).toThrow(/PORTAL_GRANT_SECRET/);
    const config = apiConfigFromEnv({ NODE_ENV: 'production', PORTAL_OWNER_APP_URL: 'https://owners.example.com/', PORTAL_GRANT_SECRET: SECRET });
    expect(config).toMatchObject({ production: true, ownerAppUrl: 'https://owners.example.com', grantSecret: SECRET });
  });
});

describe('s3SettingsFromEnv (files in S3)', () => {
  const bucket = { PORTAL_S3_BUCKET: 'portal-files', PORTAL_S3_REGION: 'ap-southeast-2' };

  it('keeps files in the database when no PORTAL_S3_* is set', () => {
    expect(s3SettingsFromEnv({})).toBeUndefined();
    expect(apiConfigFromEnv({}).s3).toBeUndefined();
  });

  it('reads the bucket and region, with the SDK credential chain when no key pair is set', () => {
    expect(s3SettingsFromEnv(bucket)).toEqual({ bucket: 'portal-files', region: 'ap-southeast-2', endpoint: undefined, forcePathStyle: false, credentials: undefined });
  });

  it('reads an S3-compatible endpoint, path-style addressing and a key pair', () => {
    const settings = s3SettingsFromEnv({
      ...bucket,
      PORTAL_S3_ENDPOINT: 'http://localhost:9000',
      PORTAL_S3_FORCE_PATH_STYLE: 'true',
      PORTAL_S3_ACCESS_KEY_ID: 'minio',
      PORTAL_S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(settings).toEqual({
      bucket: 'portal-files',
      region: 'ap-southeast-2',
      endpoint: 'http://localhost:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
  });

  it('refuses a bucket without a region, a bad endpoint, a half key pair and a bad path-style flag, naming each', () => {
    expect(() =>
      s3SettingsFromEnv({ PORTAL_S3_BUCKET: 'portal-files', PORTAL_S3_ENDPOINT: 'localhost:9000', PORTAL_S3_ACCESS_KEY_ID: 'k', PORTAL_S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(
      [
        'The S3 file store is not set up right:',
        "- PORTAL_S3_REGION must be set with PORTAL_S3_BUCKET (the bucket's region, e.g. ap-southeast-2; 'auto' for Cloudflare R2)",
        "- PORTAL_S3_ENDPOINT must be an http(s) URL, got 'localhost:9000'",
        "- PORTAL_S3_FORCE_PATH_STYLE must be true or false, got 'yes'",
        "- PORTAL_S3_ACCESS_KEY_ID and PORTAL_S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK's credential chain)",
      ].join('\n'),
    );
  });

  it('refuses a name that is no bucket name', () => {
    expect(() => s3SettingsFromEnv({ ...bucket, PORTAL_S3_BUCKET: 'Portal_Files' })).toThrow(/PORTAL_S3_BUCKET must be a bucket name/);
  });

  it('refuses S3 settings without a bucket rather than quietly keeping files in the database', () => {
    expect(() => s3SettingsFromEnv({ PORTAL_S3_REGION: 'ap-southeast-2', PORTAL_S3_ENDPOINT: 'http://localhost:9000' })).toThrow(
      'PORTAL_S3_REGION, PORTAL_S3_ENDPOINT are set but PORTAL_S3_BUCKET is not: set the bucket too, or unset them to keep files in the database',
    );
  });
});
