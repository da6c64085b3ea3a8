import { describe, expect, it } from 'vitest';
import { areaForPath, ownerHandlesSession } from './registry';

describe('which remote owns a path', () => {
  it.each([
    ['/dashboard', 'remote_bookings', 'staff'],
    ['/bookings', 'remote_bookings', 'staff'],
    ['/booking/123', 'remote_bookings', 'staff'],
    ['/new-booking/private', 'remote_bookings', 'staff'],
    ['/edit-booking-private/42', 'remote_bookings', 'staff'],
    ['/manage-practice/new-member', 'remote_practice', 'staff'],
    ['/customer-support', 'remote_practice', 'staff'],
    ['/engraving/verify/1/2', 'remote_engraving', 'public'],
    ['/engraving/final-approval', 'remote_engraving', 'client'],
    ['/engraving/final-approval/', 'remote_engraving', 'client'],
    ['/Engraving/Check-Existing', 'remote_engraving', 'public'],
  ])('%s -> %s (%s)', (path, remote, access) => {
    expect(areaForPath(path)).toEqual({ remote, access });
  });

  it.each(['/nope', '/dashboards', '/new-bookings', '/engraving/secret', '/engraving/verifyx', '/engraving/thank-you/1'])('%s belongs to no remote (404)', (path) => {
    expect(areaForPath(path)).toBeUndefined();
  });
});

describe("who handles an ended session on the owner's engraving pages", () => {
  it.each([
    ['/engraving/verify/b1/q1', '', true],
    ['/engraving/check-existing', '?staff=0&bookingId=b1&quotedProductId=q1', true],
    ['/engraving/final-approval', '?staff=0&bookingId=b1&quotedProductId=q1', true],
    ['/engraving/check-existing', '?staff=1&bookingId=b1&quotedProductId=q1', false],
    ['/dashboard', '?staff=0', false],
  ])('%s%s -> the page itself: %s', (path, search, owner) => {
    expect(ownerHandlesSession(path, search)).toBe(owner);
  });
});
