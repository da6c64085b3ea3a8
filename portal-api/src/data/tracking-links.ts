// The family's tracking links (issue 19 item 3): each text carries a link with its own random secret,
// kept only as its SHA-256 (as the owner's approval links), so what the database holds cannot be
// turned back into a working link. A link stays open until 30 days after the pet is home, or until
// staff revoke the booking's links.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TRACKING_LINK_DAYS_AFTER_RETURN } from '@portal/shared/domain/family-updates';
import type { PortalDb } from '../db/database.ts';

const SECRET_BYTES = 32;
const DAY_MS = 24 * 60 * 60_000;

export const trackingLinkHash = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** When links close, for a pet home since `returnedAt`. */
export const trackingExpiry = (returnedAt: string) => new Date(Date.parse(returnedAt) + TRACKING_LINK_DAYS_AFTER_RETURN * DAY_MS).toISOString();

/** A new link for the booking; `expiresAt` is null while the pet is not yet home. */
export async function issueTrackingLink(
  db: PortalDb,
  { bookingId, sentTo, at, expiresAt }: { bookingId: string; sentTo: string; at: string; expiresAt: string | null },
): Promise<{ id: string; secret: string }> {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const id = randomUUID();
  await db
    .insertInto('tracking_links')
    .values({ id, token_hash: trackingLinkHash(secret), booking_id: bookingId, sent_to: sentTo, created_at: at, expires_at: expiresAt, revoked_at: null })
    .execute();
  return { id, secret };
}

/**
 * Sets when the booking's open links close: 30 days after the pet came home, or never while it is not
 * home (a correction moved it back).
 */
export async function setTrackingExpiry(db: PortalDb, bookingId: string, expiresAt: string | null) {
  await db.updateTable('tracking_links').set({ expires_at: expiresAt }).where('booking_id', '=', bookingId).where('revoked_at', 'is', null).execute();
}

/** The booking a live link opens; undefined for no secret, an unknown, expired or revoked one (answered alike). */
export async function findTrackedBookingId(db: PortalDb, secret: string | undefined, now = new Date()): Promise<string | undefined> {
  if (!secret || secret.length > 200) return undefined;
  const row = await db.selectFrom('tracking_links').selectAll().where('token_hash', '=', trackingLinkHash(secret)).executeTakeFirst();
  if (!row || row.revoked_at !== null) return undefined;
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) return undefined;
  return row.booking_id;
}

/** What staff see of a booking's family updates: the texts sent, and how many links still open. */
export async function familyTrackingOf(db: PortalDb, bookingId: string, now = new Date()) {
  const [updates, links] = await Promise.all([
    db.selectFrom('family_updates').select(['update_kind', 'created_at']).where('booking_id', '=', bookingId).orderBy('created_at').execute(),
    db.selectFrom('tracking_links').select(['expires_at', 'revoked_at']).where('booking_id', '=', bookingId).execute(),
  ]);
  const open = links.filter((link) => link.revoked_at === null && (link.expires_at === null || Date.parse(link.expires_at) > now.getTime()));
  return {
    texts: updates.map((update) => ({ kind: update.update_kind, sent_at: update.created_at })),
    open_links: open.length,
    expires_at: open.find((link) => link.expires_at !== null)?.expires_at ?? null,
  };
}

/** Closes every link of the booking at once (staff's revoke); answers how many were open. */
export async function revokeTrackingLinks(db: PortalDb, bookingId: string, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('tracking_links')
    .set({ revoked_at: now.toISOString() })
    .where('booking_id', '=', bookingId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
