import { describe, expect, it } from 'vitest';
import { formatDateTime, localDayAndHour, stateTimeZone } from './dates';

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

describe("a practice's local day (the overdue digest)", () => {
  it('takes the zone of its state, the portal default for one it does not know', () => {
    expect(stateTimeZone('wa')).toBe('Australia/Perth');
    expect(stateTimeZone('QLD')).toBe('Australia/Brisbane');
    expect(stateTimeZone(null)).toBe('Etc/UTC');
    expect(stateTimeZone('XX')).toBe('Etc/UTC');
  });

  it.each([
    ['2031-03-10T22:30:00Z', 'Australia/Perth', '2031-03-11', 6],
    ['2031-03-10T22:30:00Z', 'Australia/Adelaide', '2031-03-11', 9],
    ['2031-03-10T22:30:00Z', 'Etc/UTC', '2031-03-10', 22],
  ])('%s in %s is %s, hour %s', (at, zone, date, hour) => {
    expect(localDayAndHour(new Date(at), zone)).toEqual({ date, hour });
  });
});
