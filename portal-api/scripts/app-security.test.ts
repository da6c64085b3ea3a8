import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import { appContentSecurityPolicy, readRuntimeConfig, withNonce } from './app-security';

const BASE: RuntimeConfig = {
  apiBaseUrl: 'https://api.example.test/',
  identity: { region: 'ap-southeast-2', userPoolId: 'ap-southeast-2_abc123', clientId: 'client' },
  remotes: {},
  realtime: { provider: 'ably', authUrl: 'https://api.example.test/portal/authentication' },
  addresses: { provider: 'google', apiKey: 'key' },
  errorReporting: { dsn: 'https://key@o1.ingest.sentry.io/1' },
  brandsByHost: {},
  latestStockUrl: 'https://stock.example.test/',
  engravingGuest: { username: 'guest', password: 'secret' },
  defaultBrand: 'Lawnswood',
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('appContentSecurityPolicy', () => {
  it('names Cognito, Sentry, Ably and Google when the config chooses the real services', () => {
    const policy = appContentSecurityPolicy(BASE, 'n');
    const connect = directive(policy, 'connect-src');
    expect(connect).toContain('https://cognito-idp.ap-southeast-2.amazonaws.com');
    expect(connect).toContain('https://o1.ingest.sentry.io');
    expect(connect).toContain('wss://*.ably.net');
    expect(connect).toContain('https://*.googleapis.com');
    expect(directive(policy, 'script-src')).toContain('https://*.googleapis.com');
  });

  it('allows only the app itself without a valid config (the page can still say what is wrong)', () => {
    const policy = appContentSecurityPolicy(readRuntimeConfig('{"apiBaseUrl": 3}'), 'n');
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('withNonce', () => {
  it('puts the nonce on every style tag and in the meta tag the page reads', () => {
    const html = withNonce('<html><head><style>a{}</style><style media="print">b{}</style></head></html>', 'abc');
    expect(html).toBe(
      '<html><head><style nonce="abc">a{}</style><style nonce="abc" media="print">b{}</style><meta name="csp-nonce" nonce="abc" /></head></html>',
    );
  });
});
