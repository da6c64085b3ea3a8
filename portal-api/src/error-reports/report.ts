import type { Insertable } from 'kysely';
import type { ErrorReportTable } from '../db/schema.ts';
import { parseItemJson, type Envelope } from './envelope.ts';

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
const asString = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** `message` may be a string or `{ message, formatted }`; `logentry` is the newer form. */
function eventMessage(event: Json): string | null {
  const message = event.message ?? event.logentry;
  const structured = asObject(message);
  return structured ? asString(structured.formatted ?? structured.message) : asString(message);
}

/** The outermost exception is the last of `exception.values`. */
function eventException(event: Json): { type: string | null; value: string | null } {
  const values = asObject(event.exception)?.values;
  const last = Array.isArray(values) ? asObject(values.at(-1)) : undefined;
  return { type: asString(last?.type), value: asString(last?.value) };
}

/** Tags as an object of strings; Sentry also accepts them as [key, value] pairs. */
function eventTags(event: Json): Record<string, string> {
  const tags: Record<string, string> = {};
  const entries = Array.isArray(event.tags) ? event.tags : Object.entries(asObject(event.tags) ?? {});
  for (const entry of entries) {
    if (!Array.isArray(entry)) continue;
    const [key, value] = entry as unknown[];
    const text = asString(value);
    if (typeof key === 'string' && text !== null) tags[key] = text;
  }
  return tags;
}

/** One report per event item of the envelope; other items (sessions, client reports) are dropped. */
export function errorReportsFromEnvelope(envelope: Envelope, raw: string, receivedAt: Date): Insertable<ErrorReportTable>[] {
  return envelope.items
    .filter((item) => item.type === 'event')
    .map((item) => {
      const event = parseItemJson(item);
      const tags = eventTags(event);
      const extra = asObject(event.extra) ?? {};
      const exception = eventException(event);
      return {
        event_id: asString(event.event_id) ?? asString(envelope.header.event_id),
        received_at: receivedAt.toISOString(),
        level: asString(event.level) ?? (exception.type ? 'error' : null),
        message: eventMessage(event),
        exception_type: exception.type,
        exception_value: exception.value,
        tags: JSON.stringify(tags),
        booking_id: tags.bookingId ?? asString(extra.bookingId),
        order_number: tags.orderNumber ?? asString(extra.orderNumber),
        envelope: raw,
      };
    });
}
