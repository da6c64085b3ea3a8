import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type LogConfig } from 'kysely';
import type { Database } from './schema.ts';

export type PortalDb = Kysely<Database>;

export const DATABASE_FILE = 'portal.db';

/**
 * Opens (creating if needed) `<dataDir>/portal.db` in WAL mode with foreign keys enforced. `log` is
 * kysely's: the benchmark uses it to capture the SQL a call runs.
 */
export function openDatabase(dataDir: string, options: { log?: LogConfig } = {}): PortalDb {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), ...(options.log ? { log: options.log } : {}) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and preparing the booking queries costs about as much as running
 * them. better-sqlite3 statements are reusable (its calls are synchronous), so the most recent ones
 * are kept by SQL text; kysely's SQL is parameterised, so the texts are few.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return (source: string) => {
        let statement = cache.get(source);
        if (statement) cache.delete(source);
        else {
          statement = prepare(source);
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        }
        cache.set(source, statement);
        return statement;
      };
    },
  });
}
