import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter } from './rate-limit.ts';

describe('the sliding-window rate limiter', () => {
  it('lets `limit` requests through in any window, says when the next may come, and does not count refusals', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time });
    for (const at of [0, 10_000, 20_000]) {
      time = at;
      expect(limiter.hit('a')).toEqual({ allowed: true });
    }
    time = 30_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    time = 60_001;
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('forgets the longest idle clients beyond maxClients', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxClients: 2 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('c')).toEqual({ allowed: false, retryAfterSeconds: 60 });
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
