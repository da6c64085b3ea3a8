import { useEffect, useMemo } from 'react';
import { useApi } from '@portal/shared/api';
import { bookingKeys } from '@portal/shared/api/bookings';
import { getConfig } from '@portal/shared/config';
import { createPresenceService, type BookingMoved, type PresenceService, type PresenceSession } from '@portal/shared/presence';
import { useQueryClient, type QueryKey } from '@portal/shared/query';

type QueryClient = ReturnType<typeof useQueryClient>;

/**
 * What a page shows of a booking's stage: its details, its custody timeline, and its texts to the family
 * (a move can send one; issue 31: the section appeared only after a reload), and the family's confirmation
 * (issue 36: an answer reaches the live channel as a move does). Never a wizard's form or cart.
 */
const SHOWS_STAGE = new Set(['details', 'custody', 'tracking', 'confirmation']);
const showsStageOf = (key: QueryKey, bookingId?: string) =>
  key[0] === bookingKeys.one('')[0] && (bookingId === undefined || key[1] === bookingId) && SHOWS_STAGE.has(String(key[2]));

/**
 * Refreshes what shows a booking's stage when one of the practice's bookings moves (issue 19 item 4):
 * every booking list (the dashboard's tables, /bookings), and that booking's details and timeline.
 * After a reconnection (`null`), every booking's. Only queries on screen are fetched again.
 */
export function refreshAfterMove(queryClient: QueryClient, move: BookingMoved | null): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
    queryClient.invalidateQueries({ predicate: (query) => showsStageOf(query.queryKey, move?.bookingId) }),
  ]).then(() => undefined);
}

/** Listens to the practice's booking moves through the presence service and refreshes the queries they change. */
export function watchBookingMoves(service: PresenceService, queryClient: QueryClient): PresenceSession {
  return service.watchPractice((move) => void refreshAfterMove(queryClient, move));
}

/** On the dashboard, the bookings list and the details page: a booking moved by the crematorium shows within 2 s, without a reload. */
export function useLiveBookings(): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const service = useMemo(() => createPresenceService(api, getConfig().realtime), [api]);
  useEffect(() => {
    const session = watchBookingMoves(service, queryClient);
    return () => session.leave();
  }, [service, queryClient]);
}
