import type { Insertable } from 'kysely';
import type { PortalDb } from '../db/database.ts';
import type { ErrorReport, ErrorReportTable } from '../db/schema.ts';

export async function insertErrorReports(db: PortalDb, reports: Insertable<ErrorReportTable>[]): Promise<void> {
  if (reports.length === 0) return;
  await db.insertInto('error_reports').values(reports).execute();
}

/** Newest first. */
export function listErrorReports(db: PortalDb): Promise<ErrorReport[]> {
  return db.selectFrom('error_reports').selectAll().orderBy('id', 'desc').execute();
}

export async function deleteErrorReports(db: PortalDb): Promise<number> {
  const result = await db.deleteFrom('error_reports').executeTakeFirst();
  return Number(result.numDeletedRows);
}
