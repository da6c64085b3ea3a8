// Writes to a booking's custody chain (order_events): every stage move, scan and refused scan goes
// through appendCustodyEvents, which numbers it after the booking's last event and seals it with the
// hash of its fields and of that event (rules/custody-chain.ts). The booking's row is held while it
// does, so two writers never both take the same place in the chain (a unique index refuses it anyway).
import type { Insertable } from 'kysely';
import type { OrderEventTable } from '../db/booking-schema.ts';
import type { PortalDb } from '../db/database.ts';
import { chainedFieldsOf, custodyEventHash, verifyChain, type ChainedEvent, type ChainCheck } from '../rules/custody-chain.ts';
import { lockBooking } from './booking-writes.ts';

/** An event to append: its own fields; the chain's (seq, prev_hash, hash) are added here. */
export type NewCustodyEvent = Omit<Insertable<OrderEventTable>, 'id' | 'booking_id' | 'seq' | 'prev_hash' | 'hash'> & { id?: string };

/** A sealed event as it is stored. */
export type SealedEvent = ChainedEvent & { prev_hash: string | null; hash: string };

/**
 * The rows of `events`, one booking's, sealed after `last` (the booking's last event; none for a new
 * booking): numbered on and each hashed with the one before. Pure: the seed seals its rows with it.
 */
export function sealEvents(bookingId: string, events: readonly NewCustodyEvent[], last: { seq: number; hash: string } | undefined): SealedEvent[] {
  let seq = last?.seq ?? 0;
  let prevHash = last?.hash ?? null;
  return events.map((event) => {
    seq += 1;
    const fields = chainedFieldsOf({ ...event, id: event.id ?? crypto.randomUUID(), booking_id: bookingId, seq });
    const sealed = { ...fields, prev_hash: prevHash, hash: custodyEventHash(fields, prevHash) };
    prevHash = sealed.hash;
    return sealed;
  });
}

/**
 * Appends `events` to the booking's chain inside the transaction `trx`, holding the booking's row;
 * answers them as stored.
 */
export async function appendCustodyEvents(trx: PortalDb, bookingId: string, events: readonly NewCustodyEvent[]): Promise<SealedEvent[]> {
  if (events.length === 0) return [];
  await lockBooking(trx, bookingId);
  const last = await trx
    .selectFrom('order_events')
    .select(['seq', 'hash'])
    .where('booking_id', '=', bookingId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const sealed = sealEvents(bookingId, events, last);
  await trx.insertInto('order_events').values(sealed).execute();
  return sealed;
}

/** A booking's events in chain order, every column. */
export function chainOf(db: PortalDb, bookingId: string) {
  return db.selectFrom('order_events').selectAll().where('booking_id', '=', bookingId).orderBy('seq').execute();
}

/** Whether a booking's chain, as stored now, holds (rules/custody-chain.ts `verifyChain`). */
export async function checkChain(db: PortalDb, bookingId: string): Promise<ChainCheck> {
  return verifyChain(await chainOf(db, bookingId));
}
