import { sql, type Kysely } from 'kysely';

/**
 * A booking submitted in the portal closes its order (is_open_order_c 0), as the CRM's submitted
 * bookings are (issue 31 item 3): the dashboard's tables select closed orders (spec 000 s9, booking_status
 * Close), so a booking made in the portal and moved on by the crematorium never reached them. Closes
 * those already submitted: open, past VP Unsubmitted, with the portal's own submission among their
 * events (made by a member, where the CRM's events are by 'portal' or 'crematorium'). `down` leaves
 * them closed: reopening would hide them from the dashboard again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE bookings SET is_open_order_c = 0
    WHERE is_open_order_c = 1
      AND order_stage_c <> 'VP Unsubmitted'
      AND EXISTS (
        SELECT 1 FROM order_events
        WHERE order_events.booking_id = bookings.id
          AND order_events.from_value = 'VP Unsubmitted'
          AND order_events.to_value = 'VP Submitted'
          AND order_events.created_by NOT IN ('portal', 'crematorium')
      )
  `.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: see above.
}
