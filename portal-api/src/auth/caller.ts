import { createMiddleware } from 'hono/factory';
import type { AccessLevel } from '@portal/contracts/schemas/contact';
import { findContactByUsername } from '../data/contacts.ts';
import type { PortalDb } from '../db/database.ts';
import { forbidden, unauthorized } from '../http/api-error.ts';
import type { AccessTokenVerifier } from './access-token.ts';

/** The practice member behind a request. */
export interface Caller {
  contactId: string;
  practiceId: string;
  accessLevel: AccessLevel;
}

export type StaffEnv = { Variables: { caller: Caller } };

const BEARER = /^Bearer\s+(\S+)$/i;

export const NO_PRACTICE_ACCESS = 'This account has no access to practice data';

/**
 * Who signed a request: the practice member behind its access token, or, for a signed-in user who is
 * no practice contact, only their username. 401 for a missing, invalid or expired token and for an
 * inactive member (checked on every request, so deactivation takes effect at once).
 */
export async function signedInCaller(
  db: PortalDb,
  verifyAccessToken: AccessTokenVerifier,
  authorization: string | undefined,
): Promise<{ staff: Caller } | { staff: undefined; username: string }> {
  const token = BEARER.exec(authorization ?? '')?.[1];
  if (!token) throw unauthorized();
  const verified = await verifyAccessToken(token).catch(() => undefined);
  if (!verified) throw unauthorized();
  const contact = await findContactByUsername(db, verified.username);
  if (!contact) return { staff: undefined, username: verified.username };
  if (contact.cognito_portal_active_c !== 1) throw unauthorized();
  return { staff: { contactId: contact.id, practiceId: contact.practice_id, accessLevel: contact.portal_access_c } };
}

/**
 * Admits a valid access token of an active practice contact and sets `caller` (401 as
 * `signedInCaller`); 403 for a signed-in user who is no practice contact (the guest).
 */
export function requireStaff(db: PortalDb, verifyAccessToken: AccessTokenVerifier) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const { staff } = await signedInCaller(db, verifyAccessToken, c.req.header('Authorization'));
    if (!staff) throw forbidden(NO_PRACTICE_ACCESS);
    c.set('caller', staff);
    await next();
  });
}
