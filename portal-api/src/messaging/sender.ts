// Messages to owners: approval requests (issue 6), an SMS with the verify link, and the family's
// updates at each step (issue 19 item 3), with the tracking link. By default a message is kept in
// portal-api's outbox (listed at /dev/outbox for the demo and the tests); with Twilio's settings it is
// also sent as an SMS, and the outbox records whether that worked.
import { randomUUID } from 'node:crypto';
import type { PortalDb } from '../db/database.ts';
import type { OutboxMessage } from '../db/engraving-schema.ts';

export interface OutgoingMessage {
  /** The owner's mobile as the booking holds it, e.g. '+61412555011'. */
  to: string;
  body: string;
  link: string;
  /**
   * The owner link's secret in `body` and `link`. A message a provider sent is recorded without it
   * (only the owner's phone holds a working link); one kept only in the outbox keeps it, since the
   * outbox is then how the demo and the tests deliver it.
   */
  secret?: string;
  bookingId: string;
  /** The booking line an approval request is about (none for a family update). */
  quotedProductId?: string;
  /** The artwork version it asks the owner to approve (none for a family update). */
  versionId?: string;
}

/** Sends a message somewhere; never throws (a failure is recorded, and the caller's work stands). */
export interface MessageSender {
  readonly provider: string;
  /**
   * True when the outbox record is the whole delivery (no SMS provider): recording it through a
   * transaction's handle then sends the message exactly when, and only if, that transaction commits.
   */
  readonly outboxOnly: boolean;
  /** Sends, and records the message through `recordIn` (a transaction's handle; the sender's database by default). */
  send(message: OutgoingMessage, recordIn?: PortalDb): Promise<OutboxMessage>;
}

/** What a sent message's record holds in place of the link's secret. */
export const REDACTED = '[redacted]';

/**
 * Sends through a provider (or nowhere) and records every message in the outbox. The record keeps the
 * owner link's secret only where the outbox is how the message is read: no provider, outside
 * production (/dev/outbox). Anywhere else the owner's phone has the only copy.
 */
export function createMessageSender(db: PortalDb, provider?: SmsProvider, { production = false }: { production?: boolean } = {}): MessageSender {
  return {
    provider: provider?.name ?? 'outbox',
    outboxOnly: provider === undefined,
    async send(message, recordIn = db) {
      let status: OutboxMessage['status'] = 'kept';
      let error: string | null = null;
      if (provider) {
        try {
          await provider.sendSms(message.to, message.body);
          status = 'sent';
        } catch (failure) {
          status = 'failed';
          error = failure instanceof Error ? failure.message : String(failure);
          console.error(`A message for booking ${message.bookingId} could not be sent by ${provider.name}:`, error);
        }
      }
      const { secret } = message;
      const redact = provider !== undefined || production;
      const recorded = (text: string) => (secret && redact ? text.replaceAll(secret, REDACTED) : text);
      const row: OutboxMessage = {
        id: randomUUID(),
        channel: 'sms',
        recipient: message.to,
        body: recorded(message.body),
        link: recorded(message.link),
        booking_id: message.bookingId,
        quoted_product_id: message.quotedProductId ?? null,
        version_id: message.versionId ?? null,
        provider: provider?.name ?? 'outbox',
        status,
        error,
        created_at: new Date().toISOString(),
      };
      await recordIn.insertInto('outbox_messages').values(row).execute();
      return row;
    },
  };
}

export interface SmsProvider {
  readonly name: string;
  sendSms(to: string, body: string): Promise<void>;
}

/** Twilio's Messages API (one form POST; no SDK needed for it). */
export function twilioProvider(settings: { accountSid: string; authToken: string; from: string }, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'twilio',
    async sendSms(to, body) {
      const response = await fetchImpl(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: settings.from, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    },
  };
}

/** The newest messages first (the demo's outbox page). */
export function listOutbox(db: PortalDb, limit = 100) {
  return db.selectFrom('outbox_messages').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}

/**
 * An email to staff (the overdue digest), kept in the outbox through `recordIn` (a transaction's handle,
 * so it is kept exactly when that commits). The portal has no email provider: an email is only kept
 * here, and /dev/outbox shows it outside production.
 */
export async function keepEmail(recordIn: PortalDb, message: { to: string; body: string; link: string | null }, at: string): Promise<OutboxMessage> {
  const row: OutboxMessage = {
    id: randomUUID(),
    channel: 'email',
    recipient: message.to,
    body: message.body,
    link: message.link,
    booking_id: null,
    quoted_product_id: null,
    version_id: null,
    provider: 'outbox',
    status: 'kept',
    error: null,
    created_at: at,
  };
  await recordIn.insertInto('outbox_messages').values(row).execute();
  return row;
}
