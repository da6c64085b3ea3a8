import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBookingId } from '../seed/bookings.ts';
import { seedAtStart, seedIfEmpty } from '../seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { openDatabase, type PortalDb } from './database.ts';
import { dialectOf } from './dialect.ts';
import { migrateToLatest, migrateUpTo } from './migrator.ts';
import { databaseFileStore } from '../storage/database-file-store.ts';
import { chainOf, checkChain } from '../data/custody-chain.ts';
import { fileKeys } from '../storage/file-store.ts';

const onPostgres = Boolean(process.env.PORTAL_TEST_DATABASE_URL);
let database: TestDatabase;
let db: PortalDb;
beforeAll(async () => {
  database = await createTestDatabase('portal-api-db-');
  db = openDatabase(database.settings);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('database setup', () => {
  it.skipIf(onPostgres)('opens portal.db in WAL mode with foreign keys on', async () => {
    expect(dialectOf(db)).toBe('sqlite');
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journal_mode).toBe('wal');
    const { rows: foreignKeys } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(foreignKeys[0]?.foreign_keys).toBe(1);
    expect(fs.existsSync(path.join(database.settings.dataDir, 'portal.db'))).toBe(true);
  });

  it.runIf(onPostgres)('opens the PostgreSQL database of PORTAL_DATABASE_URL', async () => {
    expect(dialectOf(db)).toBe('postgres');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    expect(database.settings.url).toContain(`/${rows[0]?.name}`);
    expect(fs.existsSync(path.join(database.settings.dataDir, 'portal.db'))).toBe(false);
  });

  it('migrates once and then finds nothing to do', async () => {
    const applied = (await migrateToLatest(db)).results ?? [];
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.every((result) => result.status === 'Success')).toBe(true);
    expect((await migrateToLatest(db)).results).toEqual([]);
  });

  it('in production loads only the wizards\' reference lists into an empty database, no demo data', async () => {
    expect(await seedAtStart(db, databaseFileStore(db), { production: true })).toBe(false);
    const count = async (table: 'brands' | 'practices' | 'contacts' | 'bookings' | 'products' | 'pet_types') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('pet_types')).toBeGreaterThan(0);
    expect([await count('brands'), await count('practices'), await count('contacts'), await count('bookings'), await count('products')]).toEqual([0, 0, 0, 0, 0]);
  });

  it('seeds an empty database once', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const brands = await db.selectFrom('brands').select('name').orderBy('name').execute();
    expect(brands.map((brand) => brand.name)).toEqual(['Edenhills', 'Lawnswood', 'NSW Pet Cremation', 'Pets in Peace']);
  });

  it('enforces foreign keys', async () => {
    await expect(
      db
        .insertInto('practice_service_types')
        .values({ practice_id: 'no-such-practice', service_type_id: 'no-such-type' })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('reads counts, money and bytes back as numbers and buffers on either database', async () => {
    const { total } = await db.selectFrom('brands').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    expect(total).toBe(4);
    const product = await db.selectFrom('products').select(['rrp']).where('rrp', '>', 0).executeTakeFirstOrThrow();
    expect(typeof product.rrp).toBe('number');
    const file = await db.selectFrom('stored_files').select('content').where('key', 'like', 'product-images/%').executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(file.content)).toBe(true);
  });
});

describe('migration 0013 (stored_files)', () => {
  let old: TestDatabase;
  let oldDb: PortalDb;
  beforeAll(async () => {
    old = await createTestDatabase('portal-api-0013-');
    oldDb = openDatabase(old.settings);
  });
  afterAll(async () => {
    await oldDb.destroy();
    await old.drop();
  });

  it('moves the bytes of uploads, booking images and product images into the file store, keeping their rows', async () => {
    // The demo data, taken back to 0012 (the bytes return to their tables), plus an engraving upload as 0012 kept it.
    await migrateToLatest(oldDb);
    await seedIfEmpty(oldDb);
    await migrateUpTo(oldDb, '0012_family_updates');
    const booking = await oldDb.selectFrom('bookings').select('id').orderBy('id').executeTakeFirstOrThrow();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 0, 255]);
    const uploadKey = `engraving/${booking.id}/line-1/engraving_options-20260101T000000000Z-abc123.png`;
    await sql`
      insert into engraving_uploads (key, booking_id, quoted_product_id, kind, content_type, content, size, uploaded_by, created_at)
      values (${uploadKey}, ${booking.id}, 'line-1', 'engraving_options', 'image/png', ${png}, ${png.length}, 'owner', '2026-01-01T00:00:00.000Z')
    `.execute(oldDb);
    type Held = { key: string; content_type: string; content: Buffer };
    const held = [
      ...(await sql<Held>`select key, content_type, content from engraving_uploads`.execute(oldDb)).rows,
      ...(await sql<Held>`select 'booking-images/' || id as key, content_type, content from booking_images`.execute(oldDb)).rows,
      ...(await sql<Held>`select 'product-images/' || product_id || '/' || size as key, content_type, content from product_images`.execute(oldDb)).rows,
    ];
    const counts = { bookingImages: await countOf('booking_images'), productImages: await countOf('product_images') };
    expect(counts.bookingImages).toBeGreaterThan(0);
    expect(counts.productImages).toBeGreaterThan(0);

    await migrateToLatest(oldDb);

    const files = databaseFileStore(oldDb);
    const upload = await files.get(uploadKey);
    expect(upload).toEqual({ content: png, contentType: 'image/png' });
    for (const file of held) {
      expect(await files.get(file.key), file.key).toEqual({ content: Buffer.from(file.content), contentType: file.content_type });
    }
    const anImage = await oldDb.selectFrom('booking_images').select('id').executeTakeFirstOrThrow();
    expect(await files.get(fileKeys.bookingImage(anImage.id))).toBeDefined();
    // The rows stay, without their bytes; the store holds one file per row.
    expect({ bookingImages: await countOf('booking_images'), productImages: await countOf('product_images') }).toEqual(counts);
    expect(await countOf('stored_files')).toBe(held.length);
    const contentColumn = await sql`select content from engraving_uploads where 1 = 0`.execute(oldDb).then(
      () => 'still there',
      () => 'gone',
    );
    expect(contentColumn).toBe('gone');
  });

  async function countOf(table: 'booking_images' | 'product_images' | 'stored_files') {
    const row = await oldDb.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }
});

describe('migration 0017 (submitted portal orders closed)', () => {
  let old: TestDatabase;
  let oldDb: PortalDb;
  beforeAll(async () => {
    old = await createTestDatabase('portal-api-0017-');
    oldDb = openDatabase(old.settings);
  });
  afterAll(async () => {
    await oldDb.destroy();
    await old.drop();
  });

  const openOf = async (id: string) =>
    Number((await oldDb.selectFrom('bookings').select('is_open_order_c').where('id', '=', id).executeTakeFirstOrThrow()).is_open_order_c);

  it('closes the bookings submitted in the portal and left open, and no order the CRM keeps open', async () => {
    await migrateToLatest(oldDb);
    await seedIfEmpty(oldDb);
    await migrateUpTo(oldDb, '0016_tracking_closed');
    // A booking submitted through the portal before 0017: open, its submission made by a member.
    const submitted = demoBookingId('direct', 'submitted');
    await oldDb.updateTable('bookings').set({ is_open_order_c: 1 }).where('id', '=', submitted).execute();
    await oldDb
      .updateTable('order_events')
      .set({ created_by: '70000000-0000-4000-8000-000000000001' })
      .where('booking_id', '=', submitted)
      .where('to_value', '=', 'VP Submitted')
      .execute();
    const crmOpen = demoBookingId('direct', 'pending-open');
    expect(await openOf(crmOpen)).toBe(1);

    await migrateToLatest(oldDb);

    expect(await openOf(submitted)).toBe(0);
    expect(await openOf(crmOpen)).toBe(1);
  });
});

describe('migration 0018 (booking search terms)', () => {
  let old: TestDatabase;
  let oldDb: PortalDb;
  beforeAll(async () => {
    old = await createTestDatabase('portal-api-0018-');
    oldDb = openDatabase(old.settings);
  });
  afterAll(async () => {
    await oldDb.destroy();
    await old.drop();
  });

  it('fills in the search terms of the bookings already there', async () => {
    await migrateToLatest(oldDb);
    await seedIfEmpty(oldDb);
    await migrateUpTo(oldDb, '0017_submitted_orders_closed');
    await migrateToLatest(oldDb);
    const booking = await oldDb.selectFrom('bookings').select(['id', 'order_id_c']).where('id', '=', demoBookingId('direct', 'submitted')).executeTakeFirstOrThrow();
    const terms = await oldDb.selectFrom('booking_search_terms').select('term').where('booking_id', '=', booking.id).execute();
    expect(terms.map((row) => row.term)).toContain(booking.order_id_c.toLowerCase().replace(/\W/g, ''));
    const bookings = await oldDb.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const indexed = await oldDb.selectFrom('booking_search_terms').select((eb) => eb.fn.count<number>('booking_id').distinct().as('count')).executeTakeFirstOrThrow();
    expect(Number(indexed.count)).toBe(Number(bookings.count));
  });
});

describe('migrations 0019 and 0020 (the custody chain, the time in a stage)', () => {
  let old: TestDatabase;
  let oldDb: PortalDb;
  beforeAll(async () => {
    old = await createTestDatabase('portal-api-0019-');
    oldDb = openDatabase(old.settings);
  });
  afterAll(async () => {
    await oldDb.destroy();
    await old.drop();
  });

  it('seals the events already there into each booking’s chain, in the order they happened, and dates each booking’s stage from them', async () => {
    await migrateToLatest(oldDb);
    await seedIfEmpty(oldDb);
    await migrateUpTo(oldDb, '0018_booking_search');
    // A booking (at Awaiting Collection) moved back and forward at one instant before the chain: the
    // chain follows the stages (back first, as it left Awaiting Collection), not the ids.
    const booking = demoBookingId('direct', 'Awaiting Collection');
    const at = '2099-05-01T09:00:00.000Z';
    await sql`insert into order_events (id, booking_id, from_value, to_value, date_modified, created_by) values
      ('00000000-0000-4000-8000-000000000001', ${booking}, 'Pre-Booking', 'Awaiting Collection', ${at}, 'back office'),
      ('ffffffff-0000-4000-8000-000000000002', ${booking}, 'Awaiting Collection', 'Pre-Booking', ${at}, 'back office')`.execute(oldDb);
    await sql`insert into family_updates (booking_id, update_kind, stage, outbox_message_id, created_at) values (${booking}, 'collected', 'Pet Collected', null, ${at})`.execute(oldDb);

    await migrateToLatest(oldDb);

    const chain = await chainOf(oldDb, booking);
    expect(chain.map((event) => event.seq)).toEqual(chain.map((_, i) => i + 1));
    expect(chain.slice(-2).map((event) => event.to_value)).toEqual(['Pre-Booking', 'Awaiting Collection']);
    expect(chain.every((event) => event.event_kind === 'move')).toBe(true);
    const bookings = await oldDb.selectFrom('bookings').select(['id', 'stage_entered_at', 'date_modified', 'order_stage_c']).execute();
    for (const { id } of bookings) expect((await checkChain(oldDb, id)).intact || (await chainOf(oldDb, id)).length === 0).toBe(true);
    // The stage's time counts from the last event that reached it; a booking with none from its date_modified.
    const moved = bookings.find((row) => row.id === booking);
    expect(moved?.stage_entered_at).toBe(chain.filter((event) => event.to_value === moved?.order_stage_c).at(-1)?.date_modified);
    expect(bookings.every((row) => typeof row.stage_entered_at === 'string' && row.stage_entered_at !== '')).toBe(true);
    // The family's texts are kept, and the table takes the new one.
    expect(await oldDb.selectFrom('family_updates').select('update_kind').where('booking_id', '=', booking).execute()).toEqual([{ update_kind: 'collected' }]);
    await oldDb.insertInto('family_updates').values({ booking_id: booking, update_kind: 'at_clinic', stage: 'Ready at Office', outbox_message_id: null, created_at: at }).execute();
  });
});

describe('migration 0021 (the family confirmation)', () => {
  let old: TestDatabase;
  let oldDb: PortalDb;
  beforeAll(async () => {
    old = await createTestDatabase('portal-api-0021-');
    oldDb = openDatabase(old.settings);
  });
  afterAll(async () => {
    await oldDb.destroy();
    await old.drop();
  });

  it('leaves the practices already there not asking families, and asks for every practice created after it', async () => {
    await migrateToLatest(oldDb);
    await seedIfEmpty(oldDb);
    // Down and up again: the seeded practices are then ones that were there before the migration.
    await migrateUpTo(oldDb, '0020_overdue');
    await migrateToLatest(oldDb);
    const before = await oldDb.selectFrom('practices').select('confirm_families_c').execute();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((practice) => practice.confirm_families_c === 0)).toBe(true);
    const { rows } = await sql<{ id: string }>`select id from practices limit 1`.execute(oldDb);
    const source = rows[0]?.id ?? '';
    // A practice created now, without saying: asked (the column's default).
    await sql`insert into practices (id, name, opp_temporary_id, email, office_address_street, office_address_city, office_address_state,
        office_address_postalcode, office_address_country, office_address_latitude, office_address_longitude, relationship_type_c,
        has_portal_access_c, pricing_information_c, provides_client_details_c, default_collection_location_c, client_details_c, brand_id,
        account_manager_id, region, family_updates_c, phone_office)
      select 'new-practice', name, 'new-opp', email, office_address_street, office_address_city, office_address_state,
        office_address_postalcode, office_address_country, office_address_latitude, office_address_longitude, relationship_type_c,
        has_portal_access_c, pricing_information_c, provides_client_details_c, default_collection_location_c, client_details_c, brand_id,
        account_manager_id, region, family_updates_c, phone_office from practices where id = ${source}`.execute(oldDb);
    const created = await oldDb.selectFrom('practices').select('confirm_families_c').where('id', '=', 'new-practice').executeTakeFirstOrThrow();
    expect(created.confirm_families_c).toBe(1);
    await expect(sql`update practices set confirm_families_c = 2 where id = 'new-practice'`.execute(oldDb)).rejects.toThrow();
  });
});
