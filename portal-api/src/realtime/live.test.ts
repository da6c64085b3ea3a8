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
