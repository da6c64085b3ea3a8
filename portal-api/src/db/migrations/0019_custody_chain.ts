import { sql, type Kysely } from 'kysely';
import { custodyEventHash, inTimeOrder, type ChainedEvent } from '../../rules/custody-chain.ts';

/**
 * Custody that proves itself:
 * - order_events becomes the booking's custody chain: each row is a stage move, a scan of the pet tag or
 *   a refused scan (event_kind), with the scan's fields (who scanned where, with which device, the
 *   driver and bags, who collected and how they were checked, the cremated remains' weight, why a scan
 *   was refused) and its place in the chain (seq, unique per booking), the hash of the event before
 *   (prev_hash) and its own (hash: rules/custody-chain.ts).
 * - The events already there are sealed here, once: each booking's events in the order they happened
 *   (by time; moves at one instant in the chain of stages), numbered from 1 and hashed. Every event
 *   written since is sealed as it is written (data/custody-chain.ts).
 * - custody_certificates: the certificates of cremation issued, each with the chain's head it certified.
 * - bookings.collection_code: the code texted to the family when the ashes are back at the clinic.
 * - family_updates takes the `at_clinic` text (its check constraint, so the table is made again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer' | 'double precision'][] = [
    ['seq', 'integer'],
    ['prev_hash', 'text'],
    ['hash', 'text'],
    ['scan_action', 'text'],
    ['scan_practice_id', 'text'],
    ['scan_device', 'text'],
    ['scan_input', 'text'],
    ['scanned_code', 'text'],
    ['handed_over_by', 'text'],
    ['driver_name', 'text'],
    ['bag_count', 'integer'],
    ['collected_by', 'text'],
    ['identity_check', 'text'],
    ['remains_weight_kg', 'double precision'],
    ['refusal', 'text'],
    ['refusal_message', 'text'],
  ];
  await db.schema
    .alterTable('order_events')
    .addColumn('event_kind', 'text', (col) => col.notNull().defaultTo('move').check(sql<boolean>`event_kind in ('move', 'scan', 'refused_scan')`))
    .execute();
  for (const [name, type] of columns) await db.schema.alterTable('order_events').addColumn(name, type).execute();
  await sealExistingEvents(db);
  await db.schema.createIndex('order_events_booking_seq').on('order_events').columns(['booking_id', 'seq']).unique().execute();

  await db.schema.alterTable('bookings').addColumn('collection_code', 'text').execute();

  await db.schema
    .createTable('custody_certificates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('issued_by', 'text', (col) => col.notNull())
    .addColumn('head_seq', 'integer', (col) => col.notNull())
    .addColumn('head_hash', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('custody_certificates_booking').on('custody_certificates').columns(['booking_id', 'head_seq']).execute();

  await remakeFamilyUpdates(db, ['collected', 'ready', 'at_clinic', 'returned']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from family_updates where update_kind = 'at_clinic'`.execute(db);
  await remakeFamilyUpdates(db, ['collected', 'ready', 'returned']);
  await db.schema.dropTable('custody_certificates').execute();
  await db.schema.alterTable('bookings').dropColumn('collection_code').execute();
  await db.schema.dropIndex('order_events_booking_seq').execute();
  for (const name of ['seq', 'prev_hash', 'hash', 'event_kind', 'scan_action', 'scan_practice_id', 'scan_device', 'scan_input', 'scanned_code', 'handed_over_by', 'driver_name', 'bag_count', 'collected_by', 'identity_check', 'remains_weight_kg', 'refusal', 'refusal_message']) {
    await db.schema.alterTable('order_events').dropColumn(name).execute();
  }
}

interface ChainTables {
  bookings: { id: string };
  order_events: ChainedEvent & { prev_hash: string | null; hash: string | null };
}

/** Numbers and hashes each booking's events, a batch of bookings at a time. */
async function sealExistingEvents(db: Kysely<ChainTables>): Promise<void> {
  for (let after = ''; ; ) {
    const bookings = await db.selectFrom('bookings').select('id').where('id', '>', after).orderBy('id').limit(500).execute();
    if (bookings.length === 0) break;
    const ids = bookings.map((row) => row.id);
    const events = await db.selectFrom('order_events').selectAll().where('booking_id', 'in', ids).execute();
    const byBooking = new Map<string, typeof events>();
    for (const event of events) byBooking.set(event.booking_id, [...(byBooking.get(event.booking_id) ?? []), event]);
    for (const bookingEvents of byBooking.values()) {
      let prevHash: string | null = null;
      let seq = 0;
      for (const event of inTimeOrder(bookingEvents)) {
        seq += 1;
        const hash = custodyEventHash({ ...event, seq, event_kind: 'move' }, prevHash);
        await db.updateTable('order_events').set({ seq, event_kind: 'move', prev_hash: prevHash, hash }).where('id', '=', event.id).execute();
        prevHash = hash;
      }
    }
    after = ids[ids.length - 1] ?? after;
  }
}

/** family_updates again with `kinds` as its allowed update_kind, its rows kept (a check constraint cannot be altered on SQLite). */
async function remakeFamilyUpdates(db: Kysely<unknown>, kinds: readonly string[]): Promise<void> {
  const allowed = sql.join(kinds.map((kind) => sql.lit(kind)));
  await db.schema
    .createTable('family_updates_next')
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('update_kind', 'text', (col) => col.notNull().check(sql<boolean>`update_kind in (${allowed})`))
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('outbox_message_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint(`family_updates_${kinds.length}_kinds_pk`, ['booking_id', 'update_kind'])
    .execute();
  await sql`insert into family_updates_next (booking_id, update_kind, stage, outbox_message_id, created_at)
    select booking_id, update_kind, stage, outbox_message_id, created_at from family_updates`.execute(db);
  await db.schema.dropTable('family_updates').execute();
  await db.schema.alterTable('family_updates_next').renameTo('family_updates').execute();
}
