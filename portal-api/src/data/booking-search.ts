// Finding a booking while the family is on the phone (issue 31 item 5): by pet, owner, order number or
// phone. Each booking's words are kept, normalised, in booking_search_terms (migration 0018); a search
// word matches the start of one of them, found on the (practice_id, term) index whatever the size of
// the practice, on SQLite and PostgreSQL alike (the term column compares bytes on both).
import type { Kysely, Transaction } from 'kysely';
import type { BookingDatabase } from '../db/booking-schema.ts';
import type { PortalDb } from '../db/database.ts';
import { unaccent, wordsOf } from '@portal/contracts/domain/booking-search';

/** Phone numbers are also found by their last digits, down to this many. */
const MIN_PHONE_DIGITS = 6;

/** The digits of a phone number as stored and as a caller reads it out: '+61 412 345 678' is also '0412345678'. */
function phoneForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return [];
  const forms = new Set([digits]);
  // An Australian number stored with its country code is read out with the trunk 0.
  if (/^\s*\+?61/.test(phone) && digits.startsWith('61') && digits.length === 11) forms.add(`0${digits.slice(2)}`);
  return [...forms];
}

export interface SearchableBooking {
  orderNumber: string;
  petFirstName?: string | null | undefined;
  petLastName?: string | null | undefined;
  ownerFirstName?: string | null | undefined;
  ownerLastName?: string | null | undefined;
  phones: (string | null | undefined)[];
}

/**
 * The terms a booking is found by: each word of its pet's and owner's names (a hyphenated or
 * apostrophed name also whole: "O'Sullivan-Brown" is 'osullivan', 'brown', 'osullivanbrown', and
 * 'sullivan' from the apostrophe's split), its order number whole and in parts ('vp100023', 'vp',
 * '100023'), and each phone's digits with their endings of six or more (a number read from its middle).
 */
export function searchTermsOf(booking: SearchableBooking): string[] {
  const terms = new Set<string>();
  const names = [booking.petFirstName, booking.petLastName, booking.ownerFirstName, booking.ownerLastName];
  for (const name of names) {
    if (!name) continue;
    for (const piece of unaccent(name).split(/\s+/)) {
      const parts = piece.match(/[\p{L}\p{N}]+/gu) ?? [];
      for (const part of parts) terms.add(part);
      const joined = parts.join('');
      if (joined) terms.add(joined);
      for (const word of wordsOf(piece)) terms.add(word);
    }
  }
  const order = wordsOf(booking.orderNumber);
  for (const part of order) terms.add(part);
  if (order.length > 1) terms.add(order.join(''));
  for (const phone of booking.phones) {
    if (!phone) continue;
    for (const digits of phoneForms(phone)) {
      for (let start = 0; digits.length - start >= MIN_PHONE_DIGITS; start++) terms.add(digits.slice(start));
    }
  }
  return [...terms];
}

/** The first text after every text that starts with `prefix`, in byte order. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

type Db = Kysely<BookingDatabase> | Transaction<BookingDatabase>;

/** Rewrites the search terms of these bookings from their rows as they are now (in the write's transaction). */
export async function indexBookingsForSearch(db: Db | PortalDb, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const trx = db as Kysely<BookingDatabase>;
  for (let i = 0; i < bookingIds.length; i += 500) await indexChunk(trx, bookingIds.slice(i, i + 500));
}

async function indexChunk(trx: Kysely<BookingDatabase>, bookingIds: string[]): Promise<void> {
  const rows = await trx
    .selectFrom('bookings')
    .leftJoin('owners', 'owners.id', 'bookings.owner_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .select([
      'bookings.id',
      'bookings.practice_id',
      'bookings.order_id_c',
      'pets.pet_first_name_c',
      'pets.pet_last_name_c',
      'owners.first_name',
      'owners.last_name',
      'owners.phone_mobile',
      'owners.phone_home',
      'owners.phone_work',
    ])
    .where('bookings.id', 'in', bookingIds)
    .execute();
  await trx.deleteFrom('booking_search_terms').where('booking_id', 'in', bookingIds).execute();
  const values = rows.flatMap((row) =>
    searchTermsOf({
      orderNumber: row.order_id_c,
      petFirstName: row.pet_first_name_c,
      petLastName: row.pet_last_name_c,
      ownerFirstName: row.first_name,
      ownerLastName: row.last_name,
      phones: [row.phone_mobile, row.phone_home, row.phone_work],
    }).map((term) => ({ booking_id: row.id, practice_id: row.practice_id, term })),
  );
  for (let i = 0; i < values.length; i += 300) await trx.insertInto('booking_search_terms').values(values.slice(i, i + 300)).execute();
}
