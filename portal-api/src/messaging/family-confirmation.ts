// The family confirms what will be done (issue 36): the request texted when a booking is submitted, a
// new one when what the family was shown changes, and the one reminder. Through the same sender and
// outbox as the approval requests and family updates; the link is made by data/family-confirmation.ts
// with the owner links' code. Every change reaches the practice's open pages (the live channel).
import { randomUUID } from 'node:crypto';
import { ownerNumberWithoutCountryCode } from '@portal/contracts/domain/engraving';
import {
  answerableAt,
  asksFamily,
  CONFIRMATION_KEY_PARAM,
  CONFIRMATION_PATH,
  CONFIRMATION_REMINDER_HOURS,
  confirmationReminderText,
  confirmationRequestText,
  WAS_REQUESTED,
} from '@portal/contracts/domain/family-confirmation';
import { systemClock, type Clock } from '../clock.ts';
import { lockBooking } from '../data/booking-writes.ts';
import { publishLive } from '../data/bookings.ts';
import { findConfirmation, findConfirmationBooking, issueConfirmationLink, revokeConfirmationLinks, type ConfirmationBooking } from '../data/family-confirmation.ts';
import type { PortalDb } from '../db/database.ts';
import type { MessageSender, OutgoingMessage } from './sender.ts';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic.ts';

/** The confirmation page on the owner app, with the link's secret in the fragment (never sent to a server). */
export const confirmationLink = (ownerAppUrl: string, secret: string) => `${ownerAppUrl}${CONFIRMATION_PATH}#${CONFIRMATION_KEY_PARAM}=${secret}`;

const HOUR_MS = 60 * 60_000;

export interface FamilyConfirmations {
  /**
   * After a booking moved from unsubmitted to submitted: asks the family (the practice's setting on, a
   * pet's booking, the owner's mobile on it), or records the nurse's reason for not asking.
   */
  afterBookingSubmitted(bookingId: string, skip?: { reason: string; by: string }): Promise<void>;
  /**
   * After the service type, products or engraving of a booking changed: when the family was sent a
   * request (awaiting, confirmed, concern or verbal) and the cremation has not started, revokes its
   * links and asks again. Answers whether a new request went.
   */
  afterContentChanged(bookingId: string): Promise<boolean>;
  /** Sends the one reminder of each request unanswered for CONFIRMATION_REMINDER_HOURS (business clock); answers the bookings reminded. */
  sendReminders(): Promise<{ bookingId: string; messageId: string }[]>;
}

/** The mobile a request goes to: the owner's, when it is one. */
/** A new request or a skip starts the booking's confirmation afresh: no reminder, answer or verbal confirmation since. */
const NOTHING_SINCE = {
  reminded_at: null,
  answer: null,
  answer_at: null,
  answer_name: null,
  answer_words: null,
  consent_answer_id: null,
  verbal_reason: null,
  verbal_by: null,
  verbal_by_name: null,
  verbal_at: null,
} as const;

const mobileOf = (booking: ConfirmationBooking) => (booking.phone_mobile && ownerNumberWithoutCountryCode(booking.phone_mobile) !== null ? booking.phone_mobile : null);

export function createFamilyConfirmations({ db, messages, ownerAppUrl, clock = systemClock }: { db: PortalDb; messages: MessageSender; ownerAppUrl: string; clock?: Clock }): FamilyConfirmations {
  /** Sends a text made in a committed transaction; a failure is recorded in the outbox, never raised. */
  const send = (message: OutgoingMessage | null) => (message ? messages.send(message) : Promise.resolve(undefined));

  /**
   * A new request for the booking, in the caller's transaction holding its row: revokes every earlier
   * link, starts a new request (the state awaiting, answers and verbal cleared, no reminder yet) and
   * answers the text to send once it commits.
   */
  async function request(trx: PortalDb, booking: ConfirmationBooking, to: string, changed: boolean): Promise<OutgoingMessage> {
    const now = clock.now(booking.practice_id).toISOString();
    await revokeConfirmationLinks(trx, booking.id);
    const requestId = randomUUID();
    const link = await issueConfirmationLink(trx, { bookingId: booking.id, requestId, sentTo: to });
    const values = {
      state: 'awaiting' as const,
      request_id: requestId,
      requested_at: now,
      expires_at: link.expiresAt,
      sent_to: to,
      skip_reason: null,
      skipped_by: null,
      ...NOTHING_SINCE,
      updated_at: now,
    };
    await trx
      .insertInto('booking_confirmations')
      .values({ booking_id: booking.id, ...values })
      .onConflict((conflict) => conflict.column('booking_id').doUpdateSet(values))
      .execute();
    await publishLive(trx, booking.id, booking.order_stage_c);
    const url = confirmationLink(ownerAppUrl, link.secret);
    const body = confirmationRequestText({ practice: booking.practice_name, owner: booking.owner_first_name, pet: booking.pet_name, link: url, practicePhone: booking.practice_phone, changed });
    return { to, body, link: url, secret: link.secret, bookingId: booking.id };
  }

  return {
    async afterBookingSubmitted(bookingId, skip) {
      const message = await db.transaction().execute(async (trx) => {
        await lockBooking(trx, bookingId);
        const booking = await findConfirmationBooking(trx, bookingId);
        const to = booking && mobileOf(booking);
        if (!booking || !to || booking.confirm_families_c !== 1 || !asksFamily(booking.service_type_name)) return null;
        if (await findConfirmation(trx, bookingId)) return null;
        if (skip) {
          const now = clock.now(booking.practice_id).toISOString();
          await trx
            .insertInto('booking_confirmations')
            .values({
              booking_id: bookingId,
              state: 'skipped',
              request_id: null,
              requested_at: null,
              expires_at: null,
              sent_to: null,
              skip_reason: skip.reason,
              skipped_by: skip.by,
              ...NOTHING_SINCE,
              updated_at: now,
            })
            .execute();
          await publishLive(trx, bookingId, booking.order_stage_c);
          return null;
        }
        return request(trx, booking, to, false);
      });
      await send(message);
    },

    async afterContentChanged(bookingId) {
      const message = await db.transaction().execute(async (trx) => {
        await lockBooking(trx, bookingId);
        const row = await findConfirmation(trx, bookingId);
        if (!row || !WAS_REQUESTED.includes(row.state)) return null;
        const booking = await findConfirmationBooking(trx, bookingId);
        if (!booking || !answerableAt(booking.order_stage_c)) return null;
        const to = mobileOf(booking) ?? row.sent_to;
        if (!to) return null;
        return request(trx, booking, to, true);
      });
      await send(message);
      return message !== null;
    },

    async sendReminders() {
      const waiting = await db
        .selectFrom('booking_confirmations')
        .innerJoin('bookings', 'bookings.id', 'booking_confirmations.booking_id')
        .select(['booking_confirmations.booking_id', 'booking_confirmations.request_id', 'booking_confirmations.requested_at', 'bookings.practice_id'])
        .where('booking_confirmations.state', '=', 'awaiting')
        .where('booking_confirmations.reminded_at', 'is', null)
        .orderBy('booking_confirmations.requested_at')
        .execute();
      const reminded: { bookingId: string; messageId: string }[] = [];
      for (const candidate of waiting) {
        const now = clock.now(candidate.practice_id);
        if (!candidate.requested_at || Date.parse(candidate.requested_at) + CONFIRMATION_REMINDER_HOURS * HOUR_MS > now.getTime()) continue;
        const message = await db.transaction().execute(async (trx) => {
          await lockBooking(trx, candidate.booking_id);
          // Claimed before it is sent: two timers (replicas) at once send it once.
          const claimed = await trx
            .updateTable('booking_confirmations')
            .set({ reminded_at: now.toISOString() })
            .where('booking_id', '=', candidate.booking_id)
            .where('request_id', '=', candidate.request_id)
            .where('state', '=', 'awaiting')
            .where('reminded_at', 'is', null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) === 0 || !candidate.request_id) return null;
          const booking = await findConfirmationBooking(trx, candidate.booking_id);
          const row = await findConfirmation(trx, candidate.booking_id);
          const to = row?.sent_to;
          // Nothing to remind of once the cremation started or the booking was cancelled.
          if (!booking || !to || !answerableAt(booking.order_stage_c)) return null;
          const link = await issueConfirmationLink(trx, { bookingId: booking.id, requestId: candidate.request_id, sentTo: to });
          const url = confirmationLink(ownerAppUrl, link.secret);
          const body = confirmationReminderText({ practice: booking.practice_name, owner: booking.owner_first_name, pet: booking.pet_name, link: url, practicePhone: booking.practice_phone });
          await publishLive(trx, booking.id, booking.order_stage_c);
          return { to, body, link: url, secret: link.secret, bookingId: booking.id };
        });
        const sent = await send(message);
        if (sent) reminded.push({ bookingId: candidate.booking_id, messageId: sent.id });
      }
      return reminded;
    },
  };
}

/** How often the API's timer looks for requests to remind (each is reminded once). */
export const REMINDER_EVERY_MS = 15 * 60_000;

/** Runs the reminders every REMINDER_EVERY_MS in the API process; stop() ends it (and waits for a run under way). */
export function startConfirmationReminders(confirmations: FamilyConfirmations, { everyMs = REMINDER_EVERY_MS }: { everyMs?: number } = {}): PeriodicJob {
  return startPeriodicJob('The confirmation reminders', () => confirmations.sendReminders(), everyMs);
}
