// The calls and queries of custody; its wire types and pure rules are @portal/contracts/wire/custody.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { bookingKeys } from './bookings';
import { type CustodyEvent, type CustodyEventDto, toCustodyEvent } from '@portal/contracts/wire/custody';

export async function fetchCustody(api: ApiClient, bookingId: string, signal?: AbortSignal): Promise<CustodyEvent[]> {
  const body = await api.get(`portal/booking/${encodeURIComponent(bookingId)}/custody`, { signal }).json<{ data: CustodyEventDto[] }>();
  return body.data.map(toCustodyEvent);
}

/** Under the booking's key, so whatever refreshes a booking refreshes its timeline too. */
export const custodyKey = (bookingId: string) => [...bookingKeys.one(bookingId), 'custody'] as const;

/** A booking's custody timeline, newest first (the details page's Custody section). */
export const custodyQuery = (api: ApiClient, bookingId: string) =>
  queryOptions({ queryKey: custodyKey(bookingId), queryFn: ({ signal }) => fetchCustody(api, bookingId, signal) });
