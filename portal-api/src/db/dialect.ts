import { PostgresAdapter, sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The one place where the portal's SQL differs between SQLite (the embedded default) and PostgreSQL
 * (PORTAL_DATABASE_URL). Everything else is written once, in kysely's builders, and runs on both.
 */
export type Dialect = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's schema
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Bytes: SQLite's blob, PostgreSQL's bytea (both read back as a Buffer). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's schema
export function bytesType(db: Kysely<any>): ColumnDataType {
  return dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
}

/**
 * An integer key the database numbers itself: SQLite's `integer primary key autoincrement`,
 * PostgreSQL's `serial primary key`. Use as `.addColumn('id', ...autoIncrementKey(db))`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's schema
export function autoIncrementKey(db: Kysely<any>): [ColumnDataType, (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialectOf(db) === 'postgres'
    ? ['serial', (col) => col.primaryKey()]
    : ['integer', (col) => col.primaryKey().autoIncrement()];
}

/** `text` with LIKE's wildcards (and the escape character) taken literally under `escape '\'`. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * `column` contains `search`, ignoring case, on both databases: lower() on each side (SQLite's LIKE
 * ignores ASCII case only and PostgreSQL's none), with the wildcards in `search` taken literally.
 */
export function containsIgnoringCase(column: string, search: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${likeEscape(search.toLowerCase())}%`} escape '\\'`;
}

/**
 * Runs the rest of the transaction `trx` alone among the transactions that name the same `lock`:
 * PostgreSQL's transaction-level advisory lock, released at commit or rollback. SQLite needs none: it
 * runs one write transaction at a time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's schema
export async function serializeWith(trx: Kysely<any>, lock: string): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${lock}))`.execute(trx);
}

/**
 * Runs `work` alone among the processes on this database that name the same `lock` (replicas starting
 * at once: one migrates and seeds, the others then find it done). PostgreSQL's session advisory lock,
 * held on a connection of its own while `work` uses the pool; SQLite is one process's file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's schema
export async function aloneAmongProcesses<T>(db: Kysely<any>, lock: string, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${lock}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${lock}))`.execute(connection);
    }
  });
}
