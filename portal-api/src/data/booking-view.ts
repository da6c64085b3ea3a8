// What a booking's answer shows (GET booking/{id}, and every booking write answers the same): the
// booking with its lines, events and instructions, the artwork of its engraved lines, and the lines
// whose chosen option no longer suits the pet's weight. wire/booking.ts turns it into the answer.
import type { PortalDb } from '../db/database.ts';
import { findBooking, type FullBooking } from './bookings.ts';
import { listArtworkLines, listBookingVersions } from './engraving.ts';
import { storedWeightConflicts, type WeightConflict } from './weight-bands.ts';

export interface BookingView {
  full: FullBooking;
  /** Every artwork version of the booking's lines, oldest first per line. */
  versions: Awaited<ReturnType<typeof listBookingVersions>>;
  /** The lines whose product takes plaque artwork, with its plaque config. */
  artworkLines: Awaited<ReturnType<typeof listArtworkLines>>;
  weightConflicts: WeightConflict[];
  /** The last weight of the cremated remains the crematorium scanned; undefined before one. */
  remains: { weightKg: number; weighedAt: string } | undefined;
}

/** The practice's booking as its answer shows it; undefined for another practice's or an unknown id. */
export async function findBookingView(db: PortalDb, practiceId: string, bookingId: string): Promise<BookingView | undefined> {
  const full = await findBooking(db, practiceId, bookingId);
  if (!full) return undefined;
  const id = full.booking.id;
  const [versions, artworkLines, remains] = await Promise.all([listBookingVersions(db, id), listArtworkLines(db, id), lastRemainsWeight(db, id)]);
  return { full, versions, artworkLines, weightConflicts: await storedWeightConflicts(db, id), remains };
}

/** The last weight of the cremated remains an accepted scan recorded. */
async function lastRemainsWeight(db: PortalDb, bookingId: string) {
  const row = await db
    .selectFrom('order_events')
    .select(['remains_weight_kg', 'date_modified'])
    .where('booking_id', '=', bookingId)
    .where('event_kind', '=', 'scan')
    .where('remains_weight_kg', 'is not', null)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.remains_weight_kg == null ? undefined : { weightKg: Number(row.remains_weight_kg), weighedAt: row.date_modified };
}
