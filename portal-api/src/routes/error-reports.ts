import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteErrorReports, insertErrorReports, listErrorReports } from '../data/error-reports.ts';
import type { PortalDb } from '../db/database.ts';
import { ApiError, errorBody } from '../http/api-error.ts';
import { clientAddress, createRateLimiter, type RateLimiter } from '../http/rate-limit.ts';
import { DEV_ONLY_NOTICE } from '../http/dev-only.ts';
import { MalformedEnvelopeError, parseEnvelope } from '../error-reports/envelope.ts';
import { errorReportsFromEnvelope } from '../error-reports/report.ts';
import { carriesTooManyEvents, ENVELOPES_PER_MINUTE, MAX_ENVELOPE_BYTES, TOO_MANY_EVENTS_MESSAGE, tooManyEnvelopesMessage } from '../rules/error-reports.ts';
import { reportToWire } from '../wire/error-report.ts';

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
        if (carriesTooManyEvents(envelope)) throw new ApiError(413, TOO_MANY_EVENTS_MESSAGE);
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

/** GET and DELETE dev/error-reports: what the tunnel stored, for tests. Never mounted in production. */
export function devErrorReportRoutes(db: PortalDb) {
  return new Hono()
    .get('/error-reports', async (c) => c.json({ notice: DEV_ONLY_NOTICE, data: (await listErrorReports(db)).map(reportToWire) }))
    .delete('/error-reports', async (c) => c.json({ notice: DEV_ONLY_NOTICE, data: { deleted: await deleteErrorReports(db) } }));
}
