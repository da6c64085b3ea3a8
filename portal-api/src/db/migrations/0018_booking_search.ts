import { sql, type Kysely } from 'kysely';
import { indexBookingsForSearch } from '../../data/booking-search.ts';
import type { BookingDatabase } from '../booking-schema.ts';
import { dialectOf } from '../dialect.ts';

/**
 * booking_search_terms (issue 31 item 5): the words each booking is found by in the bookings list's
 * search (pet, owner, order number, phone), kept by the writes that change them. The term compares as
 * bytes on PostgreSQL too (collation "C", as SQLite's text does), so a search word's range of terms is
 * one index scan on both. Fills in the terms of the bookings already there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('booking_search_terms')
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('practice_id', 'text', (col) => col.notNull())
    .addColumn('term', 'text', (col) => (postgres ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull()))
    .addPrimaryKeyConstraint('booking_search_terms_pk', ['booking_id', 'term'])
    .execute();
  await db.schema.createIndex('booking_search_terms_practice_term').on('booking_search_terms').columns(['practice_id', 'term', 'booking_id']).execute();
  const typed = db as Kysely<BookingDatabase>;
  for (let after = ''; ; ) {
    const ids = await typed.selectFrom('bookings').select('id').where('id', '>', after).orderBy('id').limit(2000).execute();
    if (ids.length === 0) break;
    await indexBookingsForSearch(typed, ids.map((row) => row.id));
    after = ids[ids.length - 1]?.id ?? after;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_search_terms').execute();
}
