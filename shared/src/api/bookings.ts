// The calls and queries of bookings; its wire types and pure rules are @portal/contracts/wire/bookings.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { type BookingQuery, type BookingPage, bookingSearchParams, type BookingPageDto, toBookingSummary, type Booking, type BookingDto, toBooking } from '@portal/contracts/wire/bookings';

export async function fetchBookings(api: ApiClient, query: BookingQuery, signal?: AbortSignal): Promise<BookingPage> {
  const body = await api.get('portal/booking', { searchParams: bookingSearchParams(query), signal }).json<BookingPageDto>();
  return {
    rows: body.data.map(toBookingSummary),
    currentPage: Number(body.current_page),
    lastPage: Number(body.last_page),
    ...(body.total === undefined ? {} : { total: Number(body.total) }),
  };
}

export async function fetchBooking(api: ApiClient, id: string, signal?: AbortSignal): Promise<Booking> {
  const body = await api.get(`portal/booking/${encodeURIComponent(id)}`, { signal }).json<{ data: BookingDto }>();
  return toBooking(body.data);
}

/**
 * Query keys of the bookings: every list under ['bookings'], every answer about one booking under
 * ['booking', id] (its details, the wizard's form, the cart), so a write can refresh them all.
 */
export const bookingKeys = {
  lists: () => ['bookings'] as const,
  list: (query: BookingQuery) => ['bookings', query] as const,
  one: (id: string) => ['booking', id] as const,
};

/**
 * The cache effects of a booking written (its details, its cart, its submit): its details and the
 * booking lists kept from before are dropped, so the pages that show them next load the booking as it
 * is now. The wizard's own copy stays: its form is what is being edited.
 */
export function forgetWrittenBooking(queryClient: QueryClient, bookingId: string): void {
  queryClient.removeQueries({ queryKey: [...bookingKeys.one(bookingId), 'details'] });
  queryClient.removeQueries({ queryKey: bookingKeys.lists() });
}

/** A page of bookings (the bookings page, the dashboard's tables); a new page keeps the last one shown. */
export const bookingsQuery = (api: ApiClient, query: BookingQuery) =>
  queryOptions({ queryKey: bookingKeys.list(query), queryFn: ({ signal }) => fetchBookings(api, query, signal) });

/** One booking's details (the booking details page). */
export const bookingQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: [...bookingKeys.one(id), 'details'] as const, queryFn: ({ signal }) => fetchBooking(api, id, signal) });
