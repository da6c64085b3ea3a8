// Live updates (issue 19 item 4): a booking's stage move reaches the open pages of its practice, and
// only those, through the presence service's channels. Whichever process moves a booking (the API or
// the back-office command, which runs apart) writes a live_events row in the move's transaction; every
// API process relays the new rows to its practice's channel: its own sockets (the local service) or Ably.
import type { Rest } from 'ably';
import type { PortalDb } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';

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
 * How long an id missing below one relayed is looked for. On PostgreSQL a serial id is taken when the
 * row is inserted but seen only at commit, so a move whose transaction commits after a later one's
 * shows up below what was relayed already; a rolled-back insert leaves an id that never shows up.
 */
const GAP_WAIT_MS = 30_000;
/** Missing ids looked for at most (below each row seen): a sequence that jumped far is not a thousand moves in flight. */
const MAX_MISSING = 1000;

/** How far back a shared relay claims rows: a move not published within it (no replica was up) is let go. */
const CLAIM_WINDOW_MS = 60_000;

export interface LiveRelayOptions {
  /**
   * The publisher is one service every replica talks to (Ably): each row is claimed by one replica and
   * published once, instead of by every replica to its own sockets (the local presence service).
   */
  shared?: boolean;
  pollMs?: number;
  keepMs?: number;
  gapWaitMs?: number;
  claimWindowMs?: number;
  now?: () => number;
}

type LiveEventRow = { id: number; practice_id: string; booking_id: string; order_stage: string };

/**
 * Relays live_events written after it started, polling the table every 400 ms, which keeps a move
 * within the 2 seconds the issue allows, whichever process or replica made it.
 * - Own sockets (the local presence service): every replica relays every row to the sockets it holds.
 *   Each row is relayed once, as soon as it is seen; an id missing below the highest relayed is looked
 *   for again on each poll until it shows up or GAP_WAIT_MS have passed.
 * - Shared (Ably): a replica claims the rows no one has published (on PostgreSQL `FOR UPDATE SKIP
 *   LOCKED`, so two replicas never take the same row), publishes them in order and marks them in the
 *   same transaction; a row whose publishing failed stays for the next poll. A late-committed lower id
 *   is simply an unclaimed row.
 */
export async function startLiveRelay(
  db: PortalDb,
  publisher: LivePublisher,
  { shared = false, pollMs = POLL_MS, keepMs = KEEP_MS, gapWaitMs = GAP_WAIT_MS, claimWindowMs = CLAIM_WINDOW_MS, now = Date.now }: LiveRelayOptions = {},
): Promise<LiveRelay> {
  const last = await db.selectFrom('live_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  /** The highest id relayed. */
  let highest = Number(last?.id ?? 0);
  /** Ids below `highest` not seen yet, with when they were first missed. */
  const missing = new Map<number, number>();
  let running: Promise<void> | undefined;
  let lastPrune = 0;

  /** Publishes a row's move; false when the publisher failed (logged). */
  const publish = async (row: LiveEventRow) => {
    try {
      await publisher.publish(practiceChannel(row.practice_id), BOOKING_MOVED, { booking_id: row.booking_id, order_stage: row.order_stage });
      return true;
    } catch (error) {
      console.error('live: a booking move could not be published:', error);
      return false;
    }
  };

  const relayToOwnSockets = async (time: number) => {
    if (missing.size > 0) {
      const late = await db.selectFrom('live_events').selectAll().where('id', 'in', [...missing.keys()]).orderBy('id').execute();
      for (const row of late) {
        missing.delete(row.id);
        await publish(row);
      }
      for (const [id, since] of missing) if (time - since >= gapWaitMs) missing.delete(id);
    }
    const rows = await db.selectFrom('live_events').selectAll().where('id', '>', highest).orderBy('id').limit(BATCH).execute();
    for (const row of rows) {
      for (let id = Math.max(highest + 1, row.id - MAX_MISSING); id < row.id; id += 1) missing.set(id, time);
      highest = row.id;
      await publish(row);
    }
  };

  const claimAndPublish = async (claimer: PortalDb, time: number) => {
    const rows = await claimer
      .selectFrom('live_events')
      .select(['id', 'practice_id', 'booking_id', 'order_stage'])
      .where('published_at', 'is', null)
      .where('date_entered', '>', new Date(time - claimWindowMs).toISOString())
      .orderBy('id')
      .limit(BATCH)
      .$if(dialectOf(claimer) === 'postgres', (qb) => qb.forUpdate().skipLocked())
      .execute();
    const sent: number[] = [];
    for (const row of rows) {
      // In order: a failure leaves this row and the later ones for the next poll.
      if (!(await publish(row))) break;
      sent.push(row.id);
    }
    if (sent.length > 0) await claimer.updateTable('live_events').set({ published_at: new Date(time).toISOString() }).where('id', 'in', sent).execute();
  };

  const relay = async () => {
    const time = now();
    if (!shared) await relayToOwnSockets(time);
    // SQLite serves one API process: no one to race, and no transaction held over the network calls.
    else if (dialectOf(db) === 'postgres') await db.transaction().execute((trx) => claimAndPublish(trx, time));
    else await claimAndPublish(db, time);
    if (time - lastPrune > 600_000) {
      lastPrune = time;
      await db.deleteFrom('live_events').where('date_entered', '<', new Date(time - keepMs).toISOString()).execute();
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
