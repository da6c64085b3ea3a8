// The family confirms what will be done (issue 36; the calls: @portal/contracts/wire/family-confirmation).
// - POST portal/confirmation and POST portal/confirmation/answer: the family's page, without a session
//   (mounted before the staff guard). The link's secret is the key and the owner's mobile the second
//   factor, counted per link as the engraving approval's phone check (5 wrong numbers in 15 minutes).
//   An unknown, expired or revoked link answers 404 and counts no try. Only this booking's pet,
//   service, products, engraving, amount and the practice's name and phone: no staff, no order number,
//   no other booking.
// - The practice's calls (staff guard; another practice's booking is 404): the setting (Level 3), the
//   booking's confirmation, a Level 3's verbal confirmation with its reason, the consent PDF's link and
//   the dashboard's counts.
// - GET /files/consents/{answer id}.pdf behind the signed link: the consent PDF.
import { Hono, type Context } from 'hono';
import { VERIFY_MAX_TRIES, VERIFY_WINDOW_MINUTES, refusedTryMessage, tooManyTriesMessage } from '@portal/contracts/domain/engraving';
import { answerableAt, CONFIRMATION_MESSAGES } from '@portal/contracts/domain/family-confirmation';
import { confirmationAnswerSchema, confirmationLookupSchema, familyConfirmationSettingSchema, verbalConfirmationSchema } from '@portal/contracts/schemas/family-confirmation';
import type { StaffEnv } from '../auth/caller.ts';
import { systemClock, type Clock } from '../clock.ts';
import { lockBooking } from '../data/booking-writes.ts';
import { publishLive } from '../data/bookings.ts';
import { attemptPhoneCheck } from '../data/engraving.ts';
import {
  confirmationPageOf,
  countConfirmations,
  findConfirmation,
  findConfirmationBooking,
  findConfirmationLink,
  findConfirmationSetting,
  findConsent,
  recordAnswer,
  setConfirmationSetting,
  type ConfirmationLink,
} from '../data/family-confirmation.ts';
import { findPracticeBookingId } from '../data/practices.ts';
import type { PortalDb } from '../db/database.ts';
import { renderConsentPdf } from '../documents/consent-pdf.ts';
import { ApiError, errorBody, forbidden, invalidFields, notFound } from '../http/api-error.ts';
import { engravingFileSigner, signedFileLink } from '../http/file-links.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { validBody } from '../http/validation.ts';
import { isManager } from '../rules/members.ts';
import { confirmationToWire } from '../wire/family-confirmation.ts';
import { phoneCheck } from '../rules/engraving.ts';

/** Consent PDF links are short-lived, like the certificates' and invoices': five minutes. */
const CONSENT_LINK_SECONDS = 300;
export const consentPdfPath = (answerId: string) => `/files/consents/${encodeURIComponent(answerId)}.pdf`;

/** A refusal the family's page shows as it is (the phone check's 422 and 429 are answered by the route). */
class PhoneRefused extends Error {
  constructor(readonly response: Response) {
    super('phone refused');
  }
}

export function confirmationRoutes(db: PortalDb, signer: LinkSigner, publicUrl: string | undefined, clock: Clock = systemClock) {
  const linkInvalid = () => new ApiError(404, CONFIRMATION_MESSAGES.linkInvalid);

  /**
   * The live link of the key and its booking, once the typed mobile is the owner's: 404 without a live
   * link (no try counted), else the engraving check's 422 (with the tries left) or 429 (paused).
   */
  async function opened(c: Context, body: { key: string; phone: string }) {
    const link = await findConfirmationLink(db, body.key);
    if (!link) throw linkInvalid();
    const booking = await findConfirmationBooking(db, link.booking_id);
    if (!booking) throw linkInvalid();
    const tries = { maxFailures: VERIFY_MAX_TRIES, windowMs: VERIFY_WINDOW_MINUTES * 60_000 };
    const attempt = await attemptPhoneCheck(db, { id: link.id, bookingId: booking.id }, tries, () => phoneCheck(booking.phone_mobile, body.phone));
    if (attempt.locked) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      throw new PhoneRefused(c.json(errorBody(tooManyTriesMessage(Math.ceil(attempt.retryAfterSeconds / 60))), 429));
    }
    if (!attempt.outcome.ok) {
      const counted = attempt.outcome.counts;
      if (counted && attempt.triesLeft <= 0) c.header('Retry-After', String(VERIFY_WINDOW_MINUTES * 60));
      const phone = counted ? refusedTryMessage(attempt.outcome.message, attempt.triesLeft) : attempt.outcome.message;
      throw new PhoneRefused(c.json(errorBody({ phone }), 422));
    }
    return { link, booking };
  }

  /** The page a link shows now, or 404 when the booking or its confirmation is gone. */
  async function pageOf(c: Context, trx: PortalDb, link: ConfirmationLink) {
    const booking = await findConfirmationBooking(trx, link.booking_id);
    const row = await findConfirmation(trx, link.booking_id);
    if (!booking || !row) throw linkInvalid();
    const page = await confirmationPageOf(trx, booking, row, link, engravingFileSigner(c, signer, publicUrl), clock.now(booking.practice_id));
    if (!page) throw linkInvalid();
    return { booking, page };
  }

  /** The answer of a phone refusal, or the error to raise. */
  const refusal = (error: unknown) => {
    if (error instanceof PhoneRefused) return error.response;
    throw error;
  };

  return new Hono()
    .post('/confirmation', async (c) => {
      const body = await validBody(c, confirmationLookupSchema);
      try {
        const { link } = await opened(c, body);
        const { page } = await pageOf(c, db, link);
        // The links are private: no store or proxy keeps the answer.
        c.header('Cache-Control', 'no-store');
        return c.json({ data: page });
      } catch (error) {
        return refusal(error);
      }
    })
    .post('/confirmation/answer', async (c) => {
      const body = await validBody(c, confirmationAnswerSchema);
      try {
        const { link } = await opened(c, body);
        await db.transaction().execute(async (trx) => {
          const current = await lockBooking(trx, link.booking_id);
          if (!current) throw linkInvalid();
          // Revoked or replaced while the family was on the page: a new request (a change) is on its way.
          const live = await trx.selectFrom('confirmation_links').select('revoked_at').where('id', '=', link.id).executeTakeFirst();
          if (!live || live.revoked_at !== null) throw linkInvalid();
          if (!answerableAt(current.order_stage_c)) throw new ApiError(409, CONFIRMATION_MESSAGES.noLongerAnswerable);
          const { booking, page } = await pageOf(c, trx, link);
          const row = await recordAnswer(trx, {
            link,
            answer: body.answer,
            name: body.answer === 'confirm' ? body.name : null,
            words: body.answer === 'concern' ? body.words : null,
            shown: page,
            at: clock.now(booking.practice_id).toISOString(),
          });
          if (!row) throw linkInvalid();
          await publishLive(trx, link.booking_id, current.order_stage_c);
        });
        const { page } = await pageOf(c, db, link);
        c.header('Cache-Control', 'no-store');
        return c.json({ data: page });
      } catch (error) {
        return refusal(error);
      }
    });
}

export function confirmationStaffRoutes(db: PortalDb, signer: LinkSigner, publicUrl: string | undefined, clock: Clock = systemClock) {
  /** The practice's booking of the path; 404 for another practice's or an unknown one. */
  async function bookingIdOf(practiceId: string, bookingId: string) {
    const id = await findPracticeBookingId(db, practiceId, bookingId);
    if (!id) throw notFound();
    return id;
  }
  /** The booking's stage (whether a change would still ask the family again). */
  async function stageOf(bookingId: string) {
    const booking = await db.selectFrom('bookings').select('order_stage_c').where('id', '=', bookingId).executeTakeFirst();
    return booking?.order_stage_c ?? '';
  }
  async function settingOf(practiceId: string) {
    const enabled = await findConfirmationSetting(db, practiceId);
    if (enabled === undefined) throw notFound();
    return { enabled };
  }

  return new Hono<StaffEnv>()
    .get('/vet/family_confirmation', async (c) => {
      const caller = c.get('caller');
      if (!isManager(caller)) throw forbidden(CONFIRMATION_MESSAGES.settingLevel3);
      return c.json({ data: await settingOf(caller.practiceId) });
    })
    .put('/vet/family_confirmation', async (c) => {
      const caller = c.get('caller');
      if (!isManager(caller)) throw forbidden(CONFIRMATION_MESSAGES.settingLevel3);
      const { enabled } = await validBody(c, familyConfirmationSettingSchema);
      await setConfirmationSetting(db, caller.practiceId, enabled);
      return c.json({ data: await settingOf(caller.practiceId) });
    })
    .get('/dashboard/confirmations', async (c) => c.json({ data: await countConfirmations(db, c.get('caller').practiceId) }))
    .get('/booking/:id/confirmation', async (c) => {
      const bookingId = await bookingIdOf(c.get('caller').practiceId, c.req.param('id'));
      const row = await findConfirmation(db, bookingId);
      return c.json({ data: row ? confirmationToWire(row, await stageOf(bookingId)) : null });
    })
    .post('/booking/:id/confirmation/verbal', async (c) => {
      const caller = c.get('caller');
      const bookingId = await bookingIdOf(caller.practiceId, c.req.param('id'));
      if (!isManager(caller)) throw forbidden(CONFIRMATION_MESSAGES.verbalLevel3);
      const { reason } = await validBody(c, verbalConfirmationSchema);
      const row = await db.transaction().execute(async (trx) => {
        const current = await lockBooking(trx, bookingId);
        const confirmation = await findConfirmation(trx, bookingId);
        if (!current || !confirmation || confirmation.state === 'skipped') throw invalidFields({ booking: CONFIRMATION_MESSAGES.noConfirmation });
        const member = await trx.selectFrom('contacts').select(['first_name', 'last_name']).where('id', '=', caller.contactId).executeTakeFirst();
        const at = clock.now(caller.practiceId).toISOString();
        await trx
          .updateTable('booking_confirmations')
          .set({
            state: 'verbal',
            verbal_reason: reason,
            verbal_by: caller.contactId,
            verbal_by_name: member ? `${member.first_name} ${member.last_name}`.trim() : null,
            verbal_at: at,
            updated_at: at,
          })
          .where('booking_id', '=', bookingId)
          .execute();
        await publishLive(trx, bookingId, current.order_stage_c);
        return findConfirmation(trx, bookingId);
      });
      if (!row) throw notFound();
      return c.json({ data: confirmationToWire(row, await stageOf(bookingId)) });
    })
    .get('/booking/:id/confirmation/consent', async (c) => {
      const bookingId = await bookingIdOf(c.get('caller').practiceId, c.req.param('id'));
      const row = await findConfirmation(db, bookingId);
      if (!row?.consent_answer_id) throw new ApiError(404, CONFIRMATION_MESSAGES.noConsent);
      return c.json(signedFileLink(c, signer, publicUrl, consentPdfPath(row.consent_answer_id), CONSENT_LINK_SECONDS));
    });
}

/** GET /files/consents/{answer id}.pdf behind a signed link. */
export function consentFileRoutes(db: PortalDb, signer: LinkSigner) {
  return new Hono().get('/consents/:file{[A-Za-z0-9_-]+\\.pdf}', async (c) => {
    const id = c.req.param('file').replace(/\.pdf$/, '');
    if (!signer.verify(consentPdfPath(id), c.req.query('expires'), c.req.query('signature'))) {
      throw new ApiError(403, 'This link has expired or is not valid');
    }
    const consent = await findConsent(db, id);
    if (!consent) throw notFound();
    const pdf = await renderConsentPdf(consent);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="family-confirmation-${consent.order_id_c.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
