import { Hono } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import type { PortalDb } from '../db/database.ts';
import type { PresenceTokens } from '../realtime/presence.ts';
import { practiceChannel } from '../realtime/live.ts';
import { realtimeToken, type AblySettings } from '../realtime/tokens.ts';

/**
 * GET live/authentication: a token for the caller's own practice's live channel (the booking moves of
 * issue 19 item 4), in the shape of GET authentication/{id}. The channel comes from the caller's
 * session, never from the request, so a member can listen to no other practice.
 */
export function liveRoutes(db: PortalDb, presence: PresenceTokens, ably?: AblySettings) {
  return new Hono<StaffEnv>().get('/live/authentication', async (c) => {
    const caller = c.get('caller');
    const channel = practiceChannel(caller.practiceId);
    // Subscribe only: the browsers listen; portal-api publishes with its API key.
    return c.json({ data: await realtimeToken(db, presence, ably, { caller, channel, capability: ['subscribe'] }) });
  });
}
