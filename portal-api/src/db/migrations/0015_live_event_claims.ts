import type { Kysely } from 'kysely';

/**
 * live_events.published_at: with a shared publisher (Ably), every replica polls the table but each
 * row is published by one of them, the one that claims it (realtime/live.ts). Rows relayed to a
 * replica's own sockets (the local presence service) leave it null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_events').addColumn('published_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_events').dropColumn('published_at').execute();
}
