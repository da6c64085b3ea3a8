// Moving time in a running dev or e2e stack (development only: production mounts no /dev routes and has
// no movable clock), so a journey sees a booking become overdue without waiting days:
//   GET    /dev/clock                                 -> { data: { now, system_now, offsets } }
//   PUT    /dev/clock { offset_seconds | now, practice_id? } -> the same: every practice's business clock
//          (or only practice_id's) runs that far from the system's, or shows `now` at this moment
//   DELETE /dev/clock                                 -> back to the system's time everywhere
//   POST   /dev/jobs/overdue-digest                   -> { data: [{ practice_id, date, message_id, bookings }] }:
//          the day's digests now, at any local hour (each practice still gets one a day)
//   POST   /dev/jobs/confirmation-reminders          -> { data: [{ booking_id, message_id }] }: the family
//          confirmation reminders due by the business clock now (each request is reminded once; issue 36)
// The business clock is what the custody rules read (clock.ts); tokens, signed links and rate limits
// keep the system's time.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ID_MAX } from '@portal/contracts/domain/limits';
import type { MovableClock } from '../clock.ts';
import type { PortalDb } from '../db/database.ts';
import { DEV_ONLY_NOTICE } from '../http/dev-only.ts';
import { invalidFields } from '../http/api-error.ts';
import { validBody } from '../http/validation.ts';
import { sendOverdueDigests } from '../jobs/overdue-digest.ts';
import type { FamilyConfirmations } from '../messaging/family-confirmation.ts';

/** At most ten years either way. */
const MAX_OFFSET_SECONDS = 10 * 366 * 86_400;

const clockBodySchema = v.object({
  offset_seconds: v.optional(v.pipe(v.number('offset_seconds must be a number'), v.integer('offset_seconds must be whole seconds'), v.minValue(-MAX_OFFSET_SECONDS), v.maxValue(MAX_OFFSET_SECONDS))),
  now: v.optional(v.pipe(v.string('now must be an ISO 8601 date and time'), v.isoTimestamp('now must be an ISO 8601 date and time such as 2026-11-26T09:00:00Z'))),
  practice_id: v.optional(v.pipe(v.string(), v.maxLength(ID_MAX))),
});

export function devTimeRoutes(
  db: PortalDb,
  clock: MovableClock,
  { portalAppUrl, confirmations, systemNow = Date.now }: { portalAppUrl: string; confirmations: FamilyConfirmations; systemNow?: () => number },
) {
  const state = () => ({ notice: DEV_ONLY_NOTICE, data: { now: clock.now().toISOString(), system_now: new Date(systemNow()).toISOString(), offsets: clock.offsets() } });
  return new Hono()
    .get('/clock', (c) => c.json(state()))
    .put('/clock', async (c) => {
      const body = await validBody(c, clockBodySchema);
      if ((body.offset_seconds === undefined) === (body.now === undefined)) throw invalidFields({ body: 'Send offset_seconds or now (one of them)' });
      const offsetMs = body.offset_seconds !== undefined ? body.offset_seconds * 1000 : Date.parse(body.now ?? '') - systemNow();
      if (Math.abs(offsetMs) > MAX_OFFSET_SECONDS * 1000) throw invalidFields({ now: 'now must be within ten years of today' });
      clock.move(offsetMs, body.practice_id);
      return c.json(state());
    })
    .delete('/clock', (c) => {
      clock.reset();
      return c.json(state());
    })
    .post('/jobs/overdue-digest', async (c) => {
      const sent = await sendOverdueDigests(db, clock, { portalAppUrl, anyHour: true });
      return c.json({
        notice: DEV_ONLY_NOTICE,
        data: sent.map((digest) => ({ practice_id: digest.practiceId, date: digest.date, message_id: digest.messageId, bookings: digest.bookings })),
      });
    })
    .post('/jobs/confirmation-reminders', async (c) => {
      const reminded = await confirmations.sendReminders();
      return c.json({ notice: DEV_ONLY_NOTICE, data: reminded.map((reminder) => ({ booking_id: reminder.bookingId, message_id: reminder.messageId })) });
    });
}
