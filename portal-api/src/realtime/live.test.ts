import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PortalDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { BOOKING_MOVED, practiceChannel, startLiveRelay, type BookingMovedData } from './live.ts';

let database: TestDatabase;
let db: PortalDb;
beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.settings);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const move = (id: number, bookingId: string) =>
  db.insertInto('live_events').values({ id, practice_id: 'practice-1', booking_id: bookingId, order_stage: 'Pre-Booking', date_entered: new Date().toISOString() }).execute();

describe('the live relay', () => {
  it('relays a move that commits after a later one (a lower id seen late), once, and stops looking for an id that never comes', async () => {
    let time = 1_000_000;
    const published: string[] = [];
    const relay = await startLiveRelay(
      db,
      { publish: (channel, name, data: BookingMovedData) => void published.push(`${channel} ${name} ${data.booking_id}`) },
      { pollMs: 3_600_000, gapWaitMs: 10_000, now: () => time },
    );
    try {
      // Ids 1 and 2 were taken by transactions still open; 3 committed first.
      await move(3, 'booking-c');
      await relay.poll();
      await move(1, 'booking-a');
      time += 5_000;
      await relay.poll();
      await relay.poll();
      expect(published).toEqual([`${practiceChannel('practice-1')} ${BOOKING_MOVED} booking-c`, `${practiceChannel('practice-1')} ${BOOKING_MOVED} booking-a`]);

      // Id 2 was rolled back: after the wait it is no longer looked for, and is not relayed if it came.
      time += 10_000;
      await relay.poll();
      await move(2, 'booking-b');
      await move(4, 'booking-d');
      await relay.poll();
      expect(published.map((line) => line.split(' ')[2])).toEqual(['booking-c', 'booking-a', 'booking-d']);
    } finally {
      await relay.stop();
    }
  });
});

describe('the live relay with a shared publisher (Ably)', () => {
  const moveAt = (id: number, bookingId: string, at: number) =>
    db.insertInto('live_events').values({ id, practice_id: 'practice-2', booking_id: bookingId, order_stage: 'Collected', date_entered: new Date(at).toISOString() }).execute();

  // SQLite serves one API process; on PostgreSQL two replicas poll at the same moment.
  const replicaCount = process.env.PORTAL_TEST_DATABASE_URL ? 2 : 1;

  it('publishes each move once whichever replicas poll at the same moment, keeps a failed one for the next poll, and lets go of one older than a minute', async () => {
    const time = Date.parse('2030-01-01T00:00:00Z');
    const published: string[] = [];
    let failing = false;
    // One service both replicas talk to: each call takes a turn of the event loop, as a network call would.
    const ably = {
      publish: async (_channel: string, _name: string, data: BookingMovedData) => {
        await new Promise((resolve) => setImmediate(resolve));
        if (failing) throw new Error('Ably is unreachable');
        published.push(data.booking_id);
      },
    };
    const options = { shared: true, pollMs: 3_600_000, now: () => time };
    const replicas = await Promise.all(Array.from({ length: replicaCount }, () => startLiveRelay(db, ably, options)));
    const pollBoth = () => Promise.all(replicas.map((relay) => relay.poll()));
    try {
      await moveAt(101, 'too-old', time - 61_000);
      for (const [i, id] of [102, 103, 104, 105].entries()) await moveAt(id, `move-${i}`, time - 1_000);
      await pollBoth();
      await pollBoth();
      expect([...published].sort()).toEqual(['move-0', 'move-1', 'move-2', 'move-3']);

      failing = true;
      await moveAt(106, 'move-4', time - 500);
      await pollBoth();
      expect(published).toHaveLength(4);
      failing = false;
      await pollBoth();
      expect(published.filter((id) => id === 'move-4')).toHaveLength(1);
      expect(published).not.toContain('too-old');
    } finally {
      await Promise.all(replicas.map((relay) => relay.stop()));
    }
  });
});
