// A scan of a pet tag, recorded whatever its outcome: an accepted scan is a custody event (the clinic's
// handovers also move the booking on), a refused one a custody event that says why. Both are links of
// the booking's chain and reach the practice's open pages.
import { randomInt } from 'node:crypto';
import { tagReference } from '@portal/contracts/domain/pet-tag';
import { COLLECTION_CODE_DIGITS, type ScanAction, type ScanInput, type ScanRefusal } from '@portal/contracts/domain/custody-scan';
import { FINAL_STAGES } from '@portal/contracts/domain/stages';
import type { PortalDb } from '../db/database.ts';
import { decideScan, TAG_REFUSALS, type ScanBooking, type ScannedTag } from '../rules/custody-scan.ts';
import { lockBooking } from './booking-writes.ts';
import { publishLive } from './bookings.ts';
import { appendCustodyEvents, type SealedEvent } from './custody-chain.ts';

/** The bookings the scan rules weigh, with every field they read. */
function scanBookings(db: PortalDb) {
  return db
    .selectFrom('bookings')
    .innerJoin('service_types', 'service_types.id', 'bookings.service_type_id')
    .leftJoin('owners', 'owners.id', 'bookings.owner_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .select([
      'bookings.id',
      'bookings.practice_id',
      'bookings.order_id_c',
      'bookings.order_stage_c',
      'bookings.collection_code',
      'service_types.name as service_type_name',
      'owners.return_add_option_c',
      'owners.last_name',
      'pets.pet_first_name_c',
    ]);
}

type ScanBookingRow = Awaited<ReturnType<ReturnType<typeof scanBookings>['executeTakeFirstOrThrow']>>;

const toScanBooking = (row: ScanBookingRow): ScanBooking => ({
  id: row.id,
  practiceId: row.practice_id,
  orderNumber: row.order_id_c,
  orderStage: row.order_stage_c,
  serviceTypeName: row.service_type_name,
  returnAddOption: row.return_add_option_c,
  pet: row.pet_first_name_c,
  ownerSurname: row.last_name,
  collectionCode: row.collection_code,
});

/** A booking as the scan rules weigh it, in any practice; undefined for none. */
export async function findScanBooking(db: PortalDb, bookingId: string): Promise<ScanBooking | undefined> {
  const row = await scanBookings(db).where('bookings.id', '=', bookingId).executeTakeFirst();
  return row ? toScanBooking(row) : undefined;
}

/**
 * The booking a scanned code names (contracts' tagReference: the tag's link, a booking id or an order
 * number), preferring `practiceId`'s where an order number is found in more than one practice.
 */
export async function findTaggedBooking(db: PortalDb, code: string, practiceId: string): Promise<ScannedTag> {
  const reference = tagReference(code);
  if (!reference) return { kind: 'not_a_tag' };
  const named = 'bookingId' in reference ? scanBookings(db).where('bookings.id', '=', reference.bookingId) : scanBookings(db).where('bookings.order_id_c', '=', reference.orderNumber);
  const rows = await named.limit(10).execute();
  const row = rows.find((candidate) => candidate.practice_id === practiceId) ?? rows[0];
  return row ? { kind: 'booking', booking: toScanBooking(row) } : { kind: 'unknown' };
}

/** What a scan sends: the scanned code and the action's fields, who scanned where and when. */
export interface ScanRequest {
  bookingId: string;
  action: ScanAction;
  /** The code the scan read; none for the back office, which names the booking itself. */
  code?: string;
  /** The scanning member's practice; null for the crematorium. */
  practiceId: string | null;
  /** created_by: the member's contact id, or the crematorium. */
  actor: string;
  device: string | null;
  input: ScanInput | null;
  handedOverBy?: string | null;
  driverName?: string | null;
  bagCount?: number | null;
  collectedBy?: string | null;
  /** What the person collecting gave (checked, never stored). */
  identityGiven?: string;
  remainsWeightKg?: number | null;
  /** ISO time of the scan (the business clock's). */
  at: string;
}

export type ScanOutcome =
  | { accepted: true; event: SealedEvent; fromStage: string; orderStage: string; collectionCode: string | null }
  | { accepted: false; event: SealedEvent; reason: ScanRefusal; message: string; orderStage: string };

type ScanRefused = Extract<ScanOutcome, { accepted: false }>;

/** A scan with only its tag, not recorded: the tag is this booking's (what is missing is the action's). */
const NOT_RECORDED = { accepted: false, event: null } as const;

/** A new collection code: COLLECTION_CODE_DIGITS random digits. */
const newCollectionCode = () => String(randomInt(0, 10 ** COLLECTION_CODE_DIGITS)).padStart(COLLECTION_CODE_DIGITS, '0');

/**
 * Records a scan of the booking, accepted or refused (rules/custody-scan.ts decides), in one
 * transaction holding the booking's row: the event on its chain, the move an accepted handover makes,
 * the collection code when the ashes are back at the clinic, and the live event. Undefined when the
 * booking does not exist.
 */
export async function recordScan(db: PortalDb, request: ScanRequest): Promise<ScanOutcome | undefined> {
  const outcome = await record(db, request, false);
  if (outcome?.event === null) throw new Error('A complete scan was not recorded');
  return outcome;
}

/**
 * A scan whose action's own fields are missing (a wrong tag scanned into an unfinished form): recorded
 * only when its tag is refused (TAG_REFUSALS), since that is decided before anything of the action.
 * Null when the tag is this booking's (nothing recorded); undefined when the booking does not exist.
 */
export async function recordTagRefusal(db: PortalDb, request: ScanRequest): Promise<ScanRefused | null | undefined> {
  const outcome = await record(db, request, true);
  if (!outcome) return undefined;
  return outcome.accepted || outcome.event === null ? null : outcome;
}

async function record(db: PortalDb, request: ScanRequest, tagOnly: boolean): Promise<ScanOutcome | typeof NOT_RECORDED | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockBooking(trx, request.bookingId))) return undefined;
    const booking = await findScanBooking(trx, request.bookingId);
    if (!booking) return undefined;
    const tag: ScannedTag = request.code === undefined ? { kind: 'none' } : await findTaggedBooking(trx, request.code, request.practiceId ?? booking.practiceId);
    const decision = decideScan({ action: request.action, booking, tag, practiceId: request.practiceId, identityGiven: request.identityGiven });
    if (tagOnly && (decision.outcome === 'accepted' || !TAG_REFUSALS.has(decision.reason))) return NOT_RECORDED;
    const accepted = decision.outcome === 'accepted';
    const toStage = (accepted && decision.movesTo) || booking.orderStage;
    const [event] = await appendCustodyEvents(trx, booking.id, [
      {
        event_kind: accepted ? 'scan' : 'refused_scan',
        from_value: booking.orderStage,
        to_value: toStage,
        date_modified: request.at,
        created_by: request.actor,
        scan_action: request.action,
        scan_practice_id: request.practiceId,
        scan_device: request.device,
        scan_input: request.input,
        scanned_code: request.code ?? null,
        handed_over_by: request.handedOverBy ?? null,
        driver_name: request.driverName ?? null,
        bag_count: request.bagCount ?? null,
        collected_by: request.collectedBy ?? null,
        identity_check: accepted ? decision.identityCheck : null,
        remains_weight_kg: accepted ? (request.remainsWeightKg ?? null) : null,
        refusal: accepted ? null : decision.reason,
        refusal_message: accepted ? null : decision.message,
      },
    ]);
    if (!event) throw new Error('A scan appended no custody event');
    let collectionCode = booking.collectionCode;
    if (accepted) {
      if (request.action === 'ashes_received_at_clinic') collectionCode ??= newCollectionCode();
      await trx
        .updateTable('bookings')
        .set({
          ...(toStage !== booking.orderStage
            ? { order_stage_c: toStage, is_final_order_stage_c: FINAL_STAGES.includes(toStage) ? 1 : 0, date_modified: request.at, stage_entered_at: request.at }
            : {}),
          collection_code: collectionCode,
        })
        .where('id', '=', booking.id)
        .execute();
    }
    await publishLive(trx, booking.id, toStage);
    return accepted
      ? { accepted: true as const, event, fromStage: booking.orderStage, orderStage: toStage, collectionCode }
      : { accepted: false as const, event, reason: decision.reason, message: decision.message, orderStage: toStage };
  });
}
