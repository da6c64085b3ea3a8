// The printed tag kept as the booking's pet tag image (issue 31 item 6): the bookings lists' Pet Tag
// column reads the newest booking_images row of kind 'pet_tag', and printing the tag is how a portal
// booking gets one, so printing stores the picture of the tag it printed.
import type { PortalDb } from '../db/database.ts';
import { fileKeys, storeWithRows, type FileStore } from '../storage/file-store.ts';
import { lockBooking } from './booking-writes.ts';

/**
 * Stores `svg` as the booking's newest pet tag image named `fileName`, unless its newest pet tag image
 * already has that name (the name carries a hash of what the tag prints: printing the same tag again
 * adds nothing). Answers whether it stored one.
 */
export async function recordPrintedPetTag(
  db: PortalDb,
  files: FileStore,
  bookingId: string,
  tag: { fileName: string; svg: string },
  now: string,
): Promise<boolean> {
  const imageId = crypto.randomUUID();
  const image = { key: fileKeys.bookingImage(imageId), content: Buffer.from(tag.svg), contentType: 'image/svg+xml' };
  return storeWithRows(
    db,
    files,
    image,
    async (trx) => {
      await lockBooking(trx, bookingId);
      const newest = await trx
        .selectFrom('booking_images')
        .select('file_name')
        .where('booking_id', '=', bookingId)
        .where('kind', '=', 'pet_tag')
        .orderBy('date_entered', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (newest?.file_name === tag.fileName) return false;
      await trx
        .insertInto('booking_images')
        .values({ id: imageId, booking_id: bookingId, kind: 'pet_tag', file_name: tag.fileName, content_type: image.contentType, date_entered: now })
        .execute();
      return true;
    },
    (stored) => stored,
  );
}
