import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteErrorReports, insertErrorReports, listErrorReports } from '../data/error-reports.ts';
import type { PortalDb } from '../db/database.ts';
import type { ErrorReport } from '../db/schema.ts';
import { ApiError, errorBody } from '../http/api-error.ts';
import { clientAddress, createRateLimiter, type RateLimiter } from '../http/rate-limit.ts';
import { DEV_ONLY_NOTICE } from '../http/dev-only.ts';
import { MalformedEnvelopeError, parseEnvelope } from '../error-reports/envelope.ts';
import { errorReportsFromEnvelope } from '../error-reports/report.ts';

export const MAX_ENVELOPE_BYTES = 1024 * 1024;
/**
 * Events one envelope may carry. The Sentry browser SDK sends one event per envelope (the envelope
 * protocol allows no more than one event item); 20 leaves room for other SDKs' batches.
 */
export const MAX_ENVELOPE_EVENTS = 20;
/** Envelopes one client may send a minute (the portal's own pages send one per error reported). */
export const ENVELOPES_PER_MINUTE = 60;

export const TOO_MANY_EVENTS_MESSAGE = `An envelope may carry at most ${MAX_ENVELOPE_EVENTS} events`;
export const tooManyEnvelopesMessage = (seconds: number) =>
  `Too many error reports from this client: please try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

export interface ErrorTunnelOptions {
  /** Counts envelopes per client; ENVELOPES_PER_MINUTE by default. */
  limiter?: RateLimiter;
  /** Proxies of ours in front of the API (the client's address is read from X-Forwarded-For). */
  trustedProxyHops?: number;
}

/**
 * POST errors/envelope: the Sentry browser SDK's `tunnel`. No auth: errors of signed-out pages count
 * too; so each client (its address) may send ENVELOPES_PER_MINUTE envelopes a minute (429 with
 * Retry-After, which the SDK honours), each of at most MAX_ENVELOPE_BYTES and MAX_ENVELOPE_EVENTS events.
 */
export function errorTunnelRoutes(db: PortalDb, { limiter, trustedProxyHops = 0 }: ErrorTunnelOptions = {}) {
  // Counted in the database, so the limit holds across replicas.
  const envelopes = limiter ?? createRateLimiter(db, { scope: 'error-tunnel', limit: ENVELOPES_PER_MINUTE, windowMs: 60_000 });
  return new Hono().post(
    '/envelope',
    async (c, next) => {
      const decision = await envelopes.hit(clientAddress(c, trustedProxyHops));
      if (decision.allowed) return next();
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json(errorBody(tooManyEnvelopesMessage(decision.retryAfterSeconds)), 429);
    },
    bodyLimit({
      maxSize: MAX_ENVELOPE_BYTES,
      onError: () => {
        throw new ApiError(413, 'Envelope too large');
      },
    }),
    async (c) => {
      const body = new Uint8Array(await c.req.arrayBuffer());
      let reports;
      try {
        const envelope = parseEnvelope(body);
        if (envelope.items.filter((item) => item.type === 'event').length > MAX_ENVELOPE_EVENTS) throw new ApiError(413, TOO_MANY_EVENTS_MESSAGE);
        reports = errorReportsFromEnvelope(envelope, new TextDecoder().decode(body), new Date());
      } catch (error) {
        if (error instanceof MalformedEnvelopeError) throw new ApiError(400, error.message);
        throw error;
      }
      await insertErrorReports(db, reports);
      return c.json({ data: { stored: reports.length } });
    },
  );
}

export function reportToWire(report: ErrorReport) {
  return {
    id: report.id,
    event_id: report.event_id,
    received_at: report.received_at,
    level: report.level,
    message: report.message,
    exception: { type: report.exception_type, value: report.exception_value },
    tags: JSON.parse(report.tags) as Record<string, string>,
    booking_id: report.booking_id,
    order_number: report.order_number,
    envelope: report.envelope,
  };
}

/** GET and DELETE dev/error-reports: what the tunnel stored, for tests. Never mounted in production. */
export function devErrorReportRoutes(db: PortalDb) {
  return new Hono()
    .get('/error-reports', async (c) => c.json({ notice: DEV_ONLY_NOTICE, data: (await listErrorReports(db)).map(reportToWire) }))
    .delete('/error-reports', async (c) => c.json({ notice: DEV_ONLY_NOTICE, data: { deleted: await deleteErrorReports(db) } }));
}
