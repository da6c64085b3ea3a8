// The wizards' writes (issue 4): create and update a booking from the submit payload (spec 000 s3),
// and completing (submitting) a booking with its confirmation screenshot.
// Reads go through data/bookings.ts (the bookings issue).
import { BOOKING_CHANGED_MESSAGE, STAGES } from '@portal/contracts/domain/stages';
import { ApiError } from '../http/api-error.ts';
import { bookingName, collectionValues, flagOf, ownerValues, petValues, textOf, weightOf, type BookingPayloadInput } from './booking-values.ts';
import { indexBookingsForSearch } from './booking-search.ts';
import { appendCustodyEvents } from './custody-chain.ts';
import { bookingTypeOf } from './bookings.ts';
import { collectionFee, findCollectionCandidates, type CollectionProductChoice } from './collection-products.ts';
import { storedPetWeight } from './weight-bands.ts';
import type { PortalDb } from '../db/database.ts';
import { dialectOf, serializeWith } from '../db/dialect.ts';
import { fileKeys, storeWithRows, type FileStore } from '../storage/file-store.ts';

/** Two timestamps name the same instant (the wire may spell one differently from the database). */
function sameInstant(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const a = Date.parse(stored);
  const b = Date.parse(given);
  return Number.isNaN(a) || Number.isNaN(b) ? stored === given : a === b;
}

/** The practice's service type by id, or undefined when the practice does not have it. */
export function findPracticeServiceType(db: PortalDb, practiceId: string, serviceTypeId: string) {
  return db
    .selectFrom('practice_service_types')
    .innerJoin('service_types', 'service_types.id', 'practice_service_types.service_type_id')
    .select(['service_types.id', 'service_types.name'])
    .where('practice_service_types.practice_id', '=', practiceId)
    .where('service_types.id', '=', serviceTypeId)
    .executeTakeFirst();
}

/**
 * What the details rules (rules/booking-writes `checkDetailsWrite`) weigh beside the payload: the
 * practice's service type, the collection candidates the collection rule asked for, and the pet's
 * weight as stored (of the booking updated; none for a new one).
 */
export async function findDetailsFacts(
  db: PortalDb,
  practiceId: string,
  serviceTypeId: string,
  collection: { zonePostcode: string | undefined; productId: string } | undefined,
  bookingId?: string,
) {
  const serviceType = await findPracticeServiceType(db, practiceId, serviceTypeId);
  const candidates = collection && (await findCollectionCandidates(db, collection.zonePostcode, collection.productId));
  const storedWeightKg = bookingId === undefined ? null : await storedPetWeight(db, bookingId);
  return { serviceType, candidates, storedWeightKg };
}

export function findBookingForWrite(db: PortalDb, practiceId: string, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'order_id_c', 'order_stage_c', 'owner_id', 'pet_id', 'ok_cremate_c', 'service_type_id'])
    .where('id', '=', bookingId)
    .where('practice_id', '=', practiceId)
    .executeTakeFirst();
}

async function nextOrderNumber(db: PortalDb): Promise<string> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('order_id_c', 'like', 'VP-%')
    .executeTakeFirstOrThrow();
  let n = Number(row.count) + 100001;
  for (;;) {
    const candidate = `VP-${n}`;
    const taken = await db.selectFrom('bookings').select('id').where('order_id_c', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
    n += 1;
  }
}

/** More writes in the same transaction, after the booking's own (the cart, the default service line). */
export type AfterWrite = (trx: PortalDb, bookingId: string) => Promise<void>;

export interface WriteContext {
  practiceId: string;
  contactId: string;
  serviceType: { id: string; name: string };
  /** Whether owner details are stored (not skipped). */
  withOwner: boolean;
  withPet: boolean;
  /** The chosen collection product (looked up in the zone tables), if any. */
  collectionProduct: CollectionProductChoice | undefined;
  now: string;
}

/** Creates a VP Unsubmitted booking with its owner, pet and collection details; returns its id. */
export async function createBookingFromPayload(
  db: PortalDb,
  payload: BookingPayloadInput,
  context: WriteContext,
  idempotency: IdempotentRequest | undefined,
  after?: AfterWrite,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    // Creates take their order numbers (and idempotency keys) one at a time, on PostgreSQL too.
    await serializeWith(trx, 'booking-create');
    if (idempotency) {
      // Checked again inside the write: two retries racing each other make one booking.
      const made = await findIdempotentBooking(trx, context.practiceId, idempotency);
      if (made) return made;
    }
    const bookingId = crypto.randomUUID();
    const orderNumber = await nextOrderNumber(trx);
    let ownerId: string | null = null;
    if (context.withOwner) {
      ownerId = crypto.randomUUID();
      await trx.insertInto('owners').values({ id: ownerId, practice_id: context.practiceId, ...ownerValues(payload) }).execute();
    }
    let petId: string | null = null;
    if (context.withPet) {
      petId = crypto.randomUUID();
      await trx.insertInto('pets').values({ id: petId, practice_id: context.practiceId, ...petValues(payload) }).execute();
    }
    await trx
      .insertInto('bookings')
      .values({
        id: bookingId,
        practice_id: context.practiceId,
        order_id_c: orderNumber,
        name: bookingName(payload, context.withOwner, orderNumber),
        order_stage_c: STAGES.unsubmitted,
        service_type_id: context.serviceType.id,
        booking_type: bookingTypeOf(context.serviceType.name),
        origin: 'portal',
        opportunity_type: null,
        owner_id: ownerId,
        pet_id: petId,
        is_open_order_c: 1,
        is_package_c: flagOf(payload.is_package_c),
        skip_owner_details_form_c: flagOf(payload.skip_owner_details_form_c),
        provided_client_details_c: payload.provided_client_details_c === undefined ? 1 : flagOf(payload.provided_client_details_c),
        has_default_product: flagOf(payload.has_default_product),
        vet_staff_c: textOf(payload.vet_staff_c),
        bill_to_c: null,
        ok_prepare_time_c: null,
        collection_freight_fee_c: payload.collection_add_option_c ? collectionFee(context.collectionProduct) : null,
        return_freight_fee_c: null,
        client_details_c: null,
        office_instruction_c: textOf(payload.office_instruction_c),
        date_entered: context.now,
        date_modified: context.now,
        stage_entered_at: context.now,
        created_by: context.contactId,
      })
      .execute();
    if (payload.collection_add_option_c) {
      await trx
        .insertInto('collection_details')
        .values({ booking_id: bookingId, ...collectionValues(payload, context.collectionProduct) })
        .execute();
    }
    await indexBookingsForSearch(trx, [bookingId]);
    await appendCustodyEvents(trx, bookingId, [
      { event_kind: 'move', from_value: null, to_value: STAGES.unsubmitted, date_modified: context.now, created_by: context.contactId },
    ]);
    if (idempotency) {
      await trx
        .insertInto('booking_idempotency_keys')
        .values({
          practice_id: context.practiceId,
          idempotency_key: idempotency.key,
          booking_id: bookingId,
          created_at: context.now,
          request_hash: idempotency.requestHash,
        })
        .execute();
    }
    await after?.(trx, bookingId);
    return bookingId;
  });
}

/**
 * Reads a booking's stage and version and holds its row until the transaction ends: PostgreSQL's row
 * lock (SQLite writes one transaction at a time anyway). Writes that check the booking as it is and
 * then change it take this first, so two of them at once run one after the other.
 */
export function lockBooking(trx: PortalDb, bookingId: string) {
  return trx
    .selectFrom('bookings')
    .select(['order_stage_c', 'date_modified'])
    .where('id', '=', bookingId)
    .$if(dialectOf(trx) === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/**
 * Updates a booking from the payload. When `locked` (a Submitted or In Progress booking), owner and
 * pet stay as they are, except a weight the pet did not have yet (spec 000 s4, Editability).
 */
export async function updateBookingFromPayload(
  db: PortalDb,
  booking: NonNullable<Awaited<ReturnType<typeof findBookingForWrite>>>,
  payload: BookingPayloadInput,
  context: WriteContext & { locked: boolean; basedOn?: string | undefined },
  after?: AfterWrite,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Checked inside the write's transaction, so a submit (or a back-office move) that lands between
    // the route's read and this write cannot be overwritten: the stage the rules were chosen for must
    // still hold, and a client that says which version it edited (If-Match) must have the latest.
    // Held until the write commits, so of several updates made on one version at once, one is
    // stored and the others see its change.
    const current = await lockBooking(trx, booking.id);
    if (!current || current.order_stage_c !== booking.order_stage_c || (context.basedOn !== undefined && !sameInstant(current.date_modified, context.basedOn))) {
      throw new ApiError(409, BOOKING_CHANGED_MESSAGE);
    }
    let ownerId = booking.owner_id;
    let petId = booking.pet_id;
    if (context.locked) {
      if (petId) {
        const pet = await trx.selectFrom('pets').select(['pet_weight_c']).where('id', '=', petId).executeTakeFirst();
        if (pet && weightOf(pet.pet_weight_c) === null && weightOf(payload.pet_weight_c) !== null) {
          await trx.updateTable('pets').set({ pet_weight_c: weightOf(payload.pet_weight_c) }).where('id', '=', petId).execute();
        }
      }
    } else {
      if (context.withOwner) {
        if (ownerId) await trx.updateTable('owners').set(ownerValues(payload)).where('id', '=', ownerId).execute();
        else {
          ownerId = crypto.randomUUID();
          await trx.insertInto('owners').values({ id: ownerId, practice_id: context.practiceId, ...ownerValues(payload) }).execute();
        }
      } else ownerId = null;
      if (context.withPet) {
        if (petId) await trx.updateTable('pets').set(petValues(payload)).where('id', '=', petId).execute();
        else {
          petId = crypto.randomUUID();
          await trx.insertInto('pets').values({ id: petId, practice_id: context.practiceId, ...petValues(payload) }).execute();
        }
      }
    }
    await trx
      .updateTable('bookings')
      .set({
        owner_id: ownerId,
        pet_id: petId,
        ...(context.locked
          ? {}
          : {
              name: bookingName(payload, context.withOwner, booking.order_id_c),
              skip_owner_details_form_c: flagOf(payload.skip_owner_details_form_c),
              service_type_id: context.serviceType.id,
              booking_type: bookingTypeOf(context.serviceType.name),
            }),
        vet_staff_c: textOf(payload.vet_staff_c) ?? undefined,
        office_instruction_c: textOf(payload.office_instruction_c),
        date_modified: context.now,
      })
      .where('id', '=', booking.id)
      .execute();
    if (payload.collection_add_option_c) {
      const values = collectionValues(payload, context.collectionProduct);
      const existing = await trx.selectFrom('collection_details').select('booking_id').where('booking_id', '=', booking.id).executeTakeFirst();
      if (existing) await trx.updateTable('collection_details').set(values).where('booking_id', '=', booking.id).execute();
      else await trx.insertInto('collection_details').values({ booking_id: booking.id, ...values }).execute();
      await trx
        .updateTable('bookings')
        .set({ collection_freight_fee_c: collectionFee(context.collectionProduct) })
        .where('id', '=', booking.id)
        .execute();
    }
    if (!context.locked) await indexBookingsForSearch(trx, [booking.id]);
    await after?.(trx, booking.id);
  });
}

/**
 * Submits a booking: stores the confirmation screenshot and, at VP Unsubmitted, moves it to
 * VP Submitted with its order event. Completing an already submitted booking only stores the image.
 * `check` runs first inside the transaction (it throws to refuse), so no write lands between it and the submit.
 * Answers whether this call moved the booking to VP Submitted: the move is made only from VP Unsubmitted
 * as stored, so of two completes at the same moment one moves it (and asks the owner), the other not.
 */
export async function completeBooking(
  db: PortalDb,
  files: FileStore,
  booking: { id: string; order_id_c: string; order_stage_c: string },
  screenshot: { contentType: string; content: Buffer },
  contactId: string,
  now: string,
  check?: (trx: PortalDb) => Promise<void>,
): Promise<boolean> {
  const imageId = crypto.randomUUID();
  const image = { key: fileKeys.bookingImage(imageId), content: screenshot.content, contentType: screenshot.contentType };
  // One submission, one screenshot (issue 29): the booking's row is held and only the call that moves
  // it out of Unsubmitted stores its confirmation; a repeat, or a call that lost the race, stores
  // nothing and answers the booking as it is.
  return storeWithRows(
    db,
    files,
    image,
    async (trx) => {
      const current = await lockBooking(trx, booking.id);
      if (current?.order_stage_c !== STAGES.unsubmitted) return false;
      await check?.(trx);
      const moved = await trx
        .updateTable('bookings')
        // Submitting closes the portal's order, as the CRM's submitted bookings are: the dashboard's tables
        // list closed orders (issue 31 item 3).
        .set({ order_stage_c: STAGES.submitted, is_open_order_c: 0, date_modified: now, stage_entered_at: now })
        .where('id', '=', booking.id)
        .where('order_stage_c', '=', STAGES.unsubmitted)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return false;
      await trx
        .insertInto('booking_images')
        .values({
          id: imageId,
          booking_id: booking.id,
          kind: 'confirmation',
          file_name: `confirmation-${booking.order_id_c}.${screenshot.contentType === 'image/png' ? 'png' : 'jpg'}`,
          content_type: screenshot.contentType,
          date_entered: now,
        })
        .execute();
      await appendCustodyEvents(trx, booking.id, [
        { event_kind: 'move', from_value: STAGES.unsubmitted, to_value: STAGES.submitted, date_modified: now, created_by: contactId },
      ]);
      return true;
    },
    (submitted) => submitted,
  );
}

/** A create's Idempotency-Key with the hash of its canonical body (http/booking-request `idempotentRequest`). */
export interface IdempotentRequest {
  key: string;
  requestHash: string;
}

/** 409: the Idempotency-Key of a create was first used with another body. */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'A booking was already created from this form with different details, so these details were not saved. ' +
  'Please open it from View partial bookings to continue, or start a new booking. ' +
  '(The Idempotency-Key of this request was used for another request.)';

/**
 * The booking a create with this idempotency key already made, if any (a retry answers it); 409 when
 * the key was first used with another body. A key stored without a hash (before it was kept) matches.
 */
export async function findIdempotentBooking(db: PortalDb, practiceId: string, { key, requestHash }: IdempotentRequest): Promise<string | undefined> {
  const row = await db
    .selectFrom('booking_idempotency_keys')
    .select(['booking_id', 'request_hash'])
    .where('practice_id', '=', practiceId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== null && row.request_hash !== requestHash) throw new ApiError(409, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return row.booking_id;
}
