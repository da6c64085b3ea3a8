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
import { findFamilyUpdatesSetting, findPracticeBookingId, setFamilyUpdates } from '../data/practices.ts';
import { familyTrackingOf, findTrackedBookingId, revokeTrackingLinks, trackingPageOf } from '../data/tracking-links.ts';
import type { PortalDb } from '../db/database.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { validBody } from '../http/validation.ts';
import { FAMILY_UPDATES_LEVEL_3_MESSAGE, isManager } from '../rules/members.ts';

export function familyUpdateStaffRoutes(db: PortalDb) {
  /** The practice's setting as the answer shows it; 404 for an unknown practice. */
  async function settingOf(practiceId: string) {
    const enabled = await findFamilyUpdatesSetting(db, practiceId);
    if (enabled === undefined) throw notFound();
    return { enabled };
  }
  /** The practice's booking of the path; 404 for another practice's or an unknown one. */
  async function bookingIdOf(practiceId: string, bookingId: string) {
    const id = await findPracticeBookingId(db, practiceId, bookingId);
    if (!id) throw notFound();
    return id;
  }

  return new Hono<StaffEnv>()
    .get('/vet/family_updates', async (c) => {
      const caller = c.get('caller');
      if (!isManager(caller)) throw forbidden(FAMILY_UPDATES_LEVEL_3_MESSAGE);
      return c.json({ data: await settingOf(caller.practiceId) });
    })
    .put('/vet/family_updates', async (c) => {
      const caller = c.get('caller');
      if (!isManager(caller)) throw forbidden(FAMILY_UPDATES_LEVEL_3_MESSAGE);
      const { enabled } = await validBody(c, familyUpdatesSettingSchema);
      await setFamilyUpdates(db, caller.practiceId, enabled);
      return c.json({ data: await settingOf(caller.practiceId) });
    })
    .get('/booking/:id/tracking', async (c) => {
      const bookingId = await bookingIdOf(c.get('caller').practiceId, c.req.param('id'));
      return c.json({ data: await familyTrackingOf(db, bookingId) });
    })
    .post('/booking/:id/tracking/revoke', async (c) => {
      const bookingId = await bookingIdOf(c.get('caller').practiceId, c.req.param('id'));
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
