// Live updates (issue 19 item 4): a booking's stage move reaches the open pages of its practice, and
// only those, through the presence service's channels. Whichever process moves a booking (the API or
// the back-office command, which runs apart) writes a live_events row in the move's transaction; every
// API process relays the new rows to its practice's channel: its own sockets (the local service) or Ably.
import type { Rest } from 'ably';
import type { PortalDb } from '../db/database.ts';

/** The channel of a practice's live updates; a member's token names only their own practice's. */
export const practiceChannel = (practiceId: string) => `practice:${practiceId}`;
export const isPracticeChannel = (channel: string) => channel.startsWith('practice:');

/** The message name of a stage move, and what it carries. */
export const BOOKING_MOVED = 'booking-moved';
export interface BookingMovedData {
  booking_id: string;
  order_stage: string;
}

export interface LivePublisher {
  publish(channel: string, name: string, data: BookingMovedData): Promise<void> | void;
}

/** Publishes through Ably's REST API (production: the browsers subscribe with a token for their practice's channel). */
export function ablyPublisher(apiKey: string): LivePublisher {
  let rest: Promise<Rest> | undefined;
  return {
    async publish(channel, name, data) {
      rest ??= import('ably').then((ably) => new ably.Rest({ key: apiKey }));
      await (await rest).channels.get(channel).publish(name, data);
    },
  };
}

export interface LiveRelay {
  /** Relays every row written since the last look (the timer calls it; tests may too). */
  poll(): Promise<void>;
  stop(): Promise<void>;
}

const POLL_MS = 400;
const KEEP_MS = 24 * 3600 * 1000;
const BATCH = 500;

/**
 * Relays live_events written after it started. Polling the table every 400 ms keeps a move within the
 * 2 seconds the issue allows, whichever process or replica made it.
 */
export async function startLiveRelay(db: PortalDb, publisher: LivePublisher, { pollMs = POLL_MS, keepMs = KEEP_MS } = {}): Promise<LiveRelay> {
  const last = await db.selectFrom('live_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  let cursor = Number(last?.id ?? 0);
  let running: Promise<void> | undefined;
  let lastPrune = 0;

  const relay = async () => {
    const rows = await db.selectFrom('live_events').selectAll().where('id', '>', cursor).orderBy('id').limit(BATCH).execute();
    for (const row of rows) {
      cursor = row.id;
      try {
        await publisher.publish(practiceChannel(row.practice_id), BOOKING_MOVED, { booking_id: row.booking_id, order_stage: row.order_stage });
      } catch (error) {
        console.error('live: a booking move could not be published:', error);
      }
    }
    if (Date.now() - lastPrune > 600_000) {
      lastPrune = Date.now();
      await db.deleteFrom('live_events').where('date_entered', '<', new Date(Date.now() - keepMs).toISOString()).execute();
    }
  };
  const poll = () => {
    running ??= relay()
      .catch((error: unknown) => console.error('live: the relay failed:', error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();
  return {
    poll,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
