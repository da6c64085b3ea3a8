import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { DATABASE_FILE, type DatabaseSettings, type PortalDb } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';

/**
 * Sees whether anything was written to a test's database, on either database, for checks such as
 * "a refused request changes no row" (the fuzz suite). `state()` is a value that changes when any
 * write is committed; compare two with toEqual. The one place that chooses how:
 * - SQLite: `data_version` read on a second, read-only connection to the file (it moves whenever
 *   another connection, the app's, commits a write; it never moves for a read).
 * - PostgreSQL: every table's row count and the newest transaction id among its rows (`xmin`, the
 *   transaction that wrote each row version). A committed write has a transaction id above every
 *   earlier one, so an insert or an update (even one to the same values, as on SQLite) raises the
 *   newest, and a delete alone lowers the count. There is no per-database write counter to read
 *   instead: transaction ids and the WAL are the whole cluster's, which the other test files share.
 *   (An md5 of every row's text was tried first: the fuzz file took 53 s on PostgreSQL instead of 17 s.)
 */
export interface WriteWatcher {
  state(): Promise<unknown>;
  /** Rows per table, but for the tables in `except` (a call that must write some rows even when it refuses). */
  rowCounts(except?: readonly string[]): Promise<Record<string, number>>;
  /** The text columns of `table` (its TEXT/varchar ones), for length checks. */
  textColumns(table: string): Promise<string[]>;
  close(): void;
}

export function createWriteWatcher(db: PortalDb, settings: DatabaseSettings): WriteWatcher {
  const onPostgres = dialectOf(db) === 'postgres';
  const sqlite = onPostgres ? undefined : new SqliteDatabase(path.join(settings.dataDir, DATABASE_FILE), { readonly: true });
  let tables: Promise<{ name: string; columns: { name: string; dataType: string }[] }[]> | undefined;
  // The schema does not change during a test: read it once.
  const schema = () => (tables ??= db.introspection.getTables());
  const tableNames = async (except: readonly string[] = []) => (await schema()).map((table) => table.name).filter((name) => !except.includes(name));

  return {
    async state() {
      if (sqlite) return sqlite.pragma('data_version', { simple: true });
      // One statement for all the tables (a round trip each would be most of the cost).
      const perTable = (await tableNames()).map(
        (name) => sql`select ${name} as name, count(*) as n, coalesce(max(xmin::text::bigint), 0) as newest from ${sql.table(name)}`,
      );
      const { rows } = await sql<{ name: string; n: number; newest: number }>`${sql.join(perTable, sql` union all `)}`.execute(db);
      return Object.fromEntries(rows.map((row) => [row.name, `${row.n} rows, newest written by transaction ${row.newest}`]));
    },
    async rowCounts(except = []) {
      const counts: Record<string, number> = {};
      for (const name of await tableNames(except)) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
        counts[name] = Number(rows[0]?.n);
      }
      return counts;
    },
    async textColumns(table) {
      const found = (await schema()).find((candidate) => candidate.name === table);
      if (!found) throw new Error(`No table ${table}`);
      return found.columns.filter((column) => /^(text|varchar|character varying)/i.test(column.dataType)).map((column) => column.name);
    },
    close() {
      sqlite?.close();
    },
  };
}
