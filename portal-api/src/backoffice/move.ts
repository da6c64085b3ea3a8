import { holdMessage, holdsCremation, movesIntoCremation } from '@portal/contracts/domain/family-confirmation';
import { ALL_STAGES, FINAL_STAGES, nextStage } from '@portal/contracts/domain/stages';
import { lockBooking } from '../data/booking-writes.ts';
import { findBookingForBackOffice, moveBookingStage } from '../data/bookings.ts';
import { findConfirmation } from '../data/family-confirmation.ts';
import type { PortalDb } from '../db/database.ts';
import type { FamilyUpdates } from '../messaging/family-updates.ts';

export class BackOfficeError extends Error {
  override name = 'BackOfficeError';
}

export interface MoveRequest {
  /** Booking id or order number (order_id_c). */
  booking: string;
  /** A stage by name (any case), 'next' for the next one on the usual path, or none to stay. */
  to?: string | undefined;
  /** Also record the practice's ok-to-prepare (at VP Submitted this changes the status line). */
  okToPrepare?: boolean;
  at?: Date;
}

export interface MoveResult {
  id: string;
  orderNumber: string;
  from: string;
  to: string;
}

/**
 * What the crematorium's back office does: move a booking to a stage, recording the order event; then
 * the family hears of it where the practice allows (issue 19 item 3). A move into the cremation (or
 * past it) is refused while the family's concern holds the booking (issue 36), checked in the move's
 * transaction with the booking's row held, so an answer landing at the same moment is seen.
 */
export async function moveBooking(db: PortalDb, request: MoveRequest, familyUpdates: FamilyUpdates): Promise<MoveResult> {
  const booking = await findBookingForBackOffice(db, request.booking);
  if (!booking) throw new BackOfficeError(`No booking with id or order number '${request.booking}'`);
  let to: string | undefined;
  if (request.to === undefined) {
    to = booking.order_stage_c;
  } else if (request.to.toLowerCase() === 'next') {
    to = nextStage(booking.order_stage_c);
    if (!to) throw new BackOfficeError(`'${booking.order_stage_c}' has no next stage; name one with --to`);
  } else {
    const wanted = request.to.trim().toLowerCase();
    to = ALL_STAGES.find((stage) => stage.toLowerCase() === wanted);
    if (!to) throw new BackOfficeError(`Unknown stage '${request.to}'. Stages:\n  ${ALL_STAGES.join('\n  ')}`);
  }
  const at = (request.at ?? new Date()).toISOString();
  const toStage = to;
  const onHold = async (trx: PortalDb) => {
    await lockBooking(trx, booking.id);
    if (!movesIntoCremation(booking.order_stage_c, toStage)) return;
    const confirmation = await findConfirmation(trx, booking.id);
    if (holdsCremation(confirmation?.state)) throw new BackOfficeError(holdMessage(booking.order_id_c));
  };
  await moveBookingStage(
    db,
    {
      bookingId: booking.id,
      fromStage: booking.order_stage_c,
      toStage: to,
      isFinal: FINAL_STAGES.includes(to),
      at,
      okToPrepare: request.okToPrepare ?? false,
    },
    onHold,
  );
  await familyUpdates.afterStageMove({ bookingId: booking.id, fromStage: booking.order_stage_c, toStage: to, at });
  return { id: booking.id, orderNumber: booking.order_id_c, from: booking.order_stage_c, to };
}
