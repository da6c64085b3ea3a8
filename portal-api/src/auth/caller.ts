import { createMiddleware } from 'hono/factory';
import type { AccessLevel } from '@portal/shared/schemas/contact';
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

/**
 * Admits a valid access token of an active practice contact and sets `caller`.
 * 401 for a missing, invalid or expired token and for an inactive member (checked on every request,
 * so deactivation takes effect at once); 403 for a signed-in user who is no practice contact (the guest).
 */
export function requireStaff(db: PortalDb, verifyAccessToken: AccessTokenVerifier) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!token) throw unauthorized();
    const verified = await verifyAccessToken(token).catch(() => undefined);
    if (!verified) throw unauthorized();
    const contact = await findContactByUsername(db, verified.username);
    if (!contact) throw forbidden('This account has no access to practice data');
    if (contact.cognito_portal_active_c !== 1) throw unauthorized();
    c.set('caller', {
      contactId: contact.id,
      practiceId: contact.practice_id,
      accessLevel: contact.portal_access_c,
    });
    await next();
  });
}
