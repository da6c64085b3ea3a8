// The custody of a booking, for its practice's members:
// - GET booking/{id}/custody: the timeline, newest first (stage moves, scans, refused scans).
// - GET scan?tag=<code>: the booking a scanned tag opens (the Scan page), with the one scan its stage allows.
// - POST booking/{id}/scan: a scan of the pet tag at a handover, recorded whatever its outcome. A tag of
//   another booking, an action the stage does not allow or a collector not confirmed is refused with a
//   409 the Scan page shows full screen; a booking of another practice is 404 as everywhere, and the
//   refusal is on that booking's timeline too.
import { Hono } from 'hono';
import { clinicScanAction, NOT_A_TAG_MESSAGE, nothingToScanMessage, SCAN_ACTION_LABELS, UNKNOWN_TAG_MESSAGE } from '@portal/contracts/domain/custody-scan';
import { URL_MAX } from '@portal/contracts/domain/limits';
import { serviceTypeLabel } from '@portal/contracts/wire/service-types';
import type { ScanLookupDto, ScanResultDto } from '@portal/contracts/wire/custody';
import { scanAttemptSchema, scanBodySchema, type ScanAttempt } from '@portal/contracts/schemas/custody-scan';
import type { Caller, StaffEnv } from '../auth/caller.ts';
import { systemClock, type Clock } from '../clock.ts';
import { findPracticeContact } from '../data/contacts.ts';
import { findCustodyEvents } from '../data/custody.ts';
import { findTaggedBooking, recordScan, recordTagRefusal } from '../data/custody-scans.ts';
import type { PortalDb } from '../db/database.ts';
import { ApiError, invalidFields, notFound } from '../http/api-error.ts';
import { validBody } from '../http/validation.ts';
import type { FamilyUpdates } from '../messaging/family-updates.ts';
import { custodyToWire } from '../wire/custody.ts';

export function custodyRoutes(db: PortalDb, familyUpdates: FamilyUpdates, clock: Clock = systemClock) {
  /** A scan without its action's fields: a refusal of its tag is recorded and answered; otherwise nothing. */
  async function refuseTagOnly(caller: Caller, bookingId: string, attempt: ScanAttempt) {
    const outcome = await recordTagRefusal(db, {
      bookingId,
      action: attempt.action,
      code: attempt.tag,
      practiceId: caller.practiceId,
      actor: caller.contactId,
      device: attempt.device ?? null,
      input: attempt.input ?? null,
      at: clock.now(caller.practiceId).toISOString(),
    });
    if (outcome === undefined) throw notFound();
    if (outcome === null) return;
    if (outcome.reason === 'other_practice') throw notFound();
    throw new ApiError(409, outcome.message, { reason: outcome.reason, event_id: outcome.event.id });
  }

  return new Hono<StaffEnv>()
    .get('/booking/:id/custody', async (c) => {
      const { practiceId } = c.get('caller');
      const record = await findCustodyEvents(db, practiceId, c.req.param('id'));
      if (!record) throw notFound();
      return c.json({ data: custodyToWire(record, clock.now(practiceId)) });
    })
    .get('/scan', async (c) => {
      const { practiceId } = c.get('caller');
      const code = c.req.query('tag')?.trim() ?? '';
      if (code === '' || code.length > URL_MAX) throw invalidFields({ tag: code === '' ? "tag is required: the code the pet tag's QR code holds" : 'tag is too long' });
      const tag = await findTaggedBooking(db, code, practiceId);
      if (tag.kind === 'not_a_tag' || tag.kind === 'none') throw invalidFields({ tag: NOT_A_TAG_MESSAGE });
      if (tag.kind === 'unknown' || tag.booking.practiceId !== practiceId) throw new ApiError(404, UNKNOWN_TAG_MESSAGE);
      const { booking } = tag;
      const facts = { orderStage: booking.orderStage, serviceTypeName: booking.serviceTypeName, returnAddOption: booking.returnAddOption };
      const action = clinicScanAction(facts);
      const answer: ScanLookupDto = {
        booking: {
          id: booking.id,
          order_id_c: booking.orderNumber,
          pet_first_name_c: booking.pet,
          service_type: serviceTypeLabel(booking.serviceTypeName),
          order_stage_c: booking.orderStage,
        },
        action,
        action_label: action ? SCAN_ACTION_LABELS[action] : null,
        reason: action ? null : nothingToScanMessage({ ...facts, pet: booking.pet }),
      };
      return c.json({ data: answer });
    })
    .post('/booking/:id/scan', async (c) => {
      const caller = c.get('caller');
      const bookingId = c.req.param('id');
      const body = await validBody(c, scanBodySchema).catch(async (invalid: unknown) => {
        // The action's fields are missing or wrong, but the tag and the action are there: a tag that is
        // not this booking's is refused and recorded all the same (a wrong tag scanned into an open form).
        const attempt = await validBody(c, scanAttemptSchema).catch(() => undefined);
        if (attempt) await refuseTagOnly(c.get('caller'), bookingId, attempt);
        throw invalid;
      });
      const member = await findPracticeContact(db, caller.practiceId, caller.contactId);
      const memberName = [member?.first_name, member?.last_name].filter(Boolean).join(' ') || null;
      const outcome = await recordScan(db, {
        bookingId,
        action: body.action,
        code: body.tag,
        practiceId: caller.practiceId,
        actor: caller.contactId,
        device: body.device ?? null,
        input: body.input ?? null,
        ...(body.action === 'handed_to_driver' ? { handedOverBy: body.handed_over_by || memberName, driverName: body.driver_name, bagCount: body.bag_count } : {}),
        ...(body.action === 'collected_by_family' ? { collectedBy: body.collected_by, identityGiven: body.identity_check } : {}),
        at: clock.now(caller.practiceId).toISOString(),
      });
      if (!outcome) throw notFound();
      if (!outcome.accepted) {
        // Another practice's booking is answered as every other call answers it; the refusal is on its timeline.
        if (outcome.reason === 'other_practice') throw notFound();
        throw new ApiError(409, outcome.message, { reason: outcome.reason, event_id: outcome.event.id });
      }
      if (outcome.fromStage !== outcome.orderStage) {
        await familyUpdates.afterStageMove({
          bookingId,
          fromStage: outcome.fromStage,
          toStage: outcome.orderStage,
          at: outcome.event.date_modified,
          scan: body.action,
          collectionCode: outcome.collectionCode,
        });
      }
      const record = await findCustodyEvents(db, caller.practiceId, bookingId);
      const event = record && custodyToWire(record, clock.now(caller.practiceId)).find((candidate) => candidate.id === outcome.event.id);
      if (!event) throw notFound();
      const answer: ScanResultDto = { event, order_stage_c: outcome.orderStage };
      return c.json({ data: answer }, 201);
    });
}
