import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PortalDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { clientAddress, createRateLimiter } from './rate-limit.ts';

describe('the sliding-window rate limiter (kept in the database)', () => {
  let database: TestDatabase;
  let db: PortalDb;
  let other: PortalDb;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.settings);
    await migrateToLatest(db);
    // A second connection, as another replica's: on PostgreSQL its own pool.
    other = database.settings.url ? openDatabase(database.settings) : db;
  });
  afterAll(async () => {
    if (other !== db) await other.destroy();
    await db.destroy();
    await database.drop();
  });

  it('lets `limit` requests through in any window, says when the next may come, and does not count refusals', async () => {
    let time = 1_000_000;
    const limiter = createRateLimiter(db, { scope: 'window', limit: 3, windowMs: 60_000, now: () => time });
    for (const at of [0, 10_000, 20_000]) {
      time = 1_000_000 + at;
      expect(await limiter.hit('a')).toEqual({ allowed: true });
    }
    time = 1_030_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await limiter.hit('b')).toEqual({ allowed: true });
    time = 1_060_001;
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('keeps one count for every replica, also when their requests race', async () => {
    const time = () => 5_000_000;
    const replicaA = createRateLimiter(db, { scope: 'race', limit: 5, windowMs: 60_000, now: time });
    const replicaB = createRateLimiter(other, { scope: 'race', limit: 5, windowMs: 60_000, now: time });
    const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? replicaA : replicaB).hit('c')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect(await replicaB.hit('c')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('keeps limits apart by scope, and removes the rows that have left the window', async () => {
    let time = 9_000_000;
    const tunnel = createRateLimiter(db, { scope: 'tunnel', limit: 1, windowMs: 60_000, now: () => time, pruneEveryMs: 0 });
    const other = createRateLimiter(db, { scope: 'other', limit: 1, windowMs: 60_000, now: () => time });
    expect(await tunnel.hit('d')).toEqual({ allowed: true });
    expect(await other.hit('d')).toEqual({ allowed: true });
    expect(await tunnel.hit('e')).toEqual({ allowed: true });
    time += 60_001;
    expect(await tunnel.hit('d')).toEqual({ allowed: true });
    const kept = await db.selectFrom('rate_limit_hits').select(['client', 'hit_at']).where('scope', '=', 'tunnel').execute();
    expect(kept).toEqual([{ client: 'd', hit_at: time }]);
  });
});

describe("a request's client", () => {
  const contextOf = (remoteAddress: string | undefined, forwardedFor?: string) =>
    ({
      env: remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress } } },
      req: { header: (name: string) => (name === 'X-Forwarded-For' ? forwardedFor : undefined) },
    }) as unknown as Context;

  it('is the socket address, an IPv6 one as its /64, and local without a socket', () => {
    expect(clientAddress(contextOf('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(contextOf('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(contextOf('2001:db8:0:12::1'))).toBe('2001:db8:0:12::/64');
    expect(clientAddress(contextOf('2001:0db8:0000:0012:abcd:1:2:3'))).toBe('2001:db8:0:12::/64');
    expect(clientAddress(contextOf('::1'))).toBe('0:0:0:0::/64');
    expect(clientAddress(contextOf(undefined))).toBe('local');
  });

  it('is read from X-Forwarded-For only through the trusted proxies, never from what the client wrote', () => {
    const request = contextOf('10.0.0.2', '6.6.6.6, 203.0.113.7');
    expect(clientAddress(request)).toBe('10.0.0.2');
    expect(clientAddress(request, 1)).toBe('203.0.113.7');
    expect(clientAddress(request, 2)).toBe('6.6.6.6');
    expect(clientAddress(contextOf('10.0.0.2', '203.0.113.7'), 2)).toBe('10.0.0.2');
  });
});
