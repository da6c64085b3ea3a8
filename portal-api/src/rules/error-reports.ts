// The error tunnel's limits (POST errors/envelope, routes/error-reports.ts): how much one client may
// send, and how big an envelope may be.
import type { Envelope } from '../error-reports/envelope.ts';

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

/** Whether the envelope carries more events than MAX_ENVELOPE_EVENTS. */
export const carriesTooManyEvents = (envelope: Envelope) => envelope.items.filter((item) => item.type === 'event').length > MAX_ENVELOPE_EVENTS;
