import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe("dates as 'HH:mm D-MMM-YYYY' in Etc/UTC (spec 000 s9)", () => {
  it.each([
    ['2026-03-03T09:05:00Z', '09:05 3-Mar-2026'],
    ['2026-09-14T23:59:59Z', '23:59 14-Sep-2026'],
    ['2026-12-31T00:00:00Z', '00:00 31-Dec-2026'],
    ['2026-01-01T10:30:00+10:00', '00:30 1-Jan-2026'],
    ['', ''],
    [null, ''],
    ['not a date', ''],
  ])('%s -> %s', (value, shown) => expect(formatDateTime(value)).toBe(shown));

  it('takes another time zone', () => {
    expect(formatDateTime('2026-01-01T00:30:00Z', 'Australia/Perth')).toBe('08:30 1-Jan-2026');
  });
});
