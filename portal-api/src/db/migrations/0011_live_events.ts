import type { Kysely } from 'kysely';
import { autoIncrementKey } from '../dialect.ts';

/**
 * What the live dashboards hear (issue 19 item 4): each change of a booking's stage, written in the
 * same transaction as the move by whichever process made it (the back-office command runs apart from
 * the API), and relayed by every API process to its practice's channel. The id orders them; rows
 * older than a day are removed by the relay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', ...autoIncrementKey(db))
    .addColumn('practice_id', 'text', (col) => col.notNull())
    .addColumn('booking_id', 'text', (col) => col.notNull())
    .addColumn('order_stage', 'text', (col) => col.notNull())
    .addColumn('date_entered', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
