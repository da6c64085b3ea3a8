import type { Kysely } from 'kysely';

/**
 * bookings.tracking_closed_at (issue 29 item 5): when staff closed the family's tracking link. A fact
 * about the booking, not about the link rows that happen to exist: set by the revoke in the transaction
 * that revokes the booking's links, and read, with the booking's row held, by the transaction of a
 * stage move that would create a link and text the family. Null while the link may still be sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('tracking_closed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('tracking_closed_at').execute();
}
