import { sql, type Kysely } from 'kysely';
import { bytesType } from '../dialect.ts';

/**
 * Files behind one storage interface (issue 20): the bytes of engraving uploads, booking images and
 * product images move out of their tables into `stored_files` (the database file store), under the
 * keys of storage/file-store.ts's fileKeys. The tables keep their rows, without the bytes. Generated
 * documents (invoice and pet tag PDFs) are stored there too from now on, on first request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', bytesType(db), (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  const now = new Date().toISOString();
  await sql`
    insert into stored_files (key, content_type, content, byte_size, created_at)
    select key, content_type, content, length(content), created_at from engraving_uploads
  `.execute(db);
  await sql`
    insert into stored_files (key, content_type, content, byte_size, created_at)
    select 'booking-images/' || id, content_type, content, length(content), date_entered from booking_images
  `.execute(db);
  await sql`
    insert into stored_files (key, content_type, content, byte_size, created_at)
    select 'product-images/' || product_id || '/' || size, content_type, content, length(content), ${now} from product_images
  `.execute(db);

  for (const table of ['engraving_uploads', 'booking_images', 'product_images']) {
    await db.schema.alterTable(table).dropColumn('content').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The bytes go back into their tables; a row whose file is missing gets none (null).
  for (const table of ['engraving_uploads', 'booking_images', 'product_images']) {
    await db.schema.alterTable(table).addColumn('content', bytesType(db)).execute();
  }
  await sql`update engraving_uploads set content = (select content from stored_files where stored_files.key = engraving_uploads.key)`.execute(db);
  await sql`
    update booking_images set content = (select content from stored_files where stored_files.key = 'booking-images/' || booking_images.id)
  `.execute(db);
  await sql`
    update product_images set content = (
      select content from stored_files where stored_files.key = 'product-images/' || product_images.product_id || '/' || product_images.size
    )
  `.execute(db);
  await db.schema.dropTable('stored_files').execute();
}
