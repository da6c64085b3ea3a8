import { cors } from 'hono/cors';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|[a-z0-9.-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** Loopback origins (any port, *.localhost site hosts) plus the configured ones. */
export function portalCors(extraOrigins: readonly string[]) {
  return cors({
    origin: (origin) => (LOOPBACK_ORIGIN.test(origin) || extraOrigins.includes(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Brand', 'Content-Type', 'Idempotency-Key', 'Engraving-Grant', 'Engraving-Link', 'If-Match'],
    // The owner's phone check answers 429 with Retry-After, which the page turns into minutes.
    exposeHeaders: ['Retry-After'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
}
