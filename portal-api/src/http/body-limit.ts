import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_TOO_LARGE_MESSAGE, JSON_BODY_MAX_BYTES, SCREENSHOT_MAX } from '@portal/contracts/domain/limits';
import { ApiError } from './api-error.ts';

/** The artwork uploads check their own limit (the image's 20 MB, in routes/engraving.ts). */
const OWN_LIMIT = /\/booking\/upload_engraving\//;
/** The confirmation screenshot's calls carry a data URL of up to SCREENSHOT_MAX characters. */
const SCREENSHOT_CALL = /\/booking\/[^/]+\/(complete|vet_supply_submit)$/;
const SCREENSHOT_BODY_MAX_BYTES = SCREENSHOT_MAX + 64 * 1024;

const limited = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, message);
    },
  });
const jsonLimit = limited(JSON_BODY_MAX_BYTES, BODY_TOO_LARGE_MESSAGE);
const screenshotLimit = limited(SCREENSHOT_BODY_MAX_BYTES, 'The confirmation screenshot is too large');

/**
 * 413 for a body over its limit before any of it is parsed: 1 MB for every JSON call, the
 * screenshot's own for the two submit calls; the uploads are left to their route's limit. GET and
 * HEAD carry no body (a Request cannot have one), so they pass untouched: asking for the body of
 * @hono/node-server's lightweight request would build a full fetch Request, with its AbortSignal
 * and headers copy, on every read call (issue 17).
 */
export function bodyLimits(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const path = c.req.path;
    if (OWN_LIMIT.test(path)) return next();
    return (SCREENSHOT_CALL.test(path) ? screenshotLimit : jsonLimit)(c, next);
  };
}
