// The overdue digest: once a day, each practice with overdue bookings (rules/overdue.ts) sends its
// active Level 3 members one email listing them, longest first, kept in the outbox. One a practice
// a local day, however many processes run the job and however often: the day's claim
// (overdue_digests, keyed by practice and date) and the email commit together or not at all.
import { formatLongDate, localDayAndHour, stateTimeZone } from '@portal/contracts/domain/dates';
import { serviceTypeLabel } from '@portal/contracts/wire/service-types';
import type { Clock } from '../clock.ts';
import { listOverdueBookings, countOverdueBookings } from '../data/overdue.ts';
import type { PortalDb } from '../db/database.ts';
import { keepEmail } from '../messaging/sender.ts';
import { overdueAt, overdueSentence } from '../rules/overdue.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic.ts';

/** The local hour from which the timer sends a practice's digest (a run from /dev or the back office sends it at any hour). */
export const DIGEST_HOUR = 7;
/** Bookings a digest lists; it says how many more there are. */
export const DIGEST_MAX_LISTED = 100;
/** How often the API's timer looks (each practice still gets one digest a day). */
export const DIGEST_EVERY_MS = 15 * 60_000;

export interface DigestSent {
  practiceId: string;
  /** The practice's local date. */
  date: string;
  messageId: string;
  bookings: number;
}

interface DigestOptions {
  /** The portal's site: the digest links to its bookings list, filtered to the overdue. */
  portalAppUrl: string;
  /** Send before DIGEST_HOUR too (a run by hand); the timer waits for it. */
  anyHour?: boolean;
}

/** The digest's text: what is overdue, where, for how long, and the link to the list. */
function digestBody(practice: string, day: string, total: number, rows: Awaited<ReturnType<typeof listOverdueBookings>>, now: Date, link: string): string {
  const lines = rows.map((row) => {
    const overdue = overdueAt({ serviceTypeName: row.service_type_name, orderStage: row.order_stage_c, stageEnteredAt: row.stage_entered_at }, now);
    const inStage = Math.max(0, Math.floor((now.getTime() - Date.parse(row.stage_entered_at)) / 1000));
    const pet = row.pet_first_name_c?.trim() || 'No pet name';
    return `- ${row.order_id_c} ${pet} (${serviceTypeLabel(row.service_type_name)}): ${overdueSentence(row.order_stage_c, inStage, overdue?.expectedHours ?? 0)}`;
  });
  const more = total > rows.length ? [`…and ${total - rows.length} more.`] : [];
  const heading = `${total} overdue ${total === 1 ? 'booking' : 'bookings'} at ${practice} on ${day}`;
  return [
    `Subject: ${heading}`,
    '',
    `${heading}, longest past its expected time first. The family may call about these: please check each with the crematorium.`,
    '',
    ...lines,
    ...more,
    '',
    `Open them in the Vet Portal: ${link}`,
  ].join('\n');
}

/**
 * Sends the day's digest of each practice with overdue bookings and active Level 3 members, unless it
 * was sent that local day; answers the digests sent by this run.
 */
export async function sendOverdueDigests(db: PortalDb, clock: Clock, { portalAppUrl, anyHour = false }: DigestOptions): Promise<DigestSent[]> {
  const practices = await db.selectFrom('practices').select(['id', 'name', 'office_address_state']).orderBy('id').execute();
  const sent: DigestSent[] = [];
  for (const practice of practices) {
    const now = clock.now(practice.id);
    const timeZone = stateTimeZone(practice.office_address_state);
    const { date, hour } = localDayAndHour(now, timeZone);
    if (!anyHour && hour < DIGEST_HOUR) continue;
    const claimed = await db.selectFrom('overdue_digests').select('practice_id').where('practice_id', '=', practice.id).where('digest_date', '=', date).executeTakeFirst();
    if (claimed) continue;
    const total = await countOverdueBookings(db, practice.id, now);
    if (total === 0) continue;
    const managers = await db
      .selectFrom('contacts')
      .select('email')
      .where('practice_id', '=', practice.id)
      .where('portal_access_c', '=', 'Level 3')
      .where('cognito_portal_active_c', '=', 1)
      .orderBy('email')
      .execute();
    if (managers.length === 0) continue;
    const rows = await listOverdueBookings(db, practice.id, now, DIGEST_MAX_LISTED);
    const link = `${portalAppUrl}/bookings?overdue=true`;
    const body = digestBody(practice.name, formatLongDate(now, timeZone), total, rows, now, link);
    const message = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .insertInto('overdue_digests')
        .values({ practice_id: practice.id, digest_date: date, outbox_message_id: null, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
      const email = await keepEmail(trx, { to: managers.map((manager) => manager.email).join(', '), body, link }, new Date().toISOString());
      await trx.updateTable('overdue_digests').set({ outbox_message_id: email.id }).where('practice_id', '=', practice.id).where('digest_date', '=', date).execute();
      return email;
    });
    if (message) sent.push({ practiceId: practice.id, date, messageId: message.id, bookings: total });
  }
  return sent;
}

/** Runs the digest every DIGEST_EVERY_MS in the API process (each practice from its local DIGEST_HOUR); stop() ends it. */
export function startOverdueDigests(db: PortalDb, clock: Clock, options: { portalAppUrl: string; everyMs?: number }): PeriodicJob {
  return startPeriodicJob('The overdue digest', () => sendOverdueDigests(db, clock, { portalAppUrl: options.portalAppUrl }), options.everyMs ?? DIGEST_EVERY_MS);
}
