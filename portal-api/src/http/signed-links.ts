import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed links for files a browser opens without a bearer token (pet tag images in
 * <img>, invoice PDFs in a new tab): `<path>?expires=<unix s>&signature=<HMAC-SHA256 of path and expiry>`.
 * Rounding expiry up to a whole `bucketSeconds` keeps one URL per file for a while, so browsers can cache it.
 */
export interface LinkSigner {
  sign(path: string, ttlSeconds: number, bucketSeconds?: number): string;
  /** Whether the signature is right and the link has not expired. */
  verify(path: string, expires: string | undefined, signature: string | undefined): boolean;
}

export function createLinkSigner(secret: string | Buffer = randomBytes(32), now: () => number = Date.now): LinkSigner {
  const mac = (path: string, expires: string) => createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
  return {
    sign(path, ttlSeconds, bucketSeconds = 1) {
      const expires = String(Math.ceil((now() / 1000 + ttlSeconds) / bucketSeconds) * bucketSeconds);
      return `${path}${path.includes('?') ? '&' : '?'}expires=${expires}&signature=${mac(path, expires)}`;
    },
    verify(path, expires, signature) {
      if (!expires || !signature || !/^\d+$/.test(expires)) return false;
      if (Number(expires) * 1000 < now()) return false;
      const expected = Buffer.from(mac(path, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
