import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase } from './database.ts';

describe('SQLite transactions', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  // A back-office move (another process) that wrote between a request's first read and its first write
  // failed the request at once with SQLITE_BUSY ("database is locked"), whatever busy_timeout said.
  it('hold the write lock from their start, so another process writing meanwhile waits its turn instead of failing them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
    dirs.push(dataDir);
    const db = openDatabase({ dataDir });
    await sql`create table probe (n integer)`.execute(db);
    const other = new SqliteDatabase(path.join(dataDir, DATABASE_FILE));
    other.pragma('busy_timeout = 0');
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from probe`.execute(trx);
        // The other process cannot write while the transaction is open: it would have to wait.
        expect(() => other.prepare('insert into probe values (1)').run()).toThrow(/locked|busy/i);
        await sql`insert into probe values (2)`.execute(trx);
      });
      other.prepare('insert into probe values (3)').run();
      expect(other.prepare('select n from probe order by n').all()).toEqual([{ n: 2 }, { n: 3 }]);
    } finally {
      other.close();
      await db.destroy();
    }
  });
});
