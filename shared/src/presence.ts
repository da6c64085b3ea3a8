// Realtime presence on a booking's edit page (spec 000 s4 Wizard flow 7; spec 001 s4): a channel
// named after the booking id, entered with the contact's identity and left on leave. Ably (token auth
// from GET portal/authentication/{id}) when the runtime config says so; portal-api's WebSocket by
// default. The Ably SDK is loaded only when it is configured. The same service carries the practice's
// live channel (issue 19 item 4): the booking moves the bookings pages refresh on.
import type { ApiClient } from './api';
import type { RuntimeConfig } from '@portal/contracts/wire/config';

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

/** A booking of the member's practice moved to a stage (issue 19: the back office's moves reach open pages). */
export interface BookingMoved {
  bookingId: string;
  orderStage: string;
}

export interface PresenceService {
  /** Enters the booking's channel; `onMembers` gets everyone present, self included, on every change. */
  enter(bookingId: string, onMembers: (members: PresenceMember[], selfConnectionId: string | null) => void): PresenceSession;
  /**
   * Listens to the booking moves of the signed-in member's own practice (its channel comes from
   * GET portal/live/authentication, never from the page). `onMove(null)` after the connection came
   * back: moves may have been missed while it was down.
   */
  watchPractice(onMove: (move: BookingMoved | null) => void): PresenceSession;
}

/** The message name portal-api publishes a booking move under, and its data. */
const BOOKING_MOVED = 'booking-moved';
interface BookingMovedData {
  booking_id: string;
  order_stage: string;
}
const toMove = (data: BookingMovedData): BookingMoved => ({ bookingId: data.booking_id, orderStage: data.order_stage });

/** The close code of a deactivated member's sockets: no point in coming back. */
const DEACTIVATED_CLOSE_CODE = 4403;
const MAX_RETRY_MS = 30_000;

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

/** Credentials for the member's practice's live channel. */
async function authenticatePractice(api: ApiClient): Promise<PresenceAuth> {
  const body = await api.get('portal/live/authentication').json<{ data: PresenceAuth }>();
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
    watchPractice(onMove) {
      let socket: WebSocket | null = null;
      let stopped = false;
      let failures = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A dropped connection (the API restarted, the laptop slept) comes back with backoff, then says so.
      const retry = () => {
        if (stopped) return;
        failures += 1;
        timer = setTimeout(connect, Math.min(MAX_RETRY_MS, 1000 * 2 ** (failures - 1)));
      };
      function connect() {
        authenticatePractice(api).then(
          (auth) => {
            if (stopped || auth.provider !== 'local') return;
            const url = new URL(socketUrl);
            url.searchParams.set('token', auth.token);
            const opened = new WebSocketImpl(url.toString());
            socket = opened;
            opened.onopen = () => {
              if (failures > 0) onMove(null);
              failures = 0;
            };
            opened.onmessage = (event: MessageEvent<string>) => {
              const message = JSON.parse(event.data) as { type: string; name?: string; data?: BookingMovedData };
              if (message.type === 'message' && message.name === BOOKING_MOVED && message.data) onMove(toMove(message.data));
            };
            opened.onclose = (event: CloseEvent) => {
              if (event.code !== DEACTIVATED_CLOSE_CODE) retry();
            };
          },
          () => retry(),
        );
      }
      connect();
      return {
        leave() {
          stopped = true;
          clearTimeout(timer);
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
    watchPractice(onMove) {
      let stopped = false;
      let close: (() => void) | undefined;
      void (async () => {
        const { Realtime } = await import('ably');
        if (stopped) return;
        const first = await authenticatePractice(api);
        const client = new Realtime({
          clientId: first.clientId,
          authCallback: (_params, callback) => {
            authenticatePractice(api).then(
              (auth) => callback(null, (auth as AblyAuth).tokenRequest as never),
              (error: unknown) => callback(String(error), null),
            );
          },
        });
        const channel = client.channels.get(first.channel);
        await channel.subscribe(BOOKING_MOVED, (message) => onMove(toMove(message.data as BookingMovedData)));
        // Attached again without its history (the connection was down too long): moves may be missed.
        channel.on('attached', (change) => {
          if (!change.resumed) onMove(null);
        });
        close = () => client.close();
        if (stopped) close();
      })().catch(() => undefined);
      return {
        leave() {
          stopped = true;
          close?.();
        },
      };
    },
  };
}

export function createPresenceService(api: ApiClient, realtime: RuntimeConfig['realtime']): PresenceService {
  return realtime.provider === 'ably' ? createAblyPresence(api) : createLocalPresence(api, realtime.url);
}
