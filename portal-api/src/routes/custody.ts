import { Hono } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import { findCustodyEvents } from '../data/custody.ts';
import type { PortalDb } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { custodyToWire } from '../wire/custody.ts';

/** GET booking/{id}/custody: the booking's custody timeline, newest first; the caller's practice only. */
export function custodyRoutes(db: PortalDb, now: () => Date = () => new Date()) {
  return new Hono<StaffEnv>().get('/booking/:id/custody', async (c) => {
    const record = await findCustodyEvents(db, c.get('caller').practiceId, c.req.param('id'));
    if (!record) throw notFound();
    return c.json({ data: custodyToWire(record, now()) });
  });
}
