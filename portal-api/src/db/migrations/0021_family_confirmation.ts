import { sql, type Kysely } from 'kysely';

/**
 * The family confirms what will be done (issue 36):
 * - practices.confirm_families_c: the practice texts the family a confirmation request when a booking
 *   with the owner's mobile is submitted (a Level 3 changes it). On (1) for every practice created from
 *   now on; the practices already here are set off (0), so no practice's families start getting texts
 *   before its Level 3 has chosen to.
 * - booking_confirmations: one row per booking asked (or skipped): its state, the current request
 *   (request_id, when it was texted on the business clock, to which mobile, until when its link opens,
 *   when the one reminder went), the nurse's skip reason, the family's latest answer, the consent
 *   answer of the current request, and a Level 3's verbal confirmation with its reason.
 * - confirmation_links: the links the request and reminder texts carry, as owner_links are kept: only
 *   the SHA-256 of a random 32-byte secret, bound to the booking and its request, expiring, revocable.
 * - confirmation_answers: every answer the family gave (confirm with the typed name, or their words),
 *   with the link it came through and what the page showed them (the consent PDF's record).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('practices')
    .addColumn('confirm_families_c', 'integer', (col) => col.notNull().defaultTo(1).check(sql<boolean>`confirm_families_c in (0, 1)`))
    .execute();
  await sql`update practices set confirm_families_c = 0`.execute(db);

  await db.schema
    .createTable('booking_confirmations')
    .addColumn('booking_id', 'text', (col) => col.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull().check(sql<boolean>`state in ('awaiting', 'confirmed', 'concern', 'verbal', 'skipped')`))
    .addColumn('request_id', 'text')
    .addColumn('requested_at', 'text')
    .addColumn('reminded_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('sent_to', 'text')
    .addColumn('skip_reason', 'text')
    .addColumn('skipped_by', 'text')
    .addColumn('answer', 'text', (col) => col.check(sql<boolean>`answer in ('confirm', 'concern')`))
    .addColumn('answer_at', 'text')
    .addColumn('answer_name', 'text')
    .addColumn('answer_words', 'text')
    .addColumn('consent_answer_id', 'text')
    .addColumn('verbal_reason', 'text')
    .addColumn('verbal_by', 'text')
    .addColumn('verbal_by_name', 'text')
    .addColumn('verbal_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The reminder job reads the requests still awaiting, oldest first.
  await db.schema.createIndex('booking_confirmations_state').on('booking_confirmations').columns(['state', 'requested_at']).execute();

  await db.schema
    .createTable('confirmation_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('sent_to', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('confirmation_links_booking').on('confirmation_links').column('booking_id').execute();

  await db.schema
    .createTable('confirmation_answers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('link_id', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull().check(sql<boolean>`answer in ('confirm', 'concern')`))
    .addColumn('name', 'text')
    .addColumn('words', 'text')
    .addColumn('consent_wording', 'text', (col) => col.notNull())
    /** The page as the family saw it when they answered (ConfirmationPageDto as JSON). */
    .addColumn('shown', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('confirmation_answers_booking').on('confirmation_answers').columns(['booking_id', 'answered_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('confirmation_answers').execute();
  await db.schema.dropTable('confirmation_links').execute();
  await db.schema.dropTable('booking_confirmations').execute();
  await db.schema.alterTable('practices').dropColumn('confirm_families_c').execute();
}
