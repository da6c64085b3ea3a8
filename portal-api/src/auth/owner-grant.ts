import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { OWNER_GRANT_MINUTES } from '@portal/contracts/domain/engraving';

/**
 * An owner's grant (issue 6): what a right phone number earns on the verify page. A short-lived HS256
 * token naming one booking and one quoted product; the owner's calls carry it in `Engraving-Grant`
 * beside the guest's access token, and it opens those two ids and nothing else.
 */
export interface OwnerGrant {
  bookingId: string;
  quotedProductId: string;
}

export interface OwnerGrants {
  issue(grant: OwnerGrant): Promise<{ grant: string; expiresAt: Date }>;
  /** The grant's ids; undefined for a missing, forged or expired grant. */
  verify(token: string | undefined): Promise<OwnerGrant | undefined>;
}

const AUDIENCE = 'portal-engraving-owner';

/** `secret`: PORTAL_GRANT_SECRET when set (grants survive a restart and work across instances). */
export function createOwnerGrants(secret: string | Uint8Array = randomBytes(32), minutes = OWNER_GRANT_MINUTES): OwnerGrants {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  return {
    async issue({ bookingId, quotedProductId }) {
      const expiresAt = new Date(Date.now() + minutes * 60_000);
      const grant = await new SignJWT({ b: bookingId, q: quotedProductId })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { grant, expiresAt };
    },
    async verify(token) {
      if (!token) return undefined;
      try {
        const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.b !== 'string' || typeof payload.q !== 'string') return undefined;
        return { bookingId: payload.b, quotedProductId: payload.q };
      } catch {
        return undefined;
      }
    },
  };
}
