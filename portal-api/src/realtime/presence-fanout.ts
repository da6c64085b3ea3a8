// Presence across replicas (issue 20): each portal-api replica keeps its own sockets, so who is on a
// channel must travel between them. On PostgreSQL they talk through LISTEN/NOTIFY on one channel: each
// replica announces its own members of a channel whenever they change and again now and then (so a
// crashed replica's members expire), and passes on a deactivated member's disconnect. On SQLite
// (one process) there is nothing to fan out; with Ably in production, presence is Ably's.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A member as the channel's sockets see them. */
export interface PresenceMember {
  clientId: string;
  name: string;
  connectionId: string;
}

/**
 * What replicas tell each other; `replica` names the sender.
 * - members: the sender's members of a channel now (none: it has none left there). A list too long
 *   for one notification goes in parts: each but the last says `more`.
 * - hello: the sender has just started (or reconnected): the others announce all they have.
 * - disconnect: a member was deactivated: close their sockets on every replica.
 */
export type FanoutMessage =
  | { type: 'members'; replica: string; channel: string; members: PresenceMember[]; more?: true }
  | { type: 'hello'; replica: string }
  | { type: 'disconnect'; replica: string; clientId: string };

/** FanoutMessage without its sender (each fan-out adds its own). */
export type OutgoingMessage = FanoutMessage extends infer M ? (M extends FanoutMessage ? Omit<M, 'replica'> : never) : never;

export interface PresenceFanout {
  /** This replica's name in the messages (random per process). */
  readonly replica: string;
  send(message: OutgoingMessage): void;
  /** Hears other replicas' messages (never this replica's own). */
  onMessage(handler: (message: FanoutMessage) => void): void;
  close(): Promise<void>;
}

/** PostgreSQL's limit on a NOTIFY payload is 8000 bytes; a part stays well inside it. */
export const MAX_PAYLOAD_BYTES = 7000;
const NOTIFY_CHANNEL = 'portal_presence';
const RECONNECT_MS = 1000;

/**
 * A `members` announcement in parts that each fit in one notification: every part but the last says
 * `more`; a channel with no members is one part with none.
 */
export function membersParts(channel: string, members: PresenceMember[], maxBytes = MAX_PAYLOAD_BYTES): OutgoingMessage[] {
  const sizeOf = (part: PresenceMember[]) => Buffer.byteLength(JSON.stringify({ type: 'members', replica: 'r'.repeat(32), channel, members: part, more: true }));
  const parts: PresenceMember[][] = [[]];
  for (const member of members) {
    const current = parts[parts.length - 1]!;
    if (current.length > 0 && sizeOf([...current, member]) > maxBytes) parts.push([member]);
    else current.push(member);
  }
  return parts.map((part, index) => (index < parts.length - 1 ? { type: 'members', channel, members: part, more: true } : { type: 'members', channel, members: part }));
}

function isFanoutMessage(value: unknown): value is FanoutMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (typeof message.replica !== 'string') return false;
  switch (message.type) {
    case 'members':
      return typeof message.channel === 'string' && Array.isArray(message.members);
    case 'disconnect':
      return typeof message.clientId === 'string';
    case 'hello':
      return true;
    default:
      return false;
  }
}

/**
 * The fan-out over PostgreSQL: one connection of its own (outside the pool: a LISTEN holds it), which
 * both listens and notifies, so this replica's messages leave in the order they were sent. A lost
 * connection is opened again, and the replica then says hello, so it hears everyone anew.
 */
export async function startPostgresFanout(connectionString: string): Promise<PresenceFanout> {
  const replica = randomBytes(16).toString('hex');
  const handlers: ((message: FanoutMessage) => void)[] = [];
  let client: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const notify = (message: OutgoingMessage) => {
    const payload = JSON.stringify({ ...message, replica });
    if (Buffer.byteLength(payload) >= 8000) {
      console.error(`presence: a ${message.type} message of ${Buffer.byteLength(payload)} bytes is too long for NOTIFY, so it was not sent`);
      return;
    }
    // Lost while disconnected: the hello after reconnecting makes every replica announce again.
    client?.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]).catch((error: unknown) => {
      console.error('presence: a message to the other replicas failed:', (error as Error).message);
    });
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        console.error('presence: the connection to the other replicas failed:', (error as Error).message);
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    reconnectTimer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (notification) => {
      if (notification.channel !== NOTIFY_CHANNEL || !notification.payload) return;
      let message: unknown;
      try {
        message = JSON.parse(notification.payload);
      } catch {
        return;
      }
      if (!isFanoutMessage(message) || message.replica === replica) return;
      for (const handler of handlers) handler(message);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      if (error) console.error('presence: the connection to the other replicas was lost:', error.message);
      client = undefined;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${NOTIFY_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    notify({ type: 'hello' });
  };

  await connect();
  return {
    replica,
    send: notify,
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
