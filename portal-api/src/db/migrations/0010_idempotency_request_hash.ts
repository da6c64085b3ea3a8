import type { Kysely } from 'kysely';

/**
 * What a booking's Idempotency-Key was first used for (issue 16 item 4): the SHA-256 of the create's
 * canonical JSON body. A retry with the same key and the same body answers the booking the key made;
 * the same key with another body is refused. Keys stored before this have no hash (null) and answer
 * their booking as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_idempotency_keys').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_idempotency_keys').dropColumn('request_hash').execute();
}
