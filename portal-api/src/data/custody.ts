import type { PortalDb } from '../db/database.ts';

/**
 * A practice's booking's custody events in chain order (stage moves, scans, refused scans), each with
 * the name of the member who made it (when created_by is a contact id) and of the practice a scan was
 * made at; undefined for another practice's booking.
 */
export async function findCustodyEvents(db: PortalDb, practiceId: string, bookingId: string) {
  const booking = await db
    .selectFrom('bookings')
    .select(['id', 'practice_id', 'is_final_order_stage_c'])
    .where('id', '=', bookingId)
    .where('practice_id', '=', practiceId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const events = await db
    .selectFrom('order_events')
    .leftJoin('contacts', 'contacts.id', 'order_events.created_by')
    .leftJoin('practices', 'practices.id', 'order_events.scan_practice_id')
    .selectAll('order_events')
    .select(['contacts.first_name', 'contacts.last_name', 'practices.name as scan_practice_name'])
    .where('order_events.booking_id', '=', bookingId)
    .orderBy('order_events.seq')
    .execute();
  return { practiceId: booking.practice_id, ended: booking.is_final_order_stage_c === 1, events };
}

export type CustodyRecord = NonNullable<Awaited<ReturnType<typeof findCustodyEvents>>>;
