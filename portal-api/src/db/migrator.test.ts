import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrator.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-db-'));
const db = openDatabase(dataDir);
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('database setup', () => {
  it('opens portal.db in WAL mode with foreign keys on', async () => {
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journal_mode).toBe('wal');
    const { rows: foreignKeys } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(foreignKeys[0]?.foreign_keys).toBe(1);
    expect(fs.existsSync(path.join(dataDir, 'portal.db'))).toBe(true);
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
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
