import { sql, type Kysely } from 'kysely';

/**
 * Overdue before the family calls:
 * - bookings.stage_entered_at: when the booking reached its current stage (its time in the stage, and
 *   so whether it is overdue, counts from it), set by every write that moves the stage. For the bookings
 *   already there: the last time an event reached their current stage, or their date_modified when no
 *   event did. Indexed with the practice and stage, so the overdue filter reads one range per stage.
 * - overdue_digests: the day's digest of overdue bookings a practice's Level 3 members were sent, one
 *   per practice and local day (the primary key is the claim that makes a second one impossible).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('stage_entered_at', 'text').execute();
  await sql`update bookings set stage_entered_at = coalesce(
      (select max(order_events.date_modified) from order_events
        where order_events.booking_id = bookings.id and order_events.to_value = bookings.order_stage_c),
      bookings.date_modified)`.execute(db);
  await db.schema.createIndex('bookings_practice_stage_since').on('bookings').columns(['practice_id', 'order_stage_c', 'stage_entered_at']).execute();

  await db.schema
    .createTable('overdue_digests')
    .addColumn('practice_id', 'text', (col) => col.notNull().references('practices.id').onDelete('cascade'))
    .addColumn('digest_date', 'text', (col) => col.notNull())
    .addColumn('outbox_message_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('overdue_digests_pk', ['practice_id', 'digest_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('overdue_digests').execute();
  await db.schema.dropIndex('bookings_practice_stage_since').execute();
  await db.schema.alterTable('bookings').dropColumn('stage_entered_at').execute();
}
