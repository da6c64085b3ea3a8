// What the booking writes read from a request beside their body's schema: the create's
// Idempotency-Key, an update's If-Match, the body before it is known to be a payload, and the
// confirmation screenshot of a submit.
import type { Context } from 'hono';
import type { IdempotentRequest } from '../data/booking-writes.ts';
import { ApiError, invalidFields } from './api-error.ts';
import { refuseOversizedImage } from './image-dimensions.ts';
import { requestHash } from './request-hash.ts';
import { jsonOf, nulCharacterFields } from './validation.ts';

/** An idempotency key: what the client generated for one create, retried as is. */
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** The create's `Idempotency-Key` header, if sent; 400 when it is not a key. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header('Idempotency-Key');
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'Idempotency-Key must be 8 to 100 letters, digits, - or _');
  return key;
}

/** The key bound to the body it was first sent with: a retry answers that booking, another body 409. */
export async function idempotentRequest(c: Context, key: string | undefined): Promise<IdempotentRequest | undefined> {
  return key === undefined ? undefined : { key, requestHash: requestHash(await jsonOf(c)) };
}

/**
 * The booking version (its date_modified) a details update was made on, from `If-Match` (quotes
 * optional); absent, the update applies to whatever is stored, as before.
 */
export function ifMatch(c: Context): string | undefined {
  const value = c.req.header('If-Match')?.trim();
  return value ? value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1') : undefined;
}

/**
 * The request body as JSON (400 when it is not JSON; 422 naming any text with a NUL character, as
 * validBody does); validBody reads the same parsed body again.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const body = await jsonOf(c);
  const nulFields = nulCharacterFields(body);
  if (Object.keys(nulFields).length > 0) throw invalidFields(nulFields);
  return body;
}

/**
 * The confirmation screenshot of a PNG or JPEG data URL (checked by completeBookingSchema); 422 when its
 * header cannot be read or claims more pixels than the portal shows (the page scales it to fit).
 */
export function screenshotOf(dataUrl: string) {
  const [header, base64 = ''] = dataUrl.split(',');
  const png = header?.includes('image/png') ?? false;
  const content = Buffer.from(base64, 'base64');
  refuseOversizedImage('screenshot_image', 'The confirmation screenshot', content, png ? 'png' : 'jpg');
  return { contentType: png ? 'image/png' : 'image/jpeg', content };
}
