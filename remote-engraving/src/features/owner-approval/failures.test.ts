import { describe, expect, it } from 'vitest';
import { retryAfterMinutes } from './failures';

describe('Retry-After in whole minutes, rounded up (the 429 of the phone check)', () => {
  it.each([
    ['900', 15],
    ['899', 15],
    ['60', 1],
    ['61', 2],
    ['1', 1],
    ['0', 1],
  ])('%s seconds -> %i', (value, minutes) => {
    expect(retryAfterMinutes(value)).toBe(minutes);
  });

  it('reads an HTTP date too, and nothing else', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterMinutes('Sun, 01 Mar 2026 10:04:30 GMT', now)).toBe(5);
    expect(retryAfterMinutes(null)).toBeNull();
    expect(retryAfterMinutes('soon')).toBeNull();
  });
});
