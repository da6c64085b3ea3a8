import { describe, expect, it } from 'vitest';
import { bookingLink, tagReference } from './pet-tag';

const id = '60000000-0000-4000-8001-000000000002';

describe('which booking a scanned code names', () => {
  it.each([
    [bookingLink('http://lawnswood.localhost:8080', id), { bookingId: id }],
    [`https://portal.example.com/booking/${id.toUpperCase()}/`, { bookingId: id }],
    [`  ${id}  `, { bookingId: id }],
    ['pp-1002', { orderNumber: 'PP-1002' }],
    ['VP-100023', { orderNumber: 'VP-100023' }],
    [`https://portal.example.com/bookings/${id}`, undefined],
    [`javascript:alert(1)//booking/${id}`, undefined],
    ['https://example.com/', undefined],
    ['hello', undefined],
  ])('%s', (code, reference) => {
    expect(tagReference(code)).toEqual(reference);
  });
});
