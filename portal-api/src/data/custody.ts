import type { PortalDb } from '../db/database.ts';

/**
 * A practice's booking's order events, oldest first, each with the name of the member who made it
 * (when created_by is a contact id); undefined for another practice's booking.
 */
export async function findCustodyEvents(db: PortalDb, practiceId: string, bookingId: string) {
  const booking = await db
    .selectFrom('bookings')
    .select(['id', 'is_final_order_stage_c'])
    .where('id', '=', bookingId)
    .where('practice_id', '=', practiceId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const events = await db
    .selectFrom('order_events')
    .leftJoin('contacts', 'contacts.id', 'order_events.created_by')
    .select([
      'order_events.id',
      'order_events.from_value',
      'order_events.to_value',
      'order_events.date_modified',
      'order_events.created_by',
      'contacts.first_name',
      'contacts.last_name',
    ])
    .where('order_events.booking_id', '=', bookingId)
    .orderBy('order_events.date_modified')
    .orderBy('order_events.id')
    .execute();
  return { ended: booking.is_final_order_stage_c === 1, events };
}

export type CustodyRecord = NonNullable<Awaited<ReturnType<typeof findCustodyEvents>>>;
