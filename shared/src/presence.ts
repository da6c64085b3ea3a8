// Realtime presence on a booking's edit page (spec 000 s4 Wizard flow 7; spec 001 s4): a channel
// named after the booking id, entered with the contact's identity and left on leave. Ably (token auth
// from GET portal/authentication/{id}) when the runtime config says so; portal-api's WebSocket by
// default. The Ably SDK is loaded only when it is configured.
import type { ApiClient } from './api';
import type { RuntimeConfig } from '@portal/shared/config';

export interface PresenceMember {
  clientId: string;
  name: string;
  /** One entry per open page: the same person in two tabs is two members. */
  connectionId: string;
}

export interface PresenceSession {
  /** Leaves the channel. */
  leave(): void;
}

export interface PresenceService {
  /** Enters the booking's channel; `onMembers` gets everyone present, self included, on every change. */
  enter(bookingId: string, onMembers: (members: PresenceMember[], selfConnectionId: string | null) => void): PresenceSession;
}

interface LocalAuth {
  provider: 'local';
  channel: string;
  clientId: string;
  name: string;
  token: string;
}
interface AblyAuth {
  provider: 'ably';
  channel: string;
  clientId: string;
  name: string;
  tokenRequest: unknown;
}
type PresenceAuth = LocalAuth | AblyAuth;

async function authenticate(api: ApiClient, bookingId: string): Promise<PresenceAuth> {
  const body = await api.get(`portal/authentication/${bookingId}`).json<{ data: PresenceAuth }>();
  return body.data;
}

/** The local implementation: portal-api's /realtime WebSocket. */
export function createLocalPresence(api: ApiClient, socketUrl: string, WebSocketImpl: typeof WebSocket = WebSocket): PresenceService {
  return {
    enter(bookingId, onMembers) {
      let socket: WebSocket | null = null;
      let left = false;
      let self: string | null = null;
      void authenticate(api, bookingId)
        .then((auth) => {
          if (left || auth.provider !== 'local') return;
          const url = new URL(socketUrl);
          url.searchParams.set('token', auth.token);
          socket = new WebSocketImpl(url.toString());
          socket.onmessage = (event: MessageEvent<string>) => {
            const message = JSON.parse(event.data) as { type: string; connectionId?: string; members?: PresenceMember[] };
            if (message.type === 'welcome') self = message.connectionId ?? null;
            if (message.type === 'presence') onMembers(message.members ?? [], self);
          };
        })
        .catch(() => undefined);
      return {
        leave() {
          left = true;
          socket?.close();
        },
      };
    },
  };
}

/** The Ably implementation: token auth through portal-api, presence on the booking's channel. */
export function createAblyPresence(api: ApiClient): PresenceService {
  return {
    enter(bookingId, onMembers) {
      let left = false;
      let close: (() => void) | undefined;
      void (async () => {
        const { Realtime } = await import('ably');
        if (left) return;
        const first = await authenticate(api, bookingId);
        const client = new Realtime({
          clientId: first.clientId,
          authCallback: (_params, callback) => {
            authenticate(api, bookingId).then(
              (auth) => callback(null, (auth as AblyAuth).tokenRequest as never),
              (error: unknown) => callback(String(error), null),
            );
          },
        });
        const channel = client.channels.get(bookingId);
        const refresh = async () => {
          const present = await channel.presence.get();
          onMembers(
            present.map((member) => ({
              clientId: member.clientId,
              name: (member.data as { name?: string } | undefined)?.name ?? member.clientId,
              connectionId: member.connectionId,
            })),
            client.connection.id ?? null,
          );
        };
        await channel.presence.subscribe(() => void refresh());
        await channel.presence.enter({ name: first.name });
        await refresh();
        close = () => {
          void channel.presence.leave().finally(() => client.close());
        };
        if (left) close();
      })().catch(() => undefined);
      return {
        leave() {
          left = true;
          close?.();
        },
      };
    },
  };
}

export function createPresenceService(api: ApiClient, realtime: RuntimeConfig['realtime']): PresenceService {
  return realtime.provider === 'ably' ? createAblyPresence(api) : createLocalPresence(api, realtime.url);
}
