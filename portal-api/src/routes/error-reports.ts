import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteErrorReports, insertErrorReports, listErrorReports } from '../data/error-reports.ts';
import type { PortalDb } from '../db/database.ts';
import type { ErrorReport } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { DEV_ONLY_NOTICE } from '../http/dev-only.ts';
import { MalformedEnvelopeError, parseEnvelope } from '../error-reports/envelope.ts';
import { errorReportsFromEnvelope } from '../error-reports/report.ts';

export const MAX_ENVELOPE_BYTES = 1024 * 1024;

/** POST errors/envelope: the Sentry browser SDK's `tunnel`. No auth: errors of signed-out pages count too. */
export function errorTunnelRoutes(db: PortalDb) {
  return new Hono().post(
    '/envelope',
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
        reports = errorReportsFromEnvelope(parseEnvelope(body), new TextDecoder().decode(body), new Date());
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
