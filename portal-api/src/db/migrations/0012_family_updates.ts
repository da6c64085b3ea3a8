import { sql, type Kysely } from 'kysely';

/**
 * The family kept informed (issue 19 item 3):
 * - practices.family_updates_c: the practice texts the owner at each step (a Level 3 turns it on; off
 *   by default). practices.phone_office: the number the tracking page offers the family (null: none).
 * - tracking_links: the private links those texts carry. Each carries its own random 32-byte secret;
 *   only its SHA-256 is kept (token_hash). expires_at is null until the pet is home (then 30 days on);
 *   revoked_at is set when staff revoke the booking's links from its details page.
 * - family_updates: which updates a booking's owner was sent (one row per booking and update, so an
 *   update is never sent twice, whatever moves the stage or how often).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('practices')
    .addColumn('family_updates_c', 'integer', (col) => col.notNull().defaultTo(0).check(sql<boolean>`family_updates_c in (0, 1)`))
    .execute();
  await db.schema.alterTable('practices').addColumn('phone_office', 'text').execute();

  await db.schema
    .createTable('tracking_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('sent_to', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('tracking_links_booking').on('tracking_links').column('booking_id').execute();

  await db.schema
    .createTable('family_updates')
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('update_kind', 'text', (col) => col.notNull().check(sql<boolean>`update_kind in ('collected', 'ready', 'returned')`))
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('outbox_message_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('family_updates_pk', ['booking_id', 'update_kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('family_updates').execute();
  await db.schema.dropTable('tracking_links').execute();
  await db.schema.alterTable('practices').dropColumn('phone_office').execute();
  await db.schema.alterTable('practices').dropColumn('family_updates_c').execute();
}
