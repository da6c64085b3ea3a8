import { Hono, type Context } from 'hono';
import { bookingPayloadSchema, completeBookingSchema, isLineItemsOnly, specialInstructionsSchema } from '@portal/contracts/schemas/booking';
import type { StaffEnv } from '../auth/caller.ts';
import type { BookingPayloadInput } from '../data/booking-values.ts';
import { findBookingView } from '../data/booking-view.ts';
import {
  completeBooking,
  createBookingFromPayload,
  findBookingForWrite,
  findDetailsFacts,
  findIdempotentBooking,
  updateBookingFromPayload,
  type WriteContext,
} from '../data/booking-writes.ts';
import { cartWritesAfterDetails, findCartBooking, hasLiveLine, planBookingCartChanges, planCartChanges, writeCartChanges } from '../data/cart.ts';
import { listSpecialInstructions, replaceSpecialInstructions } from '../data/special-instructions.ts';
import { findSubmitWeights, storedPetWeight, weightConflicts } from '../data/weight-bands.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { PortalDb } from '../db/database.ts';
import { invalidFields, notFound } from '../http/api-error.ts';
import { idempotencyKeyOf, idempotentRequest, ifMatch, jsonBody, screenshotOf } from '../http/booking-request.ts';
import { bookingImageSigner, engravingFileSigner } from '../http/file-links.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { validBody } from '../http/validation.ts';
import type { ApprovalRequests } from '../messaging/approval-requests.ts';
import type { FamilyConfirmations } from '../messaging/family-confirmation.ts';
import {
  changeRefusal,
  checkDetailsWrite,
  collectionLookup,
  isLocked,
  lockedWeightProblems,
  newBookingProblems,
  submitWeightProblems,
  vetSupplyCartProblems,
  vetSupplySubmitRefusal,
  weighsAnew,
  type DetailsWrite,
} from '../rules/booking-writes.ts';
import type { FileStore } from '../storage/file-store.ts';
import { bookingViewToWire, specialInstructionToWire } from '../wire/booking.ts';

/**
 * The wizards' writes: POST booking (create; `Idempotency-Key` header makes a retry with the same body
 * answer the same booking, and the key with another body a 409), POST booking/{id} (update), POST
 * special_instruction, POST booking/{id}/complete, POST booking/{id}/vet_supply_submit.
 * Each reads its request, asks the booking rules (rules/booking-writes.ts, rules/cart.ts through
 * data/cart.ts), writes (data/), and answers the booking as GET booking/{id} shows it. Submitting a
 * booking asks its owner to approve the artwork staff prepared for it (`approvals`, issue 15 item 8), and
 * the family to confirm what will be done (`confirmations`, issue 36: skipped with the nurse's reason
 * when the body says so); a change to the cart of a submitted booking asks the family again.
 */
export function bookingWriteRoutes(
  db: PortalDb,
  files: FileStore,
  signer: LinkSigner,
  publicUrl: string | undefined,
  approvals: ApprovalRequests,
  clock: Clock = systemClock,
  confirmations?: FamilyConfirmations,
) {
  /**
   * A details write once the rules hold (422 naming every problem): its service type, whether owner and
   * pet are stored, the collection product, the pet's weight. `booking` is the booking updated (none
   * for a create).
   */
  async function checkedDetails(practiceId: string, payload: BookingPayloadInput, booking?: { id: string; pet_id: string | null; order_stage_c: string }): Promise<DetailsWrite> {
    const collection = collectionLookup(payload);
    const facts = await findDetailsFacts(db, practiceId, payload.class_pet_service_types_id_c, collection.lookup, booking?.id);
    const details = checkDetailsWrite(payload, booking, collection, facts);
    if ('problems' in details) throw invalidFields(details.problems);
    return details;
  }

  /** The context data/booking-writes stores a details write with. */
  const writeContext = (caller: { practiceId: string; contactId: string }, details: DetailsWrite): WriteContext => {
    const { serviceType, withOwner, withPet, collectionProduct } = details;
    return { practiceId: caller.practiceId, contactId: caller.contactId, serviceType, withOwner, withPet, collectionProduct, now: clock.now(caller.practiceId).toISOString() };
  };

  /** The booking as GET booking/{id} answers it. */
  async function answer(c: Context<StaffEnv>, practiceId: string, bookingId: string, status: 200 | 201 = 200) {
    const view = await findBookingView(db, practiceId, bookingId);
    if (!view) throw notFound();
    return c.json({ data: bookingViewToWire(view, bookingImageSigner(c, signer, publicUrl), engravingFileSigner(c, signer, publicUrl), clock.now(practiceId)) }, status);
  }

  return new Hono<StaffEnv>()
    .post('/booking', async (c) => {
      const caller = c.get('caller');
      const key = idempotencyKeyOf(c);
      const payload = await validBody(c, bookingPayloadSchema);
      const staffProblems = newBookingProblems(payload);
      if (staffProblems) throw invalidFields(staffProblems);
      const idempotency = await idempotentRequest(c, key);
      const made = idempotency && (await findIdempotentBooking(db, caller.practiceId, idempotency));
      if (made) return answer(c, caller.practiceId, made, 201);
      const details = await checkedDetails(caller.practiceId, payload);
      const context = writeContext(caller, details);
      const cart = { serviceTypeId: details.serviceType.id, serviceTypeName: details.serviceType.name, lines: [], petWeightKg: details.petWeightKg };
      const ops = await planCartChanges(db, caller.practiceId, cart, payload.line_items);
      const bookingId = await createBookingFromPayload(db, payload, context, idempotency, cartWritesAfterDetails(ops));
      return answer(c, caller.practiceId, bookingId, 201);
    })
    .post('/booking/:id', async (c) => {
      const caller = c.get('caller');
      const body = await jsonBody(c);
      if (isLineItemsOnly(body)) {
        // The cart's change alone: no details rules. The booking's date_modified (the edit drafts'
        // reference for its details) is left as it is.
        const booking = await findCartBooking(db, caller.practiceId, c.req.param('id'));
        if (!booking) throw notFound();
        const refusal = changeRefusal(booking, 'line_items');
        if (refusal) throw invalidFields(refusal);
        const cart = { serviceTypeId: booking.service_type_id, serviceTypeName: booking.service_type_name, lines: booking.lines, petWeightKg: await storedPetWeight(db, booking.id) };
        const ops = await planCartChanges(db, caller.practiceId, cart, body.line_items);
        await writeCartChanges(db, booking.id, ops);
        // The products the family confirmed (or was asked about) changed: they are asked again (issue 36).
        if (ops.length > 0) await confirmations?.afterContentChanged(booking.id);
        return answer(c, caller.practiceId, booking.id);
      }
      const booking = await findBookingForWrite(db, caller.practiceId, c.req.param('id'));
      if (!booking) throw notFound();
      const refusal = changeRefusal(booking, 'booking');
      if (refusal) throw invalidFields(refusal);
      const payload = await validBody(c, bookingPayloadSchema);
      const details = await checkedDetails(caller.practiceId, payload, booking);
      const context = writeContext(caller, details);
      const cart = { serviceTypeId: details.serviceType.id, serviceTypeName: details.serviceType.name, petWeightKg: details.petWeightKg };
      const ops = payload.line_items?.length ? await planBookingCartChanges(db, caller.practiceId, booking.id, cart, payload.line_items) : [];
      if (weighsAnew(details)) {
        const conflicts = await weightConflicts(db, booking.id, details.petWeightKg);
        const weightProblems = lockedWeightProblems(conflicts, ops);
        if (weightProblems) throw invalidFields(weightProblems);
      }
      await updateBookingFromPayload(db, booking, payload, { ...context, locked: details.locked, basedOn: ifMatch(c) }, cartWritesAfterDetails(ops));
      if (ops.length > 0) await confirmations?.afterContentChanged(booking.id);
      return answer(c, caller.practiceId, booking.id);
    })
    .post('/special_instruction', async (c) => {
      const caller = c.get('caller');
      const body = await validBody(c, specialInstructionsSchema);
      const booking = await findBookingForWrite(db, caller.practiceId, body.opportunity_id);
      if (!booking) throw notFound();
      // A submitted booking's instructions stay as they are.
      if (!isLocked(booking)) await replaceSpecialInstructions(db, booking.id, body.special_instructions, clock.now(caller.practiceId).toISOString());
      const rows = await listSpecialInstructions(db, booking.id);
      return c.json({ data: rows.map(specialInstructionToWire) });
    })
    .post('/booking/:id/complete', async (c) => {
      const caller = c.get('caller');
      const booking = await findBookingForWrite(db, caller.practiceId, c.req.param('id'));
      if (!booking) throw notFound();
      const body = await validBody(c, completeBookingSchema);
      const screenshot = screenshotOf(body.screenshot_image);
      // Checked inside the submit's transaction: the pet's weight as stored, then the cart against it.
      const suitsWeight = async (trx: PortalDb) => {
        if (isLocked(booking)) return;
        const weights = await findSubmitWeights(trx, booking.id);
        const weightProblems = submitWeightProblems(weights);
        if (weightProblems) throw invalidFields(weightProblems);
      };
      const submitted = await completeBooking(db, files, booking, screenshot, caller.contactId, clock.now(caller.practiceId).toISOString(), suitsWeight);
      if (submitted) {
        await approvals.afterBookingSubmitted(booking.id);
        const skip = body.skip_family_confirmation;
        await confirmations?.afterBookingSubmitted(booking.id, skip ? { reason: skip.reason, by: caller.contactId } : undefined);
      }
      return answer(c, caller.practiceId, booking.id);
    })
    .post('/booking/:id/vet_supply_submit', async (c) => {
      // Spec 001 s4 'Vet supply': the order's confirmation submits it (VP Unsubmitted -> VP Submitted).
      const caller = c.get('caller');
      const booking = await findCartBooking(db, caller.practiceId, c.req.param('id'));
      if (!booking) throw notFound();
      const refusal = vetSupplySubmitRefusal(booking.service_type_name);
      if (refusal) throw invalidFields(refusal);
      const { screenshot_image } = await validBody(c, completeBookingSchema);
      const cartProblems = vetSupplyCartProblems(await hasLiveLine(db, booking.id));
      if (cartProblems) throw invalidFields(cartProblems);
      const submitted = await completeBooking(db, files, booking, screenshotOf(screenshot_image), caller.contactId, clock.now(caller.practiceId).toISOString());
      if (submitted) await approvals.afterBookingSubmitted(booking.id);
      return answer(c, caller.practiceId, booking.id);
    });
}
