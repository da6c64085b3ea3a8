import { sql, type Kysely } from 'kysely';
import { autoIncrementKey, bytesType } from '../dialect.ts';

/**
 * Engraving (issue 6; spec 001 s3 'Engraving plaque config', 'Quoted product engravingFiles', s7):
 * - plaque_configs: one per engravable product, keyed by its product id, every field of the spec;
 * - engraving_uploads: the uploaded artwork images (the local storage stand-in: bytes in SQLite under
 *   a server-made key, served only through short-lived signed links);
 * - engraving_versions: every submitted artwork of a quoted product (the proof history), never updated
 *   except for the owner's approval;
 * - engraving_verify_attempts: the owner's phone checks, counted per booking for the rate limit;
 * - outbox_messages: the approval requests sent to owners (by the configured provider, or kept here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plaque_configs')
    .addColumn('product_id', 'text', (col) => col.primaryKey())
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('ratios', 'text', (col) => col.notNull())
    .addColumn('shape', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('dimensions', 'text', (col) => col.notNull())
    .addColumn('photo_size', 'text', (col) => col.notNull())
    .addColumn('icon_ratio', 'double precision', (col) => col.notNull())
    .addColumn('name_size', 'double precision', (col) => col.notNull())
    .addColumn('text1_size', 'double precision', (col) => col.notNull())
    .addColumn('text2_size', 'double precision', (col) => col.notNull())
    .addColumn('name_max', 'integer', (col) => col.notNull())
    .addColumn('text1_max', 'integer', (col) => col.notNull())
    .addColumn('text2_max', 'integer', (col) => col.notNull())
    .addColumn('vessel_image', 'integer', (col) => col.notNull().check(sql<boolean>`vessel_image in (1, 2, 3)`))
    .execute();

  await db.schema
    .createTable('engraving_uploads')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('quoted_product_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql<boolean>`kind in ('custom_text', 'engraving_options')`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', bytesType(db), (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'text', (col) => col.notNull().check(sql<boolean>`uploaded_by in ('staff', 'owner')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('engraving_uploads_line').on('engraving_uploads').columns(['booking_id', 'quoted_product_id']).execute();

  await db.schema
    .createTable('engraving_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('quoted_product_id', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('actual_product_id', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text', (col) => col.notNull())
    .addColumn('submitted_by', 'text', (col) => col.notNull().check(sql<boolean>`submitted_by in ('staff', 'owner')`))
    /** The staff member who submitted it; null for the owner. */
    .addColumn('contact_id', 'text')
    .addColumn('approved', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('approved_at', 'text')
    .addColumn('image_options_key', 'text', (col) => col.notNull().references('engraving_uploads.key'))
    .addColumn('engraving_options_key', 'text', (col) => col.notNull().references('engraving_uploads.key'))
    /** JSON of the draft's fields (EngravingDraftFieldsDto). */
    .addColumn('fields', 'text', (col) => col.notNull())
    .addUniqueConstraint('engraving_versions_line_version', ['booking_id', 'quoted_product_id', 'version'])
    .execute();

  await db.schema
    .createTable('engraving_verify_attempts')
    .addColumn('id', ...autoIncrementKey(db))
    .addColumn('booking_id', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addColumn('succeeded', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('engraving_verify_attempts_booking').on('engraving_verify_attempts').columns(['booking_id', 'attempted_at']).execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql<boolean>`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('booking_id', 'text')
    .addColumn('quoted_product_id', 'text')
    /** 'outbox' (kept here only), or the provider that sent it. */
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql<boolean>`status in ('kept', 'sent', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('outbox_messages_created').on('outbox_messages').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox_messages', 'engraving_verify_attempts', 'engraving_versions', 'engraving_uploads', 'plaque_configs']) {
    await db.schema.dropTable(table).execute();
  }
}
