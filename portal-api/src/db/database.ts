import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type PortalDb = Kysely<Database>;

export const DATABASE_FILE = 'portal.db';

/**
 * Where the data lives: a PostgreSQL server when `url` is set (PORTAL_DATABASE_URL), otherwise the
 * embedded SQLite file `<dataDir>/portal.db`.
 */
export interface DatabaseSettings {
  dataDir: string;
  url?: string | undefined;
}

/** Where `settings` point, for log lines: the SQLite file, or the server URL without its password. */
export function describeDatabase(settings: DatabaseSettings): string {
  if (!settings.url) return path.join(settings.dataDir, DATABASE_FILE);
  const url = new URL(settings.url);
  if (url.password) url.password = '***';
  return url.toString();
}

/**
 * Opens the portal's database: PostgreSQL through a connection pool when `settings.url` is set,
 * otherwise (creating if needed) `<dataDir>/portal.db` in WAL mode with foreign keys enforced. `log`
 * is kysely's: the benchmark uses it to capture the SQL a call runs.
 */
export function openDatabase(settings: DatabaseSettings, options: { log?: LogConfig } = {}): PortalDb {
  const log = options.log ? { log: options.log } : {};
  if (settings.url) return new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(settings.url) }), ...log });
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(settings.dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), ...log });
}

/**
 * Kysely opens an SQLite transaction with a plain (deferred) `begin`: it reads on a snapshot and asks for
 * the write lock at its first write. If another process (the back-office command, a second API process)
 * wrote in between, that upgrade fails at once with SQLITE_BUSY, whatever busy_timeout says, and the
 * request fails ("database is locked": a cart's Add failed so while a back-office move ran beside it).
 * `begin immediate` takes the write lock at the start, waiting its turn under busy_timeout instead.
 */
const transactionStart = (source: string) => (source.trim().toLowerCase() === 'begin' ? 'begin immediate' : source);

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/**
 * A pool whose rows read as SQLite's do: counts (bigint) and money (numeric) come back as numbers,
 * not the strings `pg` gives by default. The values the portal keeps in them are far inside a
 * double's exact range (counts of rows, prices in dollars and cents).
 */
function postgresPool(connectionString: string): pg.Pool {
  const defaultParser = pg.types.getTypeParser as (oid: number, format: string) => unknown;
  const getTypeParser = (oid: number, format = 'text'): unknown => (oid === PG_INT8 || oid === PG_NUMERIC ? Number : defaultParser(oid, format));
  const pool = new pg.Pool({ connectionString, types: { getTypeParser: getTypeParser as typeof pg.types.getTypeParser } });
  // An idle connection the server drops (a restart, a failover) is replaced on the next query; unheard,
  // its error would end the process.
  pool.on('error', (error) => console.error('portal-api: an idle PostgreSQL connection failed:', error.message));
  return pool;
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
      return (sql: string) => {
        const source = transactionStart(sql);
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
