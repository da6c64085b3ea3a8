import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the app', () => {
  it('answers /health without auth', async () => {
    const response = await ctx.app.request('/health');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('serves logos under /static with caching headers', async () => {
    const response = await ctx.app.request('/static/brands/edenhills.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(await response.text()).toContain('<svg');
  });

  it('answers unknown paths with the 404 body', async () => {
    const response = await ctx.app.request('/static/nothing.svg');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { detail: 'Not found' } });
  });

  it.each(['http://localhost:8080', 'http://lawnswood.localhost:8080', 'http://127.0.0.1:8084'])(
    'allows a preflight from %s with the Authorization and Brand headers',
    async (origin) => {
      const response = await ctx.app.request('/portal/vet', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,brand,content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Authorization,Brand,Content-Type,Idempotency-Key,Engraving-Grant,Engraving-Link,If-Match');
    },
  );

  it('does not allow other origins', async () => {
    const response = await ctx.app.request('/health', { headers: { Origin: 'https://evil.example.com' } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Origin');
  });

  it('gives JSON answers, errors and files from an allowed origin the CORS headers', async () => {
    const origin = 'http://localhost:8080';
    const token = await ctx.tokenFor('direct.staff@example.com');
    const answers: [string, Response][] = [
      ['200 JSON', await ctx.call('GET', '/portal/booking?page_size=1', { token, headers: { Origin: origin } })],
      ['401', await ctx.call('GET', '/portal/vet', { headers: { Origin: origin } })],
      ['422', await ctx.call('GET', '/portal/booking?page=x', { token, headers: { Origin: origin } })],
      ['404', await ctx.app.request('/portal/nothing-here', { headers: { Origin: origin } })],
      ['static image', await ctx.app.request('/static/brands/edenhills.svg', { headers: { Origin: origin } })],
    ];
    for (const [what, response] of answers) {
      expect(response.headers.get('Access-Control-Allow-Origin'), what).toBe(origin);
      // The owner's phone check answers 429 with Retry-After, which the page reads.
      expect(response.headers.get('Access-Control-Expose-Headers'), what).toBe('Retry-After');
      expect(response.headers.get('Vary'), what).toBe('Origin');
    }
  });
});
