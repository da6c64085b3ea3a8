// A booking's special instructions (spec 000 s3): the wizards' POST special_instruction replaces them
// while the booking is unsubmitted, and answers them as stored.
import type { PortalDb } from '../db/database.ts';
import { flagOf } from './booking-values.ts';

/**
 * Replaces a booking's special instructions with the given list (rows with an id keep it). When the
 * booking is locked, the list is left as it is.
 */
export async function replaceSpecialInstructions(
  db: PortalDb,
  bookingId: string,
  rows: { id?: string | null | undefined; description: string; completed?: unknown }[],
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('special_instructions').select('id').where('opportunity_id', '=', bookingId).execute();
    const keep = new Set(rows.map((row) => row.id).filter((id): id is string => Boolean(id)));
    const gone = existing.map((row) => row.id).filter((id) => !keep.has(id));
    if (gone.length > 0) await trx.deleteFrom('special_instructions').where('id', 'in', gone).execute();
    const known = new Set(existing.map((row) => row.id));
    for (const [seq, row] of rows.entries()) {
      const values = { description: row.description.trim(), completed: flagOf(row.completed), seq };
      if (row.id && known.has(row.id)) await trx.updateTable('special_instructions').set(values).where('id', '=', row.id).execute();
      else await trx.insertInto('special_instructions').values({ id: crypto.randomUUID(), opportunity_id: bookingId, date_entered: now, ...values }).execute();
    }
  });
}

/** The booking's special instructions, in the order they were given. */
export function listSpecialInstructions(db: PortalDb, bookingId: string) {
  return db.selectFrom('special_instructions').selectAll().where('opportunity_id', '=', bookingId).orderBy('seq').execute();
}
