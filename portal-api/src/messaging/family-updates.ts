// The family kept informed (issue 19 item 3). When the crematorium moves a submitted booking to a stage
// the family is told about (the pet collected, the ashes ready to come home, the ashes returned) and
// the practice allows it, the owner's mobile gets a text with a private tracking link, through the same
// sender and outbox as the approval request. Each update goes out at most once per booking, whatever
// moved the stage and however often (a move back and forward again sends nothing new).
import { ownerNumberWithoutCountryCode } from '@portal/shared/domain/engraving';
import {
  familyProgress,
  familyUpdateFor,
  familyUpdateText,
  FAMILY_STEPS,
  TRACKING_KEY_PARAM,
  TRACKING_PATH,
} from '@portal/shared/domain/family-updates';
import { STAGES } from '@portal/shared/domain/stages';
import { issueTrackingLink, setTrackingExpiry, trackingExpiry } from '../data/tracking-links.ts';
import type { PortalDb } from '../db/database.ts';
import type { MessageSender } from './sender.ts';

/** The tracking page on the owner app, with the link's secret in the fragment (never sent to a server). */
export const trackingLink = (ownerAppUrl: string, secret: string) => `${ownerAppUrl}${TRACKING_PATH}#${TRACKING_KEY_PARAM}=${secret}`;

export interface StageMove {
  bookingId: string;
  fromStage: string;
  toStage: string;
  /** ISO time of the move. */
  at: string;
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
      // The links close 30 days after the pet is home; a correction that moves it back reopens them.
      if (progress !== null) await setTrackingExpiry(db, move.bookingId, home ? trackingExpiry(move.at) : null);

      const kind = familyUpdateFor(move.toStage);
      // Never for a booking the practice had not submitted (the nurse may still abandon it).
      if (!kind || move.fromStage === move.toStage || move.fromStage === STAGES.unsubmitted) return;
      const booking = await db
        .selectFrom('bookings')
        .innerJoin('practices', 'practices.id', 'bookings.practice_id')
        .leftJoin('owners', 'owners.id', 'bookings.owner_id')
        .leftJoin('pets', 'pets.id', 'bookings.pet_id')
        .select(['bookings.id', 'practices.name as practice_name', 'practices.family_updates_c', 'owners.phone_mobile', 'pets.pet_first_name_c as pet_name'])
        .where('bookings.id', '=', move.bookingId)
        .executeTakeFirst();
      const to = booking?.phone_mobile;
      if (!booking || booking.family_updates_c !== 1 || !to || ownerNumberWithoutCountryCode(to) === null) return;
      // Staff closed the booking's tracking link: the family gets no more texts about it.
      const revoked = await db.selectFrom('tracking_links').select('id').where('booking_id', '=', booking.id).where('revoked_at', 'is not', null).limit(1).executeTakeFirst();
      if (revoked) return;

      // Claimed before it is sent: two moves at once (the back office and another) send it once.
      const claimed = await db
        .insertInto('family_updates')
        .values({ booking_id: booking.id, update_kind: kind, stage: move.toStage, outbox_message_id: null, created_at: move.at })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;

      const { secret } = await issueTrackingLink(db, { bookingId: booking.id, sentTo: to, at: move.at, expiresAt: home ? trackingExpiry(move.at) : null });
      const link = trackingLink(ownerAppUrl, secret);
      const message = await messages.send({
        to,
        body: familyUpdateText(kind, { pet: booking.pet_name, practice: booking.practice_name, link }),
        link,
        secret,
        bookingId: booking.id,
      });
      await db
        .updateTable('family_updates')
        .set({ outbox_message_id: message.id })
        .where('booking_id', '=', booking.id)
        .where('update_kind', '=', kind)
        .execute();
    },
  };
}
