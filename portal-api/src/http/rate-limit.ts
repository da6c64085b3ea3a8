import type { Context } from 'hono';

/** What a rate limiter says of one more request from a client. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts a request of `client` and says whether it is within the limit. */
  hit(client: string): RateDecision;
}

export interface RateLimitOptions {
  /** Requests a client may make in any window. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Clients remembered at most; beyond it the longest idle are forgotten (memory stays bounded). */
  maxClients?: number;
}

/**
 * An in-memory sliding window: a client may make `limit` requests in any `windowMs`; a refused request
 * is not counted, and its Retry-After is when the oldest request in the window leaves it. Per process:
 * with several replicas each keeps its own count.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now, maxClients = 10_000 }: RateLimitOptions): RateLimiter {
  // Map order is insertion order: a client is re-inserted on each hit, so the first is the longest idle.
  const clients = new Map<string, number[]>();
  return {
    hit(client) {
      const time = now();
      const recent = (clients.get(client) ?? []).filter((at) => at > time - windowMs);
      clients.delete(client);
      if (recent.length >= limit) {
        clients.set(client, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000)) };
      }
      recent.push(time);
      clients.set(client, recent);
      while (clients.size > maxClients) clients.delete(clients.keys().next().value!);
      return { allowed: true };
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
