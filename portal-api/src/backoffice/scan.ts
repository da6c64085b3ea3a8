import { CREMATORIUM_ACTOR } from '@portal/contracts/domain/custody';
import { SCAN_ACTION_LABELS, type CrematoriumScanAction } from '@portal/contracts/domain/custody-scan';
import { findBookingForBackOffice } from '../data/bookings.ts';
import { recordScan } from '../data/custody-scans.ts';
import { storedPetWeight } from '../data/weight-bands.ts';
import type { PortalDb } from '../db/database.ts';
import { remainsCheck, type RemainsCheck } from '../rules/remains-weight.ts';
import { BackOfficeError } from './move.ts';

/** The most a pet's cremated remains are taken to weigh (kg): a weight above it is a typing slip. */
const MAX_REMAINS_KG = 50;

export interface CrematoriumScanRequest {
  /** Booking id or order number (order_id_c). */
  booking: string;
  action: CrematoriumScanAction;
  /** remains_weighed: the cremated remains' weight in kg. */
  remainsWeightKg?: number | undefined;
  /** The scanner's label ('Crematorium scanner' by default). */
  device?: string | undefined;
  at?: Date;
}

export interface CrematoriumScanResult {
  id: string;
  orderNumber: string;
  stage: string;
  label: string;
  /** remains_weighed: the weight against the pet's (flagged on the details page when implausible). */
  remains?: RemainsCheck;
}

/**
 * What the crematorium's scanner does: records the pet received, or the cremated remains weighed, on the
 * booking's custody chain (the stage stays: `move` moves it). A scan the stage does not allow is refused,
 * and recorded, as the clinic's are.
 */
export async function recordCrematoriumScan(db: PortalDb, request: CrematoriumScanRequest): Promise<CrematoriumScanResult> {
  const booking = await findBookingForBackOffice(db, request.booking);
  if (!booking) throw new BackOfficeError(`No booking with id or order number '${request.booking}'`);
  const weight = request.remainsWeightKg;
  if (request.action === 'remains_weighed' && (weight === undefined || !Number.isFinite(weight) || weight <= 0 || weight > MAX_REMAINS_KG)) {
    throw new BackOfficeError(`--remains-weight must be the cremated remains' weight in kg, more than 0 and at most ${MAX_REMAINS_KG} (e.g. 0.85)`);
  }
  const outcome = await recordScan(db, {
    bookingId: booking.id,
    action: request.action,
    practiceId: null,
    actor: CREMATORIUM_ACTOR,
    device: request.device?.trim() || 'Crematorium scanner',
    input: null,
    remainsWeightKg: request.action === 'remains_weighed' ? Math.round((weight ?? 0) * 1000) / 1000 : null,
    at: (request.at ?? new Date()).toISOString(),
  });
  if (!outcome) throw new BackOfficeError(`No booking with id or order number '${request.booking}'`);
  if (!outcome.accepted) throw new BackOfficeError(`Refused (recorded on the booking's custody timeline): ${outcome.message}`);
  const result: CrematoriumScanResult = { id: booking.id, orderNumber: booking.order_id_c, stage: outcome.orderStage, label: SCAN_ACTION_LABELS[request.action] };
  if (request.action === 'remains_weighed') result.remains = remainsCheck(await storedPetWeight(db, booking.id), outcome.event.remains_weight_kg ?? 0);
  return result;
}
