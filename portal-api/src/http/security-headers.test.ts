// Issue 16 item 7: every API response carries the security headers, and the /dev pages say they
// exist only outside production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function expectSecurityHeaders(response: Response, what: string) {
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("base-uri 'none'");
  expect(policy, what).not.toContain('unsafe-inline');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
}

describe('the security headers of the API', () => {
  it('are on JSON, errors, files and preflights alike', async () => {
    const responses: [string, Response][] = [
      ['200 JSON', await ctx.app.request('/health')],
      ['401', await ctx.call('GET', '/portal/vet')],
      ['404', await ctx.app.request('/portal/nothing-here')],
      ['static image', await ctx.app.request('/static/brands/edenhills.svg')],
      ['PDF', await ctx.call('GET', '/documents/lawnswood/wa/tagging-guide.pdf')],
      [
        'preflight',
        await ctx.app.request('/portal/vet', {
          method: 'OPTIONS',
          headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'GET' },
        }),
      ],
    ];
    for (const [what, response] of responses) expectSecurityHeaders(response, what);
  });

  it('let JSON and images load nothing and run nothing', async () => {
    expect((await ctx.app.request('/health')).headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect((await ctx.app.request('/static/brands/edenhills.svg')).headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('serve the latest-stock page with its styles from a file, not inline', async () => {
    const page = await ctx.app.request('/static/latest-stock.html');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self'");
    const html = await page.text();
    expect(html).not.toContain('<style');
    expect(html).toContain('href="/static/page.css"');
    expect((await ctx.app.request('/static/page.css')).status).toBe(200);
  });
});

describe('the /dev pages', () => {
  it('allow only the outbox page\'s own style tag, by a nonce new on each response', async () => {
    const nonces = [];
    for (let time = 0; time < 2; time += 1) {
      const page = await ctx.app.request('/dev/outbox');
      const policy = page.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(await page.text()).toContain(`<style nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('say on the page and in each answer that they exist only outside production', async () => {
    const notice = 'Development only: this page does not exist in production.';
    expect(await (await ctx.app.request('/dev/outbox')).text()).toContain(notice);
    for (const [method, path] of [
      ['GET', '/dev/outbox.json'],
      ['GET', '/dev/error-reports'],
      ['DELETE', '/dev/error-reports'],
    ] as const) {
      const body = (await (await ctx.app.request(path, { method })).json()) as { notice: string };
      expect(body.notice, `${method} ${path}`).toBe(notice);
    }
  });

  it('do not exist in production, where the 404 carries the headers too', async () => {
    const production = await createTestContext({ production: true });
    try {
      for (const [method, path] of [
        ['GET', '/dev/outbox'],
        ['GET', '/dev/outbox.json'],
        ['GET', '/dev/error-reports'],
        ['DELETE', '/dev/error-reports'],
      ] as const) {
        const response = await production.app.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expectSecurityHeaders(response, `${method} ${path}`);
      }
    } finally {
      await production.close();
    }
  });
});
