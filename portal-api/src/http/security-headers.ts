import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * The API answers JSON, files (images, PDFs) and a few plain pages (the latest stock stand-in, the
 * /dev pages): none of them may run script, be framed, or load anything but the API's own styles and
 * images. An SVG or HTML file opened from a signed link therefore cannot run script either.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A PDF opened in the browser is shown by its built-in viewer, which a policy without plugins would
 * refuse; a PDF cannot carry the page's script, so it is only kept from being framed.
 */
const PDF_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A new random nonce for one page's inline <style> (128 bits, base64). */
export function pageNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The policy of an API page whose one inline <style> carries `nonce`. */
export function pageContentSecurityPolicy(nonce: string): string {
  return API_CONTENT_SECURITY_POLICY.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`);
}

/**
 * Content-Security-Policy, X-Content-Type-Options and Referrer-Policy on every response (errors,
 * 404s and CORS preflights included). A route that serves a page with its own policy keeps it.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) {
      const pdf = (headers.get('Content-Type') ?? '').startsWith('application/pdf');
      headers.set('Content-Security-Policy', pdf ? PDF_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY);
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'no-referrer');
  };
}
