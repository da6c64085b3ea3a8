import type { ErrorReport } from '../db/schema.ts';

/** An error report the tunnel stored, as GET dev/error-reports lists it. */
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
