import { Hono, type Context } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import { findBookingView } from '../data/booking-view.ts';
import { listBookingImages, listBookings, type BookingFilters } from '../data/bookings.ts';
import { findPracticeRelationshipType } from '../data/practices.ts';
import type { BookingType } from '../db/booking-schema.ts';
import { systemClock, type Clock } from '../clock.ts';
import { countOverdueBookings } from '../data/overdue.ts';
import type { PortalDb } from '../db/database.ts';
import { invalidFields, notFound } from '../http/api-error.ts';
import { wholeNumber } from '../http/query.ts';
import { CONFIRMATION_LIST_FILTERS, type ConfirmationListFilter } from '@portal/contracts/domain/family-confirmation';
import { STAGES } from '@portal/contracts/domain/stages';
import { DATE_RANGE_MESSAGE, MAX_SEARCH_LENGTH, SEARCH_TOO_LONG_MESSAGE, SEARCH_TOO_SHORT_MESSAGE, searchWordsOf } from '@portal/contracts/domain/booking-search';
import { bookingImageSigner, engravingFileSigner } from '../http/file-links.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { bookingImageToWire, bookingPageToWire, bookingViewToWire } from '../wire/booking.ts';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;
const BOOKING_TYPES: readonly BookingType[] = ['Private', 'Communal', 'Products', 'Vet Supply'];

/** An ISO 8601 instant with its offset, as date_entered is compared (the page sends the practice's local midnight). */
function instant(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalidFields({ [field]: `${field} must be a date and time such as 2026-11-26T00:00:00+11:00` });
  return new Date(time).toISOString();
}

/** The list query: unknown values are 422; page below 1 is page 1; page_size is capped at 100. `now` is the business clock's, for `overdue`. */
function listQuery(c: Context, now: Date) {
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
  const overdue = c.req.query('overdue');
  if (overdue !== undefined && overdue !== 'true' && overdue !== 'false') throw invalidFields({ overdue: 'overdue must be true or false' });
  const confirmation = c.req.query('family_confirmation');
  if (confirmation !== undefined && !CONFIRMATION_LIST_FILTERS.includes(confirmation as ConfirmationListFilter)) {
    throw invalidFields({ family_confirmation: `family_confirmation must be one of ${CONFIRMATION_LIST_FILTERS.join(', ')}` });
  }
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
    overdueAt: overdue === 'true' ? now : undefined,
    familyConfirmation: confirmation as ConfirmationListFilter | undefined,
  };
  return { page, pageSize, filters };
}

/**
 * GET booking (paged list), GET booking/{id}, GET booking/image/{id}, GET dashboard/overdue: the caller's
 * practice only. Whether a booking is overdue is by the business clock (`clock`).
 */
export function bookingRoutes(db: PortalDb, signer: LinkSigner, publicUrl: string | undefined, clock: Clock = systemClock) {
  return new Hono<StaffEnv>()
    .get('/booking', async (c) => {
      const practiceId = c.get('caller').practiceId;
      const now = clock.now(practiceId);
      const { page, pageSize, filters } = listQuery(c, now);
      const relationshipType = await findPracticeRelationshipType(db, practiceId);
      const { rows, total } = await listBookings(db, practiceId, relationshipType, filters, page, pageSize);
      return c.json(bookingPageToWire(rows, bookingImageSigner(c, signer, publicUrl), { page, pageSize, total, now }));
    })
    .get('/dashboard/overdue', async (c) => {
      const practiceId = c.get('caller').practiceId;
      const now = clock.now(practiceId);
      return c.json({ data: { count: await countOverdueBookings(db, practiceId, now), as_of: now.toISOString() } });
    })
    .get('/booking/image/:id', async (c) => {
      const images = await listBookingImages(db, c.get('caller').practiceId, c.req.param('id'));
      if (!images) throw notFound();
      const sign = bookingImageSigner(c, signer, publicUrl);
      return c.json({ data: images.map((image) => bookingImageToWire(image, sign)) });
    })
    .get('/booking/:id', async (c) => {
      const practiceId = c.get('caller').practiceId;
      const view = await findBookingView(db, practiceId, c.req.param('id'));
      if (!view) throw notFound();
      return c.json({ data: bookingViewToWire(view, bookingImageSigner(c, signer, publicUrl), engravingFileSigner(c, signer, publicUrl), clock.now(practiceId)) });
    });
}
