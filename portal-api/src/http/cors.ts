import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|[a-z0-9.-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * Whether `origin` is one of the portal's sites: a loopback origin (one a URL can be made of: no port
 * past 65535) or a configured one.
 */
export const isPortalOrigin = (origin: string, extraOrigins: readonly string[]) =>
  (LOOPBACK_ORIGIN.test(origin) && URL.canParse(origin)) || extraOrigins.includes(origin);

// The owner's phone check answers 429 with Retry-After, which the page turns into minutes.
const EXPOSE_HEADERS = ['Retry-After'];

/**
 * Loopback origins (any port, *.localhost site hosts) plus the configured ones. Preflights are hono's
 * cors middleware; every other answer gets the same headers added once it is made. (hono's middleware
 * sets them before the route runs, on a placeholder response that the route's answer is then copied
 * over, which turns every JSON answer into a streamed one: issue 17 measured that at a tenth of a
 * booking list call.)
 */
export function portalCors(extraOrigins: readonly string[]): MiddlewareHandler {
  const allowedOrigin = (origin: string) => (isPortalOrigin(origin, extraOrigins) ? origin : null);
  const preflight = cors({
    origin: allowedOrigin,
    allowHeaders: ['Authorization', 'Brand', 'Content-Type', 'Idempotency-Key', 'Engraving-Grant', 'Engraving-Link', 'If-Match'],
    exposeHeaders: EXPOSE_HEADERS,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    // On the answer's own headers, as securityHeaders does (c.header would copy a finished answer).
    const headers = c.res.headers;
    const origin = allowedOrigin(c.req.header('Origin') ?? '');
    if (origin) headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS.join(','));
    headers.append('Vary', 'Origin');
  };
}
