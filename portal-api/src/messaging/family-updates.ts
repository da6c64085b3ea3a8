// The family kept informed (issue 19 item 3). When the crematorium moves a submitted booking to a stage
// the family is told about (the pet collected, the ashes ready to come home, the ashes returned) and
// the practice allows it, the owner's mobile gets a text with a private tracking link, through the same
// sender and outbox as the approval request. Each update goes out at most once per booking, whatever
// moved the stage and however often (a move back and forward again sends nothing new). Once staff
// closed the booking's tracking (issue 29 item 5), no move creates a link or texts the family. A scan
// at the clinic words the text as the tracking page says it ("Bella is on her way to the crematorium"),
// and the ashes back at the clinic send a text of their own with the collection code.
import { ownerNumberWithoutCountryCode } from '@portal/contracts/domain/engraving';
import {
  ashesReturnTo,
  familyProgress,
  familyTrackingSays,
  familyUpdateFor,
  familyUpdateText,
  FAMILY_STEPS,
  type FamilyUpdateKind,
  TRACKING_KEY_PARAM,
  TRACKING_PATH,
} from '@portal/contracts/domain/family-updates';
import { STAGES } from '@portal/contracts/domain/stages';
import { familyScanSays, spokenCollectionCode, type ScanAction } from '@portal/contracts/domain/custody-scan';
import { lockBooking } from '../data/booking-writes.ts';
import { issueTrackingLink, setTrackingExpiry, trackingExpiry } from '../data/tracking-links.ts';
import type { PortalDb } from '../db/database.ts';
import type { OutboxMessage } from '../db/engraving-schema.ts';
import type { MessageSender } from './sender.ts';

/** The tracking page on the owner app, with the link's secret in the fragment (never sent to a server). */
export const trackingLink = (ownerAppUrl: string, secret: string) => `${ownerAppUrl}${TRACKING_PATH}#${TRACKING_KEY_PARAM}=${secret}`;

export interface StageMove {
  bookingId: string;
  fromStage: string;
  toStage: string;
  /** ISO time of the move. */
  at: string;
  /** The scan that made the move, if one did. */
  scan?: ScanAction;
  /** The code the family gives to collect the ashes (the scan of the ashes back at the clinic made it). */
  collectionCode?: string | null;
}

export interface FamilyUpdates {
  /** After a booking's stage was written: closes or reopens its links, and texts the owner where due. Never throws for a failed send. */
  afterStageMove(move: StageMove): Promise<void>;
}

export function createFamilyUpdates({ db, messages, ownerAppUrl }: { db: PortalDb; messages: MessageSender; ownerAppUrl: string }): FamilyUpdates {
  return {
    async afterStageMove(move) {
      const progress = familyProgress(move.toStage);
      const home = progress === FAMILY_STEPS.length;
      const kind = move.scan === 'ashes_received_at_clinic' ? 'at_clinic' : familyUpdateFor(move.toStage);
      // One transaction holding the booking's row (as staff's revoke does): a revoke either committed
      // before, and is seen here, or waits and then closes the link made here. The claim, the link and,
      // where the outbox is the delivery, the text itself commit together or not at all.
      const toSend = await db.transaction().execute(async (trx) => {
        await lockBooking(trx, move.bookingId);
        // The links close 30 days after the pet is home; a correction that moves it back reopens them.
        if (progress !== null) await setTrackingExpiry(trx, move.bookingId, home ? trackingExpiry(move.at) : null);

        // Never for a booking the practice had not submitted (the nurse may still abandon it).
        if (!kind || move.fromStage === move.toStage || move.fromStage === STAGES.unsubmitted) return null;
        const booking = await trx
          .selectFrom('bookings')
          .innerJoin('practices', 'practices.id', 'bookings.practice_id')
          .leftJoin('owners', 'owners.id', 'bookings.owner_id')
          .leftJoin('pets', 'pets.id', 'bookings.pet_id')
          .select([
            'bookings.id',
            'bookings.tracking_closed_at',
            'practices.name as practice_name',
            'practices.phone_office as practice_phone',
            'practices.family_updates_c',
            'owners.phone_mobile',
            'owners.first_name as owner_first_name',
            'owners.return_add_option_c',
            'pets.pet_first_name_c as pet_name',
            'pets.pet_sex_c as pet_sex',
          ])
          .where('bookings.id', '=', move.bookingId)
          .executeTakeFirst();
        const to = booking?.phone_mobile;
        if (!booking || booking.family_updates_c !== 1 || !to || ownerNumberWithoutCountryCode(to) === null) return null;
        // Staff closed the booking's tracking link: the family gets no more texts about it.
        if (booking.tracking_closed_at !== null) return null;

        // Claimed before it is sent: two moves at once (the back office and another) send it once.
        const claimed = await trx
          .insertInto('family_updates')
          .values({ booking_id: booking.id, update_kind: kind, stage: move.toStage, outbox_message_id: null, created_at: move.at })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return null;

        const { secret } = await issueTrackingLink(trx, { bookingId: booking.id, sentTo: to, at: move.at, expiresAt: home ? trackingExpiry(move.at) : null });
        const link = trackingLink(ownerAppUrl, secret);
        // The text says what the tracking page says now, in the practice's voice (issue 32 item 4).
        const says =
          (move.scan ? familyScanSays(move.scan, { pet: booking.pet_name, sex: booking.pet_sex }) : null) ??
          familyTrackingSays(move.toStage, { pet: booking.pet_name, practice: booking.practice_name, returnTo: ashesReturnTo(booking.return_add_option_c) });
        const body = familyUpdateText(kind, {
          pet: booking.pet_name,
          owner: booking.owner_first_name,
          practice: booking.practice_name,
          practicePhone: booking.practice_phone,
          link,
          says,
          collectionCode: kind === 'at_clinic' && move.collectionCode ? spokenCollectionCode(move.collectionCode) : null,
        });
        const text = { kind, to, body, link, secret, bookingId: booking.id };
        if (!messages.outboxOnly) return text;
        await recordSent(trx, text, await messages.send(text, trx));
        return null;
      });
      // An SMS provider is not called with the booking's row held (a slow provider would hold up every
      // write to it): the text goes out after the commit, unless staff closed the tracking meanwhile
      // (their revoke has then closed this link too).
      if (!toSend) return;
      const closed = await db.selectFrom('bookings').select('tracking_closed_at').where('id', '=', toSend.bookingId).executeTakeFirst();
      if (closed?.tracking_closed_at !== null) return;
      await recordSent(db, toSend, await messages.send(toSend));
    },
  };
}

/** Which outbox message carried the booking's update of `kind`. */
async function recordSent(db: PortalDb, { bookingId, kind }: { bookingId: string; kind: FamilyUpdateKind }, message: OutboxMessage) {
  await db
    .updateTable('family_updates')
    .set({ outbox_message_id: message.id })
    .where('booking_id', '=', bookingId)
    .where('update_kind', '=', kind)
    .execute();
}
