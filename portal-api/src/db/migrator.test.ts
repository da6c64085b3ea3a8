import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { openDatabase, type PortalDb } from './database.ts';
import { dialectOf } from './dialect.ts';
import { migrateToLatest } from './migrator.ts';

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
    const image = await db.selectFrom('product_images').select('content').executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(image.content)).toBe(true);
  });
});
