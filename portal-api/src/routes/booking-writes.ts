import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  bookingPayloadErrors,
  bookingPayloadSchema,
  completeBookingSchema,
  isLineItemsOnly,
  MESSAGES,
  petWeightErrors,
  specialInstructionsSchema,
} from '@portal/contracts/schemas/booking';
import { collectionProductProblem } from '@portal/contracts/domain/collection';
import { STAGES } from '@portal/contracts/domain/stages';
import { knownWeight } from '@portal/contracts/domain/weight-band';
import { isProductsOnly, isStrayWildlife, isVetSupplyOrder } from '@portal/contracts/wire/service-types';
import type { StaffEnv } from '../auth/caller.ts';
import type { BookingPayloadInput } from '../data/booking-values.ts';
import {
  completeBooking,
  createBookingFromPayload,
  findBookingForWrite,
  findIdempotentBooking,
  findPracticeServiceType,
  lockBooking,
  replaceSpecialInstructions,
  updateBookingFromPayload,
} from '../data/booking-writes.ts';
import { collectionProductsFor, findCollectionProduct, type CollectionProductChoice } from '../data/collection-products.ts';
import { findBooking } from '../data/bookings.ts';
import { applyCartOps, assertLineLimit, findCartBooking, hasLiveLine, planLineItems, syncDefaultServiceLine, type CartBooking, type CartOp } from '../data/cart.ts';
import { catalogViewer } from '../data/catalog.ts';
import { storedPetWeight, storedPetWeightFields, weightConflicts, type WeightConflict } from '../data/weight-bands.ts';
import type { PortalDb } from '../db/database.ts';
import { ApiError, invalidFields, notFound } from '../http/api-error.ts';
import { refuseOversizedImage } from '../http/image-dimensions.ts';
import { requestHash } from '../http/request-hash.ts';
import { jsonOf, nulCharacterFields, validBody } from '../http/validation.ts';
import { absoluteUrl } from '../http/public-url.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import type { ApprovalRequests } from '../messaging/approval-requests.ts';
import { bookingEngraving, engravingFileSigner } from './engraving.ts';
import { bookingImagePath } from './bookings.ts';
import { fullBookingToWire } from '../wire/booking.ts';
import type { FileStore } from '../storage/file-store.ts';

/** An idempotency key: what the client generated for one create, retried as is. */
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** Which parts a booking of this service type must carry (spec 000 s4, Wizard flow 4). */
function rulesFor(serviceTypeName: string, payload: Pick<BookingPayloadInput, 'collection_add_option_c'>) {
  const vetSupply = isVetSupplyOrder(serviceTypeName);
  const wildlife = isStrayWildlife(serviceTypeName);
  const productsOnly = isProductsOnly(serviceTypeName);
  return {
    owner: !vetSupply && !wildlife,
    pet: !vetSupply && !productsOnly,
    collection: payload.collection_add_option_c !== undefined,
  };
}

/**
 * The wizards' writes: POST booking (create; `Idempotency-Key` header makes a retry with the same body
 * answer the same booking, and the key with another body a 409), POST booking/{id} (update), POST
 * special_instruction, POST booking/{id}/complete.
 * Answers are the booking as GET booking/{id} shows it. Submitting a booking asks its owner to approve
 * the artwork staff prepared for it (`approvals`, issue 15 item 8).
 */
export function bookingWriteRoutes(db: PortalDb, files: FileStore, signer: LinkSigner, publicUrl: string | undefined, approvals: ApprovalRequests) {
  const signImage = (c: Context) => (imageId: string) =>
    absoluteUrl(c, signer.sign(bookingImagePath(imageId), 3600, 3600), publicUrl);

  /**
   * The collection product the payload chose, checked against the zone of the collection address's
   * postcode and the collection option (domain/collection, the details step's rule); a problem goes
   * into `errors` under the wire field the wizard shows it at.
   */
  async function collectionProductOf(payload: BookingPayloadInput, errors: Record<string, string>): Promise<CollectionProductChoice | undefined> {
    const option = payload.collection_add_option_c || '';
    const productId = payload.collectionDetails?.collection_products?.[0]?.id.trim() ?? '';
    if (!option) {
      if (productId) errors.collection_add_option_c ??= MESSAGES.collectionOption;
      return undefined;
    }
    // The owner's home address is the collection address of customer_address (the wizard sends it as both).
    const postcode = (payload.collection_add_postalcode_c || (option === 'customer_address' ? payload.primary_address_postalcode : '') || '').trim();
    if (option !== 'vet_address' && !/^\d{4}$/.test(postcode)) {
      if (option === 'postal_address') errors.collection_add_street_c ??= MESSAGES.collectionAddress;
      else errors.primary_address_postalcode ??= MESSAGES.postcodeNotFound;
      return undefined;
    }
    const zone = option === 'vet_address' ? [] : await collectionProductsFor(db, postcode);
    const chosen = productId ? await findCollectionProduct(db, productId) : undefined;
    const asZoneProduct = (product: { id: string; name: string; is_home_collection: number }) => ({
      id: product.id,
      name: product.name,
      isHomeCollection: product.is_home_collection === 1,
    });
    const problem = collectionProductProblem({
      option,
      productId,
      chosen: chosen && asZoneProduct(chosen),
      postcode,
      zoneProducts: zone.map(asZoneProduct),
    });
    if (problem) {
      // The zone's answer says more than 'Collection Product is Required' (e.g. outside every zone).
      errors.collection_products = problem;
      return undefined;
    }
    return chosen;
  }

  /** The checked payload's context; `locked` (a submitted booking) checks only what it may still change. */
  async function writeContext(practiceId: string, contactId: string, payload: BookingPayloadInput, locked = false) {
    const checked = locked ? lockedView(payload) : payload;
    const serviceType = await findPracticeServiceType(db, practiceId, payload.class_pet_service_types_id_c);
    if (!serviceType) throw invalidFields({ class_pet_service_types_id_c: 'The practice has no such service type' });
    const rules = rulesFor(serviceType.name, checked);
    const errors = bookingPayloadErrors(checked, rules);
    // The collection product is checked on the payload as sent: a locked booking's collection is still its to change.
    const collectionProduct = await collectionProductOf(payload, errors);
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const skip = checked.skip_owner_details_form_c === 1 || checked.skip_owner_details_form_c === true;
    const hasOwner = [checked.first_name, checked.last_name].some((x) => Boolean(x?.trim()));
    return {
      practiceId,
      contactId,
      serviceType,
      withOwner: !skip && hasOwner,
      withPet: rules.pet || Boolean(checked.pet_first_name_c?.trim()),
      collectionProduct,
      now: new Date().toISOString(),
    };
  }

  /** The checked cart changes of `line_items` (none when there are none). */
  async function cartOps(practiceId: string, booking: CartBooking, lineItems: readonly unknown[] | undefined): Promise<CartOp[]> {
    if (!lineItems || lineItems.length === 0) return [];
    return planLineItems(db, await catalogViewer(db, practiceId), booking, lineItems);
  }

  /** After a details write: the cart's changes, then the default service line. */
  const afterDetails = (ops: CartOp[]) => async (trx: PortalDb, bookingId: string) => {
    await applyCartOps(trx, bookingId, ops);
    await syncDefaultServiceLine(trx, bookingId);
    await assertLineLimit(trx, bookingId);
  };

  async function answer(c: Context<StaffEnv>, practiceId: string, bookingId: string, status: 200 | 201 = 200) {
    const full = await findBooking(db, practiceId, bookingId);
    if (!full) throw notFound();
    const engraving = await bookingEngraving(db, engravingFileSigner(c, signer, publicUrl), bookingId);
    const conflicts = await weightConflicts(db, bookingId, await storedPetWeight(db, bookingId));
    return c.json({ data: fullBookingToWire(full, signImage(c), engraving, conflicts) }, status);
  }

  return new Hono<StaffEnv>()
    .post('/booking', async (c) => {
      const caller = c.get('caller');
      const key = c.req.header('Idempotency-Key');
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'Idempotency-Key must be 8 to 100 letters, digits, - or _');
      const payload = await validBody(c, bookingPayloadSchema);
      // Every new booking names the vet staff member who made it (spec 000: the chooser requires it).
      if (!payload.vet_staff_c?.trim()) throw invalidFields({ vet_staff_c: MESSAGES.staffName });
      // The key is bound to the body it was first sent with: a retry answers that booking, another body 409.
      const idempotency = key === undefined ? undefined : { key, requestHash: requestHash(await jsonOf(c)) };
      const made = idempotency && (await findIdempotentBooking(db, caller.practiceId, idempotency));
      if (made) return answer(c, caller.practiceId, made, 201);
      const context = await writeContext(caller.practiceId, caller.contactId, payload);
      const petWeightKg = context.withPet ? knownWeight(payload.pet_weight_c) : null;
      const ops = await cartOps(
        caller.practiceId,
        { serviceTypeId: context.serviceType.id, serviceTypeName: context.serviceType.name, lines: [], petWeightKg },
        payload.line_items,
      );
      const bookingId = await createBookingFromPayload(db, payload, context, idempotency, afterDetails(ops));
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
        if (booking.ok_cremate_c) throw invalidFields({ line_items: 'This booking can no longer be changed' });
        const ops = await cartOps(
          caller.practiceId,
          { serviceTypeId: booking.service_type_id, serviceTypeName: booking.service_type_name, lines: booking.lines, petWeightKg: await storedPetWeight(db, booking.id) },
          body.line_items,
        );
        // Checked again as written, after any other change to this cart that was made at the same time.
        await db.transaction().execute(async (trx) => {
          await lockBooking(trx, booking.id);
          await applyCartOps(trx, booking.id, ops);
          await assertLineLimit(trx, booking.id);
        });
        return answer(c, caller.practiceId, booking.id);
      }
      const booking = await findBookingForWrite(db, caller.practiceId, c.req.param('id'));
      if (!booking) throw notFound();
      if (booking.ok_cremate_c) throw invalidFields({ booking: 'This booking can no longer be changed' });
      const payload = await validBody(c, bookingPayloadSchema);
      const locked = booking.order_stage_c !== STAGES.unsubmitted;
      // A locked booking keeps its owner and pet: only the weight it lacked and collection are checked.
      const context = await writeContext(caller.practiceId, caller.contactId, payload, locked);
      const stored = await storedPetWeight(db, booking.id);
      // The pet's weight once this write is stored (updateBookingFromPayload): a locked booking's pet
      // only takes a weight it lacked; an unlocked one takes the payload's when it keeps a pet.
      const given = knownWeight(payload.pet_weight_c);
      const petWeightKg = locked ? (booking.pet_id ? (stored ?? given) : null) : context.withPet ? given : stored;
      const cart = payload.line_items?.length ? await findCartBooking(db, caller.practiceId, booking.id) : undefined;
      const ops = cart
        ? await cartOps(
            caller.practiceId,
            { serviceTypeId: context.serviceType.id, serviceTypeName: context.serviceType.name, lines: cart.lines, petWeightKg },
            payload.line_items,
          )
        : [];
      if (locked && stored === null && petWeightKg !== null) {
        // A submitted booking is not submitted again, so the weight it is given now must suit its cart already.
        const changed = new Set(ops.flatMap((op) => (op.kind === 'update' ? [op.lineId] : op.kind === 'delete' ? op.lineIds : [])));
        const conflicts = (await weightConflicts(db, booking.id, petWeightKg)).filter((conflict) => !changed.has(conflict.quoted_product_id));
        if (conflicts.length > 0) throw invalidFields({ pet_weight_c: lockedWeightMessage(conflicts) });
      }
      await updateBookingFromPayload(db, booking, payload, { ...context, locked, basedOn: ifMatch(c) }, afterDetails(ops));
      return answer(c, caller.practiceId, booking.id);
    })
    .post('/special_instruction', async (c) => {
      const caller = c.get('caller');
      const body = await validBody(c, specialInstructionsSchema);
      const booking = await findBookingForWrite(db, caller.practiceId, body.opportunity_id);
      if (!booking) throw notFound();
      if (booking.order_stage_c === STAGES.unsubmitted) {
        await replaceSpecialInstructions(db, booking.id, body.special_instructions, new Date().toISOString());
      }
      const rows = await db
        .selectFrom('special_instructions')
        .selectAll()
        .where('opportunity_id', '=', booking.id)
        .orderBy('seq')
        .execute();
      return c.json({
        data: rows.map((row) => ({ id: row.id, description: row.description, opportunity_id: row.opportunity_id, completed: row.completed ? 1 : 0 })),
      });
    })
    .post('/booking/:id/complete', async (c) => {
      const caller = c.get('caller');
      const booking = await findBookingForWrite(db, caller.practiceId, c.req.param('id'));
      if (!booking) throw notFound();
      const { screenshot_image } = await validBody(c, completeBookingSchema);
      // The pet's weight may have changed on the details step after the cart was filled: a line whose option
      // no longer suits it is named here, before the booking (and its price) goes to the crematorium.
      // A weight stored before the one weight rule (issue 29: '-5', or none from '12,5') is named too.
      const suitsWeight = async (trx: PortalDb) => {
        if (booking.order_stage_c !== STAGES.unsubmitted) return;
        const pet = await storedPetWeightFields(trx, booking.id);
        const weightErrors = pet ? petWeightErrors(pet, rulesFor(pet.service_type_name, {}).pet) : {};
        if (Object.keys(weightErrors).length > 0) throw invalidFields(weightErrors);
        const conflicts = await weightConflicts(trx, booking.id, await storedPetWeight(trx, booking.id));
        if (conflicts.length > 0) throw invalidFields({ line_items: conflicts.map((conflict) => conflict.message).join('; ') });
      };
      const submitted = await completeBooking(db, files, booking, screenshotOf(screenshot_image), caller.contactId, new Date().toISOString(), suitsWeight);
      if (submitted) await approvals.afterBookingSubmitted(booking.id);
      return answer(c, caller.practiceId, booking.id);
    })
    .post('/booking/:id/vet_supply_submit', async (c) => {
      // Spec 001 s4 'Vet supply': the order's confirmation submits it (VP Unsubmitted -> VP Submitted).
      const caller = c.get('caller');
      const booking = await findCartBooking(db, caller.practiceId, c.req.param('id'));
      if (!booking) throw notFound();
      if (!isVetSupplyOrder(booking.service_type_name)) {
        throw invalidFields({ booking: 'Only a vet supply order is submitted this way' });
      }
      const { screenshot_image } = await validBody(c, completeBookingSchema);
      if (!(await hasLiveLine(db, booking.id))) throw invalidFields({ line_items: 'Please add at least one item' });
      const submitted = await completeBooking(db, files, booking, screenshotOf(screenshot_image), caller.contactId, new Date().toISOString());
      if (submitted) await approvals.afterBookingSubmitted(booking.id);
      return answer(c, caller.practiceId, booking.id);
    });
}

/**
 * The booking version (its date_modified) a details update was made on, from `If-Match` (quotes
 * optional); absent, the update applies to whatever is stored, as before.
 */
function ifMatch(c: Context): string | undefined {
  const value = c.req.header('If-Match')?.trim();
  return value ? value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1') : undefined;
}

/**
 * The confirmation screenshot of a PNG or JPEG data URL (checked by completeBookingSchema); 422 when its
 * header cannot be read or claims more pixels than the portal shows (the page scales it to fit).
 */
function screenshotOf(dataUrl: string) {
  const [header, base64 = ''] = dataUrl.split(',');
  const png = header?.includes('image/png') ?? false;
  const content = Buffer.from(base64, 'base64');
  refuseOversizedImage('screenshot_image', 'The confirmation screenshot', content, png ? 'png' : 'jpg');
  return { contentType: png ? 'image/png' : 'image/jpeg', content };
}

/**
 * The request body as JSON (400 when it is not JSON; 422 naming any text with a NUL character, as
 * validBody does); validBody reads the same parsed body again.
 */
async function jsonBody(c: Context): Promise<unknown> {
  const body = await jsonOf(c);
  const nulFields = nulCharacterFields(body);
  if (Object.keys(nulFields).length > 0) throw invalidFields(nulFields);
  return body;
}

/** The 422 of a weight given to a submitted booking whose cart holds options for another weight. */
function lockedWeightMessage(conflicts: WeightConflict[]): string {
  const items = conflicts.map((conflict) => conflict.message).join(' ');
  return `This weight does not suit an item in the cart, so it was not saved. ${items} As this booking is already submitted, please contact our Client Care team to change the item.`;
}

/** The payload of a locked booking as the rules see it: owner skipped, pet rules only for weight. */
function lockedView(payload: BookingPayloadInput): BookingPayloadInput {
  return v.parse(bookingPayloadSchema, {
    ...payload,
    skip_owner_details_form_c: 1,
    collection_add_option_c: payload.collection_add_option_c === 'customer_address' ? undefined : payload.collection_add_option_c,
  });
}
