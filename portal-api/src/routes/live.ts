import { Hono } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import type { PortalDb } from '../db/database.ts';
import type { PresenceTokens } from '../realtime/presence.ts';
import { practiceChannel } from '../realtime/live.ts';
import type { AblySettings } from './wizard-reference.ts';

/**
 * GET live/authentication: a token for the caller's own practice's live channel (the booking moves of
 * issue 19 item 4), in the shape of GET authentication/{id}. The channel comes from the caller's
 * session, never from the request, so a member can listen to no other practice.
 */
export function liveRoutes(db: PortalDb, presence: PresenceTokens, ably?: AblySettings) {
  return new Hono<StaffEnv>().get('/live/authentication', async (c) => {
    const caller = c.get('caller');
    const channel = practiceChannel(caller.practiceId);
    const contact = await db
      .selectFrom('contacts')
      .select(['first_name', 'last_name'])
      .where('id', '=', caller.contactId)
      .executeTakeFirstOrThrow();
    const name = `${contact.first_name} ${contact.last_name}`;
    if (ably) {
      // Subscribe only: the browsers listen; portal-api publishes with its API key.
      const { Rest } = await import('ably');
      const rest = new Rest({ key: ably.apiKey });
      const tokenRequest = await rest.auth.createTokenRequest({ clientId: caller.contactId, capability: JSON.stringify({ [channel]: ['subscribe'] }) });
      return c.json({ data: { provider: 'ably', channel, clientId: caller.contactId, name, tokenRequest } });
    }
    const { token, expires } = presence.issue({ channel, clientId: caller.contactId, name });
    return c.json({ data: { provider: 'local', channel, clientId: caller.contactId, name, token, expires } });
  });
}
