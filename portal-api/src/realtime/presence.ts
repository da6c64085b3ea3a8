// The local realtime presence service (DESIGN.md: a PresenceService whose default implementation is
// a WebSocket of portal-api). A browser asks `GET portal/authentication/{bookingId}` for a token, then
// opens `/realtime?token=...`; everyone on the same channel (the booking id) gets the channel's
// members whenever someone enters or leaves.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isPracticeChannel, type LivePublisher } from './live.ts';
import { membersParts, type FanoutMessage, type PresenceFanout, type PresenceMember } from './presence-fanout.ts';

export const PRESENCE_PATH = '/realtime';
const TOKEN_SECONDS = 3600;

export interface PresenceIdentity {
  channel: string;
  clientId: string;
  name: string;
}

export interface PresenceTokens {
  issue(identity: PresenceIdentity): { token: string; expires: number };
  verify(token: string): PresenceIdentity | undefined;
}

export function createPresenceTokens(secret: Buffer = randomBytes(32), now: () => number = Date.now): PresenceTokens {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    issue(identity) {
      const expires = Math.floor(now() / 1000) + TOKEN_SECONDS;
      const body = Buffer.from(JSON.stringify({ ...identity, expires })).toString('base64url');
      return { token: `${body}.${mac(body)}`, expires };
    },
    verify(token) {
      const [body, signature] = token.split('.');
      if (!body || !signature) return undefined;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PresenceIdentity & { expires: number };
        if (parsed.expires * 1000 < now()) return undefined;
        return { channel: parsed.channel, clientId: parsed.clientId, name: parsed.name };
      } catch {
        return undefined;
      }
    },
  };
}

export interface PresenceHub {
  /** Takes over every WebSocket upgrade on a server: PRESENCE_PATH is served, any other path refused. */
  attach(server: Server): void;
  /** Closes a member's sockets at once (their account was deactivated); the channels are told. */
  disconnectMember(clientId: string): void;
  /** Sends a message to every socket on a channel (a practice's live updates), as `{ type: 'message', channel, name, data }`. */
  publish: LivePublisher['publish'];
  close(): Promise<void>;
}

export interface PresenceHubOptions {
  /**
   * Whether the member behind a token (its clientId, the contact id) may still be present: asked when
   * a socket joins and, every `recheckMs`, for each member connected, so a token issued before a
   * deactivation neither joins nor stays (also when another replica deactivated the member).
   */
  isActiveMember: (clientId: string) => Promise<boolean>;
  recheckMs?: number;
  /**
   * The other replicas (PostgreSQL's LISTEN/NOTIFY; none on SQLite): each channel's members are this
   * replica's and theirs, and a deactivated member's sockets close on every replica.
   */
  fanout?: PresenceFanout;
  /** How often this replica announces its members again; a replica unheard for three times as long is taken to be gone. */
  announceMs?: number;
}

/** How often the members are announced again to the other replicas. */
const ANNOUNCE_MS = 5000;

/** How often connected members are checked again (a deactivation through this API closes at once). */
const RECHECK_MS = 60_000;
/** The close code a deactivated member's sockets get (4000-4999: the application's own). */
export const DEACTIVATED_CLOSE_CODE = 4403;
const DEACTIVATED_REASON = 'This account is no longer active';

/** Answers an upgrade that will not be served with a plain HTTP status, and closes the socket at once. */
function refuseUpgrade(socket: Duplex, status: '401 Unauthorized' | '404 Not Found' | '503 Service Unavailable') {
  if (socket.destroyed) return;
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** A peer that resets its socket while the upgrade is decided is no concern of the server's. */
const dropOnError = (socket: Duplex) => () => socket.destroy();

/**
 * The close code (RFC 6455, 7.4.1) for what went wrong on a socket: ws's errors for what a client sent
 * carry a WS_ERR_* code; anything else (a failed write) is the server's side of it.
 */
export function closeCodeOf(error: Error): number {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  switch (code) {
    case 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH':
    case 'WS_ERR_UNSUPPORTED_DATA_PAYLOAD_LENGTH':
      return 1009; // too big
    case 'WS_ERR_INVALID_UTF8':
      return 1007; // a text that is not UTF-8
    case 'WS_ERR_TOO_MANY_BUFFERED_PARTS':
      return 1008; // a message in more parts than allowed
    default:
      return code.startsWith('WS_ERR_') ? 1002 : 1011; // against the protocol; else the server's failure
  }
}

/**
 * What may wait unsent to one socket. Presence messages are small, so a socket this far behind is a
 * client that reads nothing of what it is sent: it is cut off, not buffered for without end. (A ping
 * flood is ws's own to stop: it ends a socket with 60 pongs it could not send yet.)
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The hub: channels of connected members; a member is one connection (two tabs are two entries). */
export function createPresenceHub(
  tokens: PresenceTokens,
  { isActiveMember, recheckMs = RECHECK_MS, fanout, announceMs = ANNOUNCE_MS }: PresenceHubOptions,
): PresenceHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const channels = new Map<string, Map<WebSocket, PresenceIdentity & { connectionId: string }>>();
  /** Other replicas' members by channel and replica, with when they were last announced. */
  const remote = new Map<string, Map<string, { members: PresenceMember[]; heardAt: number }>>();
  /** The parts heard so far of announcements that came in parts, by replica and channel. */
  const partial = new Map<string, PresenceMember[]>();

  /** Sends `message` to a socket, or cuts the socket off when it has not read what was sent before. */
  const send = (socket: WebSocket, message: string) => {
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
    else socket.send(message);
  };

  const localMembers = (channel: string): PresenceMember[] =>
    [...(channels.get(channel)?.values() ?? [])].map(({ clientId, name, connectionId }) => ({ clientId, name, connectionId }));

  const broadcast = (channel: string) => {
    const members = channels.get(channel);
    // A practice's live channel carries booking moves, not who is listening.
    if (!members || isPracticeChannel(channel)) return;
    const elsewhere = [...(remote.get(channel)?.values() ?? [])].flatMap((entry) => entry.members);
    const message = JSON.stringify({ type: 'presence', channel, members: [...localMembers(channel), ...elsewhere] });
    for (const socket of members.keys()) send(socket, message);
  };

  /** Tells the other replicas this replica's members of `channel` (none: it has none left there). */
  const announce = (channel: string) => {
    if (!fanout || isPracticeChannel(channel)) return;
    for (const part of membersParts(channel, localMembers(channel))) fanout.send(part);
  };

  const heard = (message: FanoutMessage) => {
    switch (message.type) {
      case 'hello':
        for (const channel of channels.keys()) announce(channel);
        return;
      case 'disconnect':
        closeSocketsOf(message.clientId);
        return;
      case 'members': {
        const key = `${message.replica}\n${message.channel}`;
        const members = [...(partial.get(key) ?? []), ...message.members];
        if (message.more) {
          partial.set(key, members);
          return;
        }
        partial.delete(key);
        const replicas = remote.get(message.channel) ?? new Map<string, { members: PresenceMember[]; heardAt: number }>();
        if (members.length > 0) {
          replicas.set(message.replica, { members, heardAt: Date.now() });
          remote.set(message.channel, replicas);
        } else {
          replicas.delete(message.replica);
          if (replicas.size === 0) remote.delete(message.channel);
        }
        broadcast(message.channel);
        return;
      }
    }
  };
  fanout?.onMessage(heard);

  /** Every open socket of a member, whatever its channel. */
  const socketsOf = (clientId: string) =>
    [...channels.values()].flatMap((members) => [...members].filter(([, member]) => member.clientId === clientId).map(([socket]) => socket));

  wss.on('connection', (socket: WebSocket, identity: PresenceIdentity) => {
    const members = channels.get(identity.channel) ?? new Map<WebSocket, PresenceIdentity & { connectionId: string }>();
    channels.set(identity.channel, members);
    const connectionId = randomBytes(8).toString('hex');
    members.set(socket, { ...identity, connectionId });
    /** The member leaves the channel (once, whichever of error and close comes first). */
    const leave = () => {
      if (!members.delete(socket)) return;
      if (members.size === 0) channels.delete(identity.channel);
      else broadcast(identity.channel);
      announce(identity.channel);
    };
    socket.on('close', leave);
    // A frame the server will not take (over maxPayload, a text that is not UTF-8, against the
    // protocol) or a failed write. ws has begun the close with the frame's code already; without this
    // listener its 'error' event would end the process. The member leaves now, not at the close.
    socket.on('error', (error) => {
      console.warn(`presence: closing a socket of ${identity.clientId}: ${error.message}`);
      leave();
      if (socket.readyState === socket.OPEN) socket.close(closeCodeOf(error));
    });
    // Clients only listen; anything they send is ignored.
    socket.on('message', () => undefined);
    send(socket, JSON.stringify({ type: 'welcome', connectionId }));
    broadcast(identity.channel);
    announce(identity.channel);
  });

  const closeSocketsOf = (clientId: string) => {
    for (const socket of socketsOf(clientId)) socket.close(DEACTIVATED_CLOSE_CODE, DEACTIVATED_REASON);
  };
  /** Closes a member's sockets here and on every other replica. */
  const disconnectMember = (clientId: string) => {
    closeSocketsOf(clientId);
    fanout?.send({ type: 'disconnect', clientId });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const onError = dropOnError(socket);
    socket.on('error', onError);
    const url = new URL(request.url ?? '/', 'http://localhost');
    // Once an 'upgrade' listener exists, Node leaves every upgrade to it: one left unanswered stays open.
    if (url.pathname !== PRESENCE_PATH) return refuseUpgrade(socket, '404 Not Found');
    const identity = tokens.verify(url.searchParams.get('token') ?? '');
    if (!identity) return refuseUpgrade(socket, '401 Unauthorized');
    isActiveMember(identity.clientId).then(
      (active) => {
        if (!active) return refuseUpgrade(socket, '401 Unauthorized');
        if (socket.destroyed) return undefined;
        // From here ws handles the socket's errors.
        socket.off('error', onError);
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, identity));
        return undefined;
      },
      (error: unknown) => {
        console.error('presence: the member check failed:', error);
        refuseUpgrade(socket, '503 Service Unavailable');
      },
    ).catch((error: unknown) => {
      // The upgrade itself failed: that one connection ends, nothing else.
      console.error('presence: an upgrade failed:', error);
      socket.destroy();
    });
  };

  // Members deactivated elsewhere (another replica, the database) leave within `recheckMs`.
  const recheck = setInterval(() => {
    const connected = new Set([...channels.values()].flatMap((members) => [...members.values()].map((member) => member.clientId)));
    for (const clientId of connected) {
      isActiveMember(clientId).then(
        (active) => {
          // Every replica checks its own members, so this replica's are closed here only.
          if (!active) closeSocketsOf(clientId);
        },
        (error: unknown) => console.error('presence: the member check failed:', error),
      );
    }
  }, recheckMs);
  recheck.unref();

  // Announced again now and then, so a replica that missed a message catches up, and one that has
  // stopped announcing (it crashed) is forgotten with its members.
  const reannounce = setInterval(() => {
    for (const channel of channels.keys()) announce(channel);
    const forgetBefore = Date.now() - 3 * announceMs;
    for (const [channel, replicas] of remote) {
      const before = replicas.size;
      for (const [replica, entry] of replicas) if (entry.heardAt < forgetBefore) replicas.delete(replica);
      if (replicas.size === 0) remote.delete(channel);
      if (replicas.size !== before) broadcast(channel);
    }
  }, announceMs);
  reannounce.unref();

  return {
    attach(server) {
      server.on('upgrade', onUpgrade);
    },
    disconnectMember,
    publish(channel, name, data) {
      const message = JSON.stringify({ type: 'message', channel, name, data });
      for (const socket of channels.get(channel)?.keys() ?? []) send(socket, message);
    },
    close() {
      clearInterval(recheck);
      clearInterval(reannounce);
      // The other replicas forget this one's members at once, not when they time out.
      for (const channel of channels.keys()) if (!isPracticeChannel(channel)) fanout?.send({ type: 'members', channel, members: [] });
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
