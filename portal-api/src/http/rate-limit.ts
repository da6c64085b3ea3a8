import type { Context } from 'hono';
import type { PortalDb } from '../db/database.ts';
import { serializeWith } from '../db/dialect.ts';

/** What a rate limiter says of one more request from a client. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts a request of `client` and says whether it is within the limit. */
  hit(client: string): Promise<RateDecision>;
}

export interface RateLimitOptions {
  /** Which limit this is: its counts are kept apart from other limits' (e.g. 'error-tunnel'). */
  scope: string;
  /** Requests a client may make in any window. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** How often the rows of every client that have left the window are removed. */
  pruneEveryMs?: number;
}

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * A sliding window kept in the database (rate_limit_hits), so every replica counts the same requests:
 * a client may make `limit` requests in any `windowMs`; a refused request is not counted, and its
 * Retry-After is when the oldest request in the window leaves it. Each count runs alone among its
 * client's (an advisory lock on PostgreSQL; SQLite writes one at a time), so racing requests on two
 * replicas cannot both take the last place.
 */
export function createRateLimiter(db: PortalDb, { scope, limit, windowMs, now = Date.now, pruneEveryMs = PRUNE_EVERY_MS }: RateLimitOptions): RateLimiter {
  let lastPrune = 0;
  return {
    async hit(client) {
      const time = now();
      const decision = await db.transaction().execute(async (trx): Promise<RateDecision> => {
        await serializeWith(trx, `rate-limit:${scope}:${client}`);
        const windowStart = time - windowMs;
        await trx.deleteFrom('rate_limit_hits').where('scope', '=', scope).where('client', '=', client).where('hit_at', '<=', windowStart).execute();
        const recent = await trx
          .selectFrom('rate_limit_hits')
          .select('hit_at')
          .where('scope', '=', scope)
          .where('client', '=', client)
          .orderBy('hit_at')
          .limit(limit)
          .execute();
        if (recent.length >= limit) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(recent[0]!.hit_at) + windowMs - time) / 1000)) };
        }
        await trx.insertInto('rate_limit_hits').values({ scope, client, hit_at: time }).execute();
        return { allowed: true };
      });
      if (time - lastPrune > pruneEveryMs) {
        lastPrune = time;
        // Clients who stopped sending: their rows are removed here, by whichever replica looks first.
        await db.deleteFrom('rate_limit_hits').where('scope', '=', scope).where('hit_at', '<=', time - windowMs).execute();
      }
      return decision;
    },
  };
}

/**
 * The client of a request for rate limiting: the socket's address, or with `trustedProxyHops` (the
 * number of proxies of ours in front of the API) the address those proxies put in X-Forwarded-For. An
 * IPv6 client is its /64 (one subscriber's network); a request without a socket (in-process tests) is
 * 'local'.
 */
export function clientAddress(c: Context, trustedProxyHops = 0): string {
  const socketAddress = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  let address = socketAddress ?? 'local';
  if (trustedProxyHops > 0) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    // Fewer entries than proxies: the request did not come through them all, so the socket is the client.
    address = forwarded[forwarded.length - trustedProxyHops] ?? address;
  }
  return networkOf(address);
}

/** An IPv4 address (also IPv4-mapped IPv6) as it is; an IPv6 address as its /64. */
function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
