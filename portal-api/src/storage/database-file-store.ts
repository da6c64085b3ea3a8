import type { PortalDb } from '../db/database.ts';
import type { FileStore } from './file-store.ts';

/** The embedded default: files in the database's `stored_files` table (migration 0013). */
export function databaseFileStore(db: PortalDb): FileStore {
  return {
    description: 'the database',
    async put(key, content, contentType) {
      const row = { content_type: contentType, content, byte_size: content.length, created_at: new Date().toISOString() };
      await db
        .insertInto('stored_files')
        .values({ key, ...row })
        .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
        .execute();
    },
    async get(key) {
      const row = await db.selectFrom('stored_files').select(['content', 'content_type']).where('key', '=', key).executeTakeFirst();
      return row && { content: Buffer.from(row.content), contentType: row.content_type };
    },
    async delete(key) {
      await db.deleteFrom('stored_files').where('key', '=', key).execute();
    },
    within: (trx) => databaseFileStore(trx),
  };
}
