import { createMiddleware } from 'hono/factory';
import { ENGRAVING_GRANT_HEADER } from '@portal/contracts/wire/engraving';
import { usernameForEmail } from '../data/contacts.ts';
import type { PortalDb } from '../db/database.ts';
import { forbidden } from '../http/api-error.ts';
import type { AccessTokenVerifier } from './access-token.ts';
import { NO_PRACTICE_ACCESS, signedInCaller, type Caller } from './caller.ts';
import type { OwnerGrant, OwnerGrants } from './owner-grant.ts';

/**
 * Who calls an engraving path (issue 6): a practice member (staff), or the owners' guest user. The
 * guest has a grant once the phone check passed; `grant` is undefined before that.
 */
export type EngravingCaller = { kind: 'staff'; staff: Caller } | { kind: 'owner'; grant: OwnerGrant | undefined };

export type EngravingEnv = { Variables: { engravingCaller: EngravingCaller } };

export interface EngravingAuthOptions {
  db: PortalDb;
  verifyAccessToken: AccessTokenVerifier;
  grants: OwnerGrants;
  /** The identity user of the owners' pages; any other non-member is refused. */
  guestUsername: string;
}

/**
 * Admits an active practice member, or the guest user (with the grant of `Engraving-Grant` when it is
 * valid). 401: no or a bad token, an inactive member; 403: a signed-in user who is neither.
 */
export function engravingCaller({ db, verifyAccessToken, grants, guestUsername }: EngravingAuthOptions) {
  return createMiddleware<EngravingEnv>(async (c, next) => {
    const signedIn = await signedInCaller(db, verifyAccessToken, c.req.header('Authorization'));
    if (signedIn.staff) {
      c.set('engravingCaller', { kind: 'staff', staff: signedIn.staff });
    } else if (usernameForEmail(signedIn.username) === usernameForEmail(guestUsername)) {
      c.set('engravingCaller', { kind: 'owner', grant: await grants.verify(c.req.header(ENGRAVING_GRANT_HEADER)) });
    } else {
      throw forbidden(NO_PRACTICE_ACCESS);
    }
    await next();
  });
}
