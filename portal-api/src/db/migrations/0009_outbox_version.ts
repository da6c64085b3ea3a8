import type { Kysely } from 'kysely';

/**
 * Which artwork version an approval request was sent for (issue 15 item 8): the request now goes out
 * when the booking is submitted, or at once for artwork prepared on a submitted booking, and never
 * twice for one version. Messages sent before this name no version (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('version_id', 'text').execute();
  await db.schema.createIndex('outbox_messages_version').on('outbox_messages').column('version_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_version').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('version_id').execute();
}
