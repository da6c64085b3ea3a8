// The family's tracking links (issue 19 item 3): each text carries a link with its own random secret,
// kept only as its SHA-256 (as the owner's approval links), so what the database holds cannot be
// turned back into a working link. A link stays open until 30 days after the pet is home, or until
// staff close the booking's tracking (issue 29 item 5): that is a fact about the booking
// (bookings.tracking_closed_at), so a link not yet texted is never created after it.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TrackingDto } from '@portal/contracts/wire/family-updates';
import { ashesReturnTo, familyProgress, familyStepDates, familyTrackingSays, TRACKING_LINK_DAYS_AFTER_RETURN } from '@portal/contracts/domain/family-updates';
import { familyScanSays } from '@portal/contracts/domain/custody-scan';
import type { PortalDb } from '../db/database.ts';
import { lockBooking } from './booking-writes.ts';

/** TRACKING_KEY_LENGTH characters in base64url (the tracking page tells a key cut short by its length). */
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

/** What staff see of a booking's family updates: the texts sent, how many links still open, and whether staff closed them. */
export async function familyTrackingOf(db: PortalDb, bookingId: string, now = new Date()) {
  const [updates, links, booking] = await Promise.all([
    db.selectFrom('family_updates').select(['update_kind', 'created_at']).where('booking_id', '=', bookingId).orderBy('created_at').execute(),
    db.selectFrom('tracking_links').select(['expires_at', 'revoked_at']).where('booking_id', '=', bookingId).execute(),
    db.selectFrom('bookings').select('tracking_closed_at').where('id', '=', bookingId).executeTakeFirst(),
  ]);
  const open = links.filter((link) => link.revoked_at === null && (link.expires_at === null || Date.parse(link.expires_at) > now.getTime()));
  return {
    texts: updates.map((update) => ({ kind: update.update_kind, sent_at: update.created_at })),
    open_links: open.length,
    expires_at: open.find((link) => link.expires_at !== null)?.expires_at ?? null,
    closed_at: booking?.tracking_closed_at ?? null,
  };
}

/**
 * Closes the booking's tracking for good (staff's revoke): records it on the booking and closes every
 * link at once, in one transaction holding the booking's row, so a stage move (which reads the fact
 * holding the same row) either finished before, and its link is closed here, or sees it and creates
 * none. Answers how many links were open; closing again keeps the first time.
 */
export async function revokeTrackingLinks(db: PortalDb, bookingId: string, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockBooking(trx, bookingId);
    await trx.updateTable('bookings').set({ tracking_closed_at: now.toISOString() }).where('id', '=', bookingId).where('tracking_closed_at', 'is', null).execute();
    const result = await trx
      .updateTable('tracking_links')
      .set({ revoked_at: now.toISOString() })
      .where('booking_id', '=', bookingId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}

/**
 * What a tracking link's page shows (POST portal/tracking): the family's step, the pet's first name (the
 * family's word for them, as the text named them), the step in their words with what happens next for
 * this booking (after a scan at a handover, the scan's words while the booking has not moved on: "Bella
 * is on her way to the crematorium"), the day each step was reached, and the practice's name and phone.
 * Never the stage itself, a price, an order number or another booking. Undefined for no such booking.
 */
export async function trackingPageOf(db: PortalDb, bookingId: string): Promise<TrackingDto | undefined> {
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('practices', 'practices.id', 'bookings.practice_id')
    .leftJoin('owners', 'owners.id', 'bookings.owner_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .select(['bookings.order_stage_c as stage', 'practices.name', 'practices.phone_office', 'owners.return_add_option_c', 'pets.pet_first_name_c', 'pets.pet_sex_c'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const events = await db
    .selectFrom('order_events')
    .select(['event_kind', 'from_value', 'to_value as to', 'date_modified as at', 'scan_action'])
    .where('booking_id', '=', bookingId)
    .where('event_kind', '!=', 'refused_scan')
    .orderBy('seq')
    .execute();
  const progress = familyProgress(booking.stage);
  const pet = booking.pet_first_name_c?.trim() || null;
  const practice = { name: booking.name, phone: booking.phone_office };
  // The words of the last scan that no move has followed (a scan that made a move counts as after it).
  let scanSays: string | null = null;
  for (const event of events) {
    if (event.from_value !== event.to) scanSays = null;
    if (event.scan_action) scanSays = familyScanSays(event.scan_action, { pet, sex: booking.pet_sex_c }) ?? scanSays;
  }
  return {
    progress,
    pet_name: pet,
    says: progress === null ? null : (scanSays ?? familyTrackingSays(booking.stage, { pet, practice: practice.name, returnTo: ashesReturnTo(booking.return_add_option_c) })),
    step_dates: progress === null ? [] : familyStepDates(events).map((at, step) => (step < progress ? at : null)),
    practice,
  };
}
