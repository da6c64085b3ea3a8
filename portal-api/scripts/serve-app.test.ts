import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedEncodings, serveApp } from './serve-app';

/** A runtime config as stack.ts writes it, with the origins the policy must name. */
const CONFIG = {
  apiBaseUrl: 'https://api.example.test/',
  identity: { region: 'ap-southeast-2', userPoolId: 'ap-southeast-2_abc123', clientId: 'client', endpoint: 'https://identity.example.test' },
  remotes: { remote_bookings: 'https://bookings.example.test/mf-manifest.json' },
  realtime: { provider: 'local', url: 'wss://api.example.test/realtime' },
  addresses: { provider: 'local' },
  errorReporting: { dsn: 'https://key@sentry.example.test/1', tunnel: 'https://tunnel.example.test/errors/envelope' },
  brandsByHost: {},
  latestStockUrl: 'https://stock.example.test/latest',
  engravingGuest: { username: 'guest', password: 'secret' },
  defaultBrand: 'Lawnswood',
};

/** The policy's directives by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]): [string, string[]] => [name ?? '', sources]),
  );
}

describe('serveApp', () => {
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'serve-app-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>app</title><style>body{margin:0}</style></head><body></body></html>');
    writeFileSync(path.join(dist, 'config.json'), JSON.stringify(CONFIG));
    writeFileSync(path.join(dist, 'main.0123abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'console.log("first build");'.repeat(50));
    writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log("hashed");');
    mkdirSync(path.join(dist, 'first'));
    writeFileSync(
      path.join(dist, 'first', 'verify.html'),
      '<!doctype html><html><head><title>first</title><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" /><style>body{margin:0}</style></head><body></body></html>',
    );
    writeFileSync(path.join(dist, 'first', 'screens.json'), JSON.stringify([
      { prefix: '/engraving/verify/', page: 'first/verify.html' },
      { prefix: '/login', page: 'first/verify.html' },
      { prefix: '/engraving/check-existing?staff=0', page: 'first/verify.html' },
    ]));
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'remote', exposes: [] }));
    writeFileSync(path.join(dist, 'vendor.89abcdef01.js'), `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i} of the bundle`))};`);
    server = serveApp(dist, 0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (pathname: string, gzip: boolean | string = true) => {
    const encoding = typeof gzip === 'string' ? gzip : gzip ? 'gzip' : 'identity';
    const response = await fetch(`${base}${pathname}`, { headers: { 'accept-encoding': encoding } });
    return response;
  };

  /** A browser's header: brotli is served once the file's brotli copy is made (gzip meanwhile). */
  const BROWSER = 'gzip, deflate, br, zstd';
  const brotliOf = async (pathname: string) => {
    await vi.waitFor(async () => expect((await get(pathname, BROWSER)).headers.get('content-encoding')).toBe('br'), { timeout: 5000 });
    return get(pathname, BROWSER);
  };

  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.8', ['gzip']],
    ['BR;q=1.0', ['br']],
    ['gzip;q=0', []],
    ['identity', []],
    ['', []],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
  ])('Accept-Encoding %j takes %j, best first', (header, encodings) => {
    expect(acceptedEncodings(header)).toEqual(encodings);
  });

  it("serves brotli to a browser once the file's copy is made: smaller than gzip, the same text", async () => {
    const zipped = await get('/vendor.89abcdef01.js');
    const brotli = await brotliOf('/vendor.89abcdef01.js');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(Number(zipped.headers.get('content-length')));
    // fetch decodes brotli itself: the text is the file's.
    expect(await brotli.text()).toBe(await zipped.text());
    // A client that refuses brotli gets gzip.
    expect((await get('/vendor.89abcdef01.js', 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
  });

  it('writes index.html in brotli for a browser, with its nonce', async () => {
    const response = await get('/booking/123', BROWSER);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('<meta name="csp-nonce" nonce="');
  });

  it('never serves the brotli copy of a file a release rewrote', async () => {
    const file = path.join(dist, 'entry-of-release.js');
    writeFileSync(file, 'console.log("before the release");'.repeat(50));
    const earlier = new Date(Date.now() + 10_000);
    utimesSync(file, earlier, earlier);
    expect(await (await brotliOf('/entry-of-release.js')).text()).toContain('before the release');
    writeFileSync(file, 'console.log("after the release");'.repeat(50));
    const later = new Date(Date.now() + 20_000);
    utimesSync(file, later, later);
    const body = await (await get('/entry-of-release.js', BROWSER)).text();
    expect(body).toContain('after the release');
    expect(body).not.toContain('before the release');
  });

  it('serves gzip to a client that takes it, plain to one that does not', async () => {
    const zipped = await get('/remoteEntry.js');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes gzip itself: the text is the file's.
    expect(await zipped.text()).toContain('first build');
    const plain = await get('/remoteEntry.js', false);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe('console.log("first build");'.length * 50);
  });

  it('serves a file rewritten by a release anew (not the compressed copy of the old one)', async () => {
    expect(await (await get('/remoteEntry.js')).text()).toContain('first build');
    const file = path.join(dist, 'remoteEntry.js');
    writeFileSync(file, 'console.log("second build");'.repeat(50));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const body = await (await get('/remoteEntry.js')).text();
    expect(body).toContain('second build');
    expect(body).not.toContain('first build');
  });

  it('caches hashed files for a year and the rest not at all', async () => {
    expect((await get('/main.0123abcd.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/vendor.89abcdef01.js', BROWSER)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // What a release replaces under the same name: asked again every time.
    for (const pathname of ['/', '/index.html', '/booking/123', '/config.json', '/mf-manifest.json', '/remoteEntry.js']) {
      expect((await get(pathname, BROWSER)).headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it('answers a client-side route with index.html and a missing asset with 404', async () => {
    const route = await get('/booking/123');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>app</title>');
    expect((await get('/missing.js')).status).toBe(404);
  });

  it('sends the security headers on every response, a missing file included', async () => {
    for (const pathname of ['/', '/booking/123', '/main.0123abcd.js', '/config.json', '/missing.js']) {
      const response = await get(pathname);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy['frame-ancestors'], pathname).toEqual(["'none'"]);
      expect(policy['object-src'], pathname).toEqual(["'none'"]);
      expect(policy['base-uri'], pathname).toEqual(["'self'"]);
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
    }
  });

  it("takes the policy's sources from the app's runtime config, with no inline script or eval", async () => {
    const policy = directives((await get('/')).headers.get('content-security-policy'));
    // WebAssembly may be compiled (the Scan page's QR reader); JavaScript's eval may not.
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://bookings.example.test']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://bookings.example.test',
      'https://api.example.test',
      'https://identity.example.test',
      'wss://api.example.test',
      'https://tunnel.example.test',
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://bookings.example.test', 'https://api.example.test']);
    expect(policy['font-src']).toEqual(["'self'", 'https://bookings.example.test']);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('writes index.html with a new style nonce for each response, the one its policy names', async () => {
    const nonces = [];
    for (const pathname of ['/', '/booking/123']) {
      const response = await get(pathname);
      const nonce = /'nonce-([^']+)'/.exec((directives(response.headers.get('content-security-policy'))['style-src'] ?? []).join(' '))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await response.text();
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).toContain(`<meta name="csp-nonce" nonce="${nonce}" />`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('never serves a source map, even one left in the build', async () => {
    const response = await get('/main.0123abcd.js.map');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret.ts');
  });

  it('gives no referrer at all for an app served with that policy (the owners\' approval app)', async () => {
    const owner = serveApp(dist, 0, { referrerPolicy: 'no-referrer' });
    await new Promise((resolve) => owner.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(owner.address() as AddressInfo).port}/verify`);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    } finally {
      owner.close();
    }
  });
  it("answers a first screen's addresses with its page, with a new nonce, and every other route with the app", async () => {
    const first = await get('/engraving/verify/b1/q1');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const page = await first.text();
    expect(page).toContain('<title>first</title>');
    expect(page).toMatch(/<style nonce="[^"]+">/);
    expect(await (await get('/engraving/check-existing?staff=1')).text()).toContain('<title>app</title>');
    expect(await (await get('/engraving/verify')).text()).toContain('<title>app</title>');
  });

  it('writes the config into each page it serves, in place of the preload of config.json, and as it is now', async () => {
    const configIn = async (address: string) => {
      const page = await (await get(address)).text();
      const [, json] = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page) ?? [];
      return { page, config: json === undefined ? undefined : (JSON.parse(json) as typeof CONFIG) };
    };
    const first = await configIn('/engraving/verify/b1/q1');
    expect(first.config).toMatchObject({ apiBaseUrl: CONFIG.apiBaseUrl, defaultBrand: CONFIG.defaultBrand });
    expect(first.page).not.toContain('rel="preload" href="/config.json"');
    // A page without the preload gets the block in its head.
    expect((await configIn('/bookings')).config).toMatchObject({ defaultBrand: CONFIG.defaultBrand });
    const file = path.join(dist, 'config.json');
    try {
      // A swapped config.json is in the next page; `<` cannot end the block.
      // A `$&` or `$'` (a password may hold one) is written as it is, not read as a replacement pattern.
      writeFileSync(file, JSON.stringify({ ...CONFIG, defaultBrand: 'Swapped </script><script>alert(1)</script>', engravingGuest: { username: 'guest', password: "Pa$&ss$'1" } }));
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      const swapped = await configIn('/engraving/verify/b1/q1');
      expect(swapped.config?.defaultBrand).toBe('Swapped </script><script>alert(1)</script>');
      expect(swapped.config?.engravingGuest.password).toBe("Pa$&ss$'1");
      expect(swapped.page).not.toContain('<script>alert(1)');
      // A config that does not hold is not written: the page's own fetch says what is wrong.
      writeFileSync(file, '{"apiBaseUrl": "nope"}');
      utimesSync(file, new Date(), new Date(Date.now() + 10_000));
      const broken = await configIn('/engraving/verify/b1/q1');
      expect(broken.config).toBeUndefined();
      expect(broken.page).toContain('rel="preload" href="/config.json"');
    } finally {
      writeFileSync(file, JSON.stringify(CONFIG));
      utimesSync(file, new Date(), new Date(Date.now() + 15_000));
    }
  });

  it.each([
    ['/login', 'first'],
    ['/login/', 'first'],
    ['/login-help', 'app'],
    ['/loginx', 'app'],
    ['/engraving/check-existing?staff=0&bookingId=b1&quotedProductId=q1', 'first'],
    ['/engraving/check-existing?bookingId=b1&staff=0&quotedProductId=q1', 'first'],
    ['/engraving/check-existing?staff=1&bookingId=b1&quotedProductId=q1', 'app'],
    ['/engraving/check-existing?staff=0&staff=1&bookingId=b1', 'first'],
    ['/engraving/check-existing?bookingId=b1', 'app'],
  ])('a first screen covers its path, what is below it (without a trailing slash too) and the query it names: %s is %s', async (address, title) => {
    expect(await (await get(address)).text()).toContain(`<title>${title}</title>`);
  });
});
