import { describe, expect, it } from 'vitest';
import { getConfig, loadRuntimeConfig } from './config';
import { INLINE_CONFIG_ID, parseRuntimeConfig, RuntimeConfigError } from '@portal/contracts/wire/config';

const valid = {
  apiBaseUrl: 'http://localhost:8090/',
  identity: { region: 'ap-southeast-2', userPoolId: 'local_abc123', clientId: 'client', endpoint: 'http://127.0.0.1:9229' },
  remotes: { remote_bookings: 'http://localhost:8081/mf-manifest.json' },
  realtime: { provider: 'local', url: 'ws://localhost:8090/realtime' },
  addresses: { provider: 'local' },
  errorReporting: { dsn: 'http://portal@localhost:8090/1', tunnel: 'http://localhost:8090/errors/envelope' },
  brandsByHost: { 'lawnswood.localhost': { name: 'Lawnswood', welcome: 'Welcome' } },
  latestStockUrl: 'https://example.com/stock',
  engravingGuest: { username: 'guest@owners.example.com', password: 'Guest#2026' },
  defaultBrand: 'Lawnswood',
};

describe('runtime config', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(valid).identity.userPoolId).toBe('local_abc123');
    // The portal's address is optional (the standalone owner app's links to the portal).
    expect(parseRuntimeConfig({ ...valid, portalUrl: 'https://portal.example.com' }).portalUrl).toBe('https://portal.example.com');
  });

  it.each([
    ['apiBaseUrl', { ...valid, apiBaseUrl: 'not a url' }],
    ['identity.region', { ...valid, identity: { ...valid.identity, region: 'us-east-1' } }],
    ['identity.clientId', { ...valid, identity: { ...valid.identity, clientId: '' } }],
    ['remotes.remote_bookings', { ...valid, remotes: { remote_bookings: 'nope' } }],
    ['defaultBrand', { ...valid, defaultBrand: undefined }],
    ['latestStockUrl', { ...valid, latestStockUrl: 42 }],
    ['portalUrl', { ...valid, portalUrl: 'the portal' }],
  ])('names the bad key %s', (key, config) => {
    expect(() => parseRuntimeConfig(config)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(config)).toThrow(new RegExp(key.replace('.', '\\.')));
  });

  it('says when config.json cannot be fetched', async () => {
    const fetch404 = () => Promise.resolve(new Response('missing', { status: 404 }));
    await expect(loadRuntimeConfig('/config.json', fetch404)).rejects.toThrow('HTTP 404');
  });

  describe('written into the page by the server', () => {
    const writeBlock = (text: string) => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = INLINE_CONFIG_ID;
      block.textContent = text;
      document.head.append(block);
      return block;
    };
    const noFetch = () => Promise.reject(new Error('config.json was fetched'));

    it('is read from the page, with no request', async () => {
      const block = writeBlock(JSON.stringify({ ...valid, defaultBrand: 'Written in' }));
      try {
        await expect(loadRuntimeConfig('/config.json', noFetch)).resolves.toMatchObject({ defaultBrand: 'Written in' });
        expect(getConfig().defaultBrand).toBe('Written in');
      } finally {
        block.remove();
      }
    });

    it('is checked as config.json is', async () => {
      const block = writeBlock(JSON.stringify({ ...valid, apiBaseUrl: 'not a url' }));
      try {
        await expect(loadRuntimeConfig('/config.json', noFetch)).rejects.toThrow(/apiBaseUrl/);
      } finally {
        block.remove();
      }
    });
  });

  it('says when config.json is not JSON', async () => {
    const fetchText = () => Promise.resolve(new Response('<html>', { status: 200 }));
    await expect(loadRuntimeConfig('/config.json', fetchText)).rejects.toThrow('not valid JSON');
  });
});
