// The local realtime presence service (DESIGN.md: a PresenceService whose default implementation is
// a WebSocket of portal-api). A browser asks `GET portal/authentication/{bookingId}` for a token, then
// opens `/realtime?token=...`; everyone on the same channel (the booking id) gets the channel's
// members whenever someone enters or leaves.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

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
  /** Takes over WebSocket upgrades to PRESENCE_PATH on a server. */
  attach(server: Server): void;
  close(): Promise<void>;
}

/** The hub: channels of connected members; a member is one connection (two tabs are two entries). */
export function createPresenceHub(tokens: PresenceTokens): PresenceHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const channels = new Map<string, Map<WebSocket, PresenceIdentity & { connectionId: string }>>();

  const broadcast = (channel: string) => {
    const members = channels.get(channel);
    if (!members) return;
    const message = JSON.stringify({
      type: 'presence',
      channel,
      members: [...members.values()].map(({ clientId, name, connectionId }) => ({ clientId, name, connectionId })),
    });
    for (const socket of members.keys()) socket.send(message);
  };

  wss.on('connection', (socket: WebSocket, identity: PresenceIdentity) => {
    const members = channels.get(identity.channel) ?? new Map<WebSocket, PresenceIdentity & { connectionId: string }>();
    channels.set(identity.channel, members);
    const connectionId = randomBytes(8).toString('hex');
    members.set(socket, { ...identity, connectionId });
    socket.send(JSON.stringify({ type: 'welcome', connectionId }));
    broadcast(identity.channel);
    socket.on('close', () => {
      members.delete(socket);
      if (members.size === 0) channels.delete(identity.channel);
      else broadcast(identity.channel);
    });
    // Clients only listen; anything they send is ignored.
    socket.on('message', () => undefined);
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== PRESENCE_PATH) return;
    const identity = tokens.verify(url.searchParams.get('token') ?? '');
    if (!identity) {
      socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, identity));
  };

  return {
    attach(server) {
      server.on('upgrade', onUpgrade);
    },
    close() {
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
