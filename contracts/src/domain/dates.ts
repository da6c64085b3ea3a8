/** The portal's time zone unless the spec says otherwise (spec 000 s9). */
export const DEFAULT_TIME_ZONE = 'Etc/UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const longFormatters = new Map<string, Intl.DateTimeFormat>();

/** A day as people write it, e.g. '24 November 2026' (the owner's pages); '' for a missing or bad date. */
export function formatLongDate(value: string | Date | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = longFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
    longFormatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}

/**
 * A date as 'HH:mm D-MMM-YYYY' (spec 000 s9), e.g. '09:05 3-Mar-2026'; '' for a missing or bad
 * date. Intl with en-US month names ('Sep', where en-AU writes 'Sept').
 */
export function formatDateTime(value: string | Date | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute} ${parts.day}-${parts.month}-${parts.year}`;
}

/**
 * The time zone of a practice in an Australian state or territory (its office address's state), for
 * what happens on its local day (the overdue digest) and the dates printed for its families; the
 * portal's default zone for a state it does not know.
 */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  WA: 'Australia/Perth',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
};

export const stateTimeZone = (state: string | null | undefined) => STATE_TIME_ZONES[state?.trim().toUpperCase() ?? ''] ?? DEFAULT_TIME_ZONE;

/** The local date (YYYY-MM-DD) and hour (0-23) at `at` in `timeZone`. */
export function localDayAndHour(at: Date, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
