import type { Kysely } from 'kysely';

/**
 * The owner's approval links (issue 16 item 2): the link an approval request sends is the key to the
 * phone check. Each carries a random 32-byte secret; only its SHA-256 is kept (token_hash), bound to
 * one booking and one quoted product, with the number it was sent to, when it expires and whether it
 * was revoked (a later link to another number replaces it). The phone check's tries are counted per
 * link (engraving_verify_attempts.link_id), so nobody without the link can lock the owner out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owner_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('quoted_product_id', 'text', (col) => col.notNull())
    /** The owner's mobile the link was sent to, as the booking held it. */
    .addColumn('sent_to', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('owner_links_line').on('owner_links').columns(['booking_id', 'quoted_product_id']).execute();

  // Tries before this migration were counted per booking; they were made without a link and stay uncounted.
  await db.schema.alterTable('engraving_verify_attempts').addColumn('link_id', 'text').execute();
  await db.schema.createIndex('engraving_verify_attempts_link').on('engraving_verify_attempts').columns(['link_id', 'attempted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('engraving_verify_attempts_link').execute();
  await db.schema.alterTable('engraving_verify_attempts').dropColumn('link_id').execute();
  await db.schema.dropTable('owner_links').execute();
}
