import { afterEach, describe, expect, it } from 'vitest';
import { bookingKeys } from '@portal/shared/api/bookings';
import { custodyKey } from '@portal/shared/api/custody';
import { familyTrackingQuery } from '@portal/shared/api/family-updates';
import type { BookingMoved, PresenceService } from '@portal/shared/presence';
import { queryClient as client } from '@portal/shared/query';
import { watchBookingMoves } from './useLiveBookings';

/** A presence service whose practice channel the test speaks on. */
function fakePresence() {
  const listeners: ((move: BookingMoved | null) => void)[] = [];
  let left = 0;
  const service: PresenceService = {
    enter: () => ({ leave: () => undefined }),
    watchPractice: (onMove) => {
      listeners.push(onMove);
      return { leave: () => void left++ };
    },
  };
  return { service, say: (move: BookingMoved | null) => listeners.forEach((listener) => listener(move)), left: () => left, listeners };
}

/** A cache holding the answers the pages keep: two lists, two bookings' details and timelines, a wizard's form. */
function filledCache() {
  const keys = {
    dashboard: bookingKeys.list({ page: 1, pageSize: 5, bookingStatus: 'Close' }),
    all: bookingKeys.list({ page: 1, pageSize: 15 }),
    details: [...bookingKeys.one('b1'), 'details'],
    custody: custodyKey('b1'),
    // The texts to the family (FamilyUpdates): its query key, whatever the client.
    tracking: familyTrackingQuery(null as never, 'b1').queryKey,
    otherDetails: [...bookingKeys.one('b2'), 'details'],
    otherCustody: custodyKey('b2'),
    wizardForm: [...bookingKeys.one('b1'), 'form'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { loaded: true });
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, invalidated };
}

afterEach(() => client.clear());

describe('live booking moves on the bookings pages', () => {
  it("refreshes every list and the moved booking's details, timeline and texts to the family, never a wizard's form or another booking", async () => {
    const presence = fakePresence();
    const cache = filledCache();
    watchBookingMoves(presence.service, cache.client);
    presence.say({ bookingId: 'b1', orderStage: 'Pre-Booking' });
    await expect.poll(cache.invalidated).toEqual(['dashboard', 'all', 'details', 'custody', 'tracking']);
  });

  it("after a reconnection refreshes every booking's details and timeline (moves may have been missed)", async () => {
    const presence = fakePresence();
    const cache = filledCache();
    watchBookingMoves(presence.service, cache.client);
    presence.say(null);
    await expect.poll(cache.invalidated).toEqual(['dashboard', 'all', 'details', 'custody', 'tracking', 'otherDetails', 'otherCustody']);
  });

  it('stops listening when the page leaves', () => {
    const presence = fakePresence();
    watchBookingMoves(presence.service, client).leave();
    expect(presence.left()).toBe(1);
  });
});
