import { Hono, type Context } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import { findBooking, listBookingImages, listBookings, type BookingFilters } from '../data/bookings.ts';
import { bookingEngraving, engravingFileSigner } from './engraving.ts';
import type { BookingType } from '../db/booking-schema.ts';
import type { PortalDb } from '../db/database.ts';
import { invalidFields, notFound } from '../http/api-error.ts';
import { STAGES } from '@portal/contracts/domain/stages';
import { DATE_RANGE_MESSAGE, MAX_SEARCH_LENGTH, SEARCH_TOO_LONG_MESSAGE, SEARCH_TOO_SHORT_MESSAGE, searchWordsOf } from '@portal/contracts/domain/booking-search';
import { absoluteUrl } from '../http/public-url.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { bookingToWire, fullBookingToWire } from '../wire/booking.ts';
import { storedPetWeight, weightConflicts } from '../data/weight-bands.ts';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;
/** Image links last 1 to 2 hours: signed for an hour, rounded up to the next whole hour. */
const IMAGE_LINK_SECONDS = 3600;

const BOOKING_TYPES: readonly BookingType[] = ['Private', 'Communal', 'Products', 'Vet Supply'];

export const bookingImagePath = (imageId: string) => `/files/booking-images/${imageId}`;

function wholeNumber(value: string | undefined, field: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number)) throw invalidFields({ [field]: `${field} must be a whole number` });
  return number;
}

/** An ISO 8601 instant with its offset, as date_entered is compared (the page sends the practice's local midnight). */
function instant(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalidFields({ [field]: `${field} must be a date and time such as 2026-11-26T00:00:00+11:00` });
  return new Date(time).toISOString();
}

/** The list query: unknown values are 422; page below 1 is page 1; page_size is capped at 100. */
function listQuery(c: Context) {
  const page = Math.max(1, wholeNumber(c.req.query('page'), 'page', 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, wholeNumber(c.req.query('page_size'), 'page_size', DEFAULT_PAGE_SIZE)));
  const status = c.req.query('booking_status');
  if (status !== undefined && status !== 'Open' && status !== 'Close') {
    throw invalidFields({ booking_status: 'booking_status must be Open or Close' });
  }
  const type = c.req.query('booking_type');
  if (type !== undefined && !BOOKING_TYPES.includes(type as BookingType)) {
    throw invalidFields({ booking_type: `booking_type must be one of ${BOOKING_TYPES.join(', ')}` });
  }
  const stages = [...(c.req.queries('order_stage') ?? []), ...(c.req.queries('order_stage[]') ?? [])].filter(Boolean);
  const partial = c.req.query('partial_bookings');
  if (partial !== undefined && partial !== 'true' && partial !== 'false') {
    throw invalidFields({ partial_bookings: 'partial_bookings must be true or false' });
  }
  const search = c.req.query('q') ?? '';
  if (search.length > MAX_SEARCH_LENGTH) throw invalidFields({ q: SEARCH_TOO_LONG_MESSAGE });
  const searchWords = search.trim() === '' ? undefined : searchWordsOf(search);
  if (search.trim() !== '' && !searchWords) throw invalidFields({ q: SEARCH_TOO_SHORT_MESSAGE });
  const enteredFrom = instant(c.req.query('entered_from'), 'entered_from');
  const enteredBefore = instant(c.req.query('entered_before'), 'entered_before');
  if (enteredFrom && enteredBefore && enteredBefore <= enteredFrom) throw invalidFields({ entered_before: DATE_RANGE_MESSAGE });
  const filters: BookingFilters = {
    bookingStatus: status,
    orderStages: stages.length > 0 ? stages : undefined,
    // A booking started in the portal stays open until it is submitted: the dashboard's partial
    // bookings are the practice's VP Unsubmitted ones whatever their booking_status.
    anyStatusStages: partial === 'true' ? [STAGES.unsubmitted] : undefined,
    bookingType: type as BookingType | undefined,
    relationshipType: c.req.query('relationship_type') || undefined,
    origin: c.req.query('origin') || undefined,
    searchWords,
    enteredFrom,
    enteredBefore,
  };
  return { page, pageSize, filters };
}

/** GET booking (paged list), GET booking/{id}, GET booking/image/{id}: the caller's practice only. */
export function bookingRoutes(db: PortalDb, signer: LinkSigner, publicUrl: string | undefined) {
  const imageSigner = (c: Context) => (imageId: string) =>
    absoluteUrl(c, signer.sign(bookingImagePath(imageId), IMAGE_LINK_SECONDS, IMAGE_LINK_SECONDS), publicUrl);

  return new Hono<StaffEnv>()
    .get('/booking', async (c) => {
      const { page, pageSize, filters } = listQuery(c);
      const practice = await db
        .selectFrom('practices')
        .select('relationship_type_c')
        .where('id', '=', c.get('caller').practiceId)
        .executeTakeFirstOrThrow();
      const { rows, total } = await listBookings(db, c.get('caller').practiceId, practice.relationship_type_c, filters, page, pageSize);
      const sign = imageSigner(c);
      return c.json({
        data: rows.map((row) => bookingToWire(row, sign)),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / pageSize)),
        per_page: pageSize,
        total,
      });
    })
    .get('/booking/image/:id', async (c) => {
      const images = await listBookingImages(db, c.get('caller').practiceId, c.req.param('id'));
      if (!images) throw notFound();
      const sign = imageSigner(c);
      return c.json({
        data: images.map((image) => ({
          id: image.id,
          booking_id: image.booking_id,
          kind: image.kind,
          file_name: image.file_name,
          content_type: image.content_type,
          date_entered: image.date_entered,
          url: sign(image.id),
        })),
      });
    })
    .get('/booking/:id', async (c) => {
      const full = await findBooking(db, c.get('caller').practiceId, c.req.param('id'));
      if (!full) throw notFound();
      const engraving = await bookingEngraving(db, engravingFileSigner(c, signer, publicUrl), full.booking.id);
      const conflicts = await weightConflicts(db, full.booking.id, await storedPetWeight(db, full.booking.id));
      return c.json({ data: fullBookingToWire(full, imageSigner(c), engraving, conflicts) });
    });
}
