// The family kept informed (issue 19 item 3):
// - GET and PUT portal/vet/family_updates: whether the practice texts the owner at each step (Level 3 only).
// - GET portal/booking/{id}/tracking: the texts sent for a booking and whether its links are open;
//   POST portal/booking/{id}/tracking/revoke closes them (any member of the practice, as the details
//   page's other actions).
// - POST portal/tracking: the family's tracking page, opened by its link's secret without a session
//   (mounted before the staff guard). Only the stage and the practice's name and phone: no price, no
//   other booking, no staff name. An unknown, revoked or expired link answers 404.
import { Hono } from 'hono';
import { familyUpdatesSettingSchema, trackingLookupSchema } from '@portal/contracts/schemas/family-updates';
import type { StaffEnv } from '../auth/caller.ts';
import { familyTrackingOf, findTrackedBookingId, revokeTrackingLinks, trackingPageOf } from '../data/tracking-links.ts';
import type { PortalDb } from '../db/database.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { validBody } from '../http/validation.ts';
import { isManager } from '../rules/members.ts';

export const FAMILY_UPDATES_LEVEL_3_MESSAGE = 'Only a Level 3 member can change whether the practice texts families';

async function familyUpdatesSetting(db: PortalDb, practiceId: string) {
  const practice = await db.selectFrom('practices').select('family_updates_c').where('id', '=', practiceId).executeTakeFirst();
  if (!practice) throw notFound();
  return { enabled: practice.family_updates_c === 1 };
}

async function practiceBookingId(db: PortalDb, practiceId: string, bookingId: string) {
  const booking = await db.selectFrom('bookings').select('id').where('id', '=', bookingId).where('practice_id', '=', practiceId).executeTakeFirst();
  if (!booking) throw notFound();
  return booking.id;
}

export function familyUpdateStaffRoutes(db: PortalDb) {
  return new Hono<StaffEnv>()
    .get('/vet/family_updates', async (c) => {
      const caller = c.get('caller');
      if (!isManager(caller)) throw forbidden(FAMILY_UPDATES_LEVEL_3_MESSAGE);
      return c.json({ data: await familyUpdatesSetting(db, caller.practiceId) });
    })
    .put('/vet/family_updates', async (c) => {
      const caller = c.get('caller');
      if (!isManager(caller)) throw forbidden(FAMILY_UPDATES_LEVEL_3_MESSAGE);
      const { enabled } = await validBody(c, familyUpdatesSettingSchema);
      await db.updateTable('practices').set({ family_updates_c: enabled ? 1 : 0 }).where('id', '=', caller.practiceId).execute();
      return c.json({ data: await familyUpdatesSetting(db, caller.practiceId) });
    })
    .get('/booking/:id/tracking', async (c) => {
      const bookingId = await practiceBookingId(db, c.get('caller').practiceId, c.req.param('id'));
      return c.json({ data: await familyTrackingOf(db, bookingId) });
    })
    .post('/booking/:id/tracking/revoke', async (c) => {
      const bookingId = await practiceBookingId(db, c.get('caller').practiceId, c.req.param('id'));
      const revoked = await revokeTrackingLinks(db, bookingId);
      return c.json({ data: { ...(await familyTrackingOf(db, bookingId)), revoked } });
    });
}

export function trackingRoutes(db: PortalDb) {
  return new Hono().post('/tracking', async (c) => {
    const { key } = await validBody(c, trackingLookupSchema);
    const bookingId = await findTrackedBookingId(db, key);
    if (!bookingId) throw notFound();
    const tracking = await trackingPageOf(db, bookingId);
    if (!tracking) throw notFound();
    // The links are private: no store or proxy keeps the answer.
    c.header('Cache-Control', 'no-store');
    return c.json({ data: tracking });
  });
}
