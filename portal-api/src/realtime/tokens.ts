import type { Caller } from '../auth/caller.ts';
import type { PortalDb } from '../db/database.ts';
import type { PresenceTokens } from './presence.ts';

export interface AblySettings {
  apiKey: string;
}

/**
 * What a browser needs to join one realtime channel as the calling member: with Ably configured, a
 * TokenRequest signed with the API key for this member and channel only (with the given capability);
 * else a token of the local presence service. The member's name goes with it (presence shows it).
 */
export async function realtimeToken(
  db: PortalDb,
  presence: PresenceTokens,
  ably: AblySettings | undefined,
  { caller, channel, capability }: { caller: Caller; channel: string; capability: ('presence' | 'subscribe')[] },
) {
  const contact = await db.selectFrom('contacts').select(['first_name', 'last_name']).where('id', '=', caller.contactId).executeTakeFirstOrThrow();
  const name = `${contact.first_name} ${contact.last_name}`;
  const clientId = caller.contactId;
  if (ably) {
    const { Rest } = await import('ably');
    const rest = new Rest({ key: ably.apiKey });
    const tokenRequest = await rest.auth.createTokenRequest({ clientId, capability: JSON.stringify({ [channel]: capability }) });
    return { provider: 'ably' as const, channel, clientId, name, tokenRequest };
  }
  const { token, expires } = presence.issue({ channel, clientId, name });
  return { provider: 'local' as const, channel, clientId, name, token, expires };
}
