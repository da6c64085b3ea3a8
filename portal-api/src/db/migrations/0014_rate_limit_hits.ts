import type { Kysely } from 'kysely';
import { autoIncrementKey } from '../dialect.ts';

/**
 * Rate-limit counters (issue 20, stateless replicas): each request a limit counted, by limit (scope)
 * and client, so every replica sees the same count. hit_at is milliseconds since the epoch; a
 * client's rows older than the window are removed as it is counted, anyone's now and then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', ...autoIncrementKey(db))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('client', 'text', (col) => col.notNull())
    .addColumn('hit_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_client').on('rate_limit_hits').columns(['scope', 'client', 'hit_at']).execute();
  await db.schema.createIndex('rate_limit_hits_time').on('rate_limit_hits').column('hit_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
