import type { MiddlewareHandler } from 'hono';

/**
 * `Cache-Control: no-store` on every answer that has not chosen its own caching. The portal/* calls
 * carry a family's details (bookings and their lists, contacts, custody, the live and presence
 * tokens, engraving, the owners' pages and the tracking page), which no browser, proxy or CDN may
 * keep (issue 29). A route that chose its caching keeps it (the brands' public Client Care line).
 */
export function noStoreUnlessSet(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // On the answer's own headers, as securityHeaders does (c.header would copy a finished answer).
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
