// The bookings list's search and filters as the address keeps them (?q=&stage=&from=&to=&overdue=true&family_confirmation=concern&page=), so a
// reload or Back returns to the same results (issue 31 item 5), and as the list call asks for them.
import type { BookingQuery } from '@portal/contracts/wire/bookings';
import { DATE_RANGE_MESSAGE, searchProblem, stageGroup } from '@portal/contracts/domain/booking-search';

export interface BookingFilters {
  /** As typed. */
  q: string;
  /** A STAGE_GROUPS value, or '' for every stage. */
  stage: string;
  /** Booked on or after this day (YYYY-MM-DD, the practice's calendar), or ''. */
  from: string;
  /** Booked on or before this day, or ''. */
  to: string;
  /** Only the bookings longer in their stage than its expected time (the dashboard's Overdue tile). */
  overdue: boolean;
  /** Only the bookings a family's concern holds before the cremation (the dashboard's Family concerns tile). */
  concern: boolean;
}

export const NO_FILTERS: BookingFilters = { q: '', stage: '', from: '', to: '', overdue: false, concern: false };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrBlank = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

export function filtersFromUrl(params: URLSearchParams): BookingFilters {
  return {
    q: params.get('q') ?? '',
    stage: stageGroup(params.get('stage')) ? (params.get('stage') ?? '') : '',
    from: dayOrBlank(params.get('from')),
    to: dayOrBlank(params.get('to')),
    // 'true' as the list call and the overdue digest's link say it; '1' too.
    overdue: params.get('overdue') === 'true' || params.get('overdue') === '1',
    // As the list call says it (family_confirmation=concern).
    concern: params.get('family_confirmation') === 'concern',
  };
}

export const isFiltered = (filters: BookingFilters) => Boolean(filters.q.trim() || filters.stage || filters.from || filters.to || filters.overdue || filters.concern);

/** The address query of these filters' page `page` (page 1 is left out). */
export function paramsOfFilters(filters: BookingFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.stage) params.set('stage', filters.stage);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.concern) params.set('family_confirmation', 'concern');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Midnight at the start of a day in this browser's time zone (the practice's), as an instant. */
function localMidnight(day: string, addDays = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + addDays).toISOString();
}

/** The list call's part of the filters: the search, the group's stages, the days as instants ('to' is inclusive). */
export function queryOfFilters(filters: BookingFilters): Pick<BookingQuery, 'search' | 'orderStages' | 'enteredFrom' | 'enteredBefore' | 'overdue' | 'familyConfirmation'> {
  const group = stageGroup(filters.stage);
  return {
    ...(filters.q.trim() ? { search: filters.q.trim() } : {}),
    ...(group ? { orderStages: [...group.stages] } : {}),
    ...(filters.from ? { enteredFrom: localMidnight(filters.from) } : {}),
    ...(filters.to ? { enteredBefore: localMidnight(filters.to, 1) } : {}),
    ...(filters.overdue ? { overdue: true } : {}),
    ...(filters.concern ? { familyConfirmation: 'concern' as const } : {}),
  };
}

/** Each field's problem, as the server would refuse it; empty when the filters can be searched. */
export function filterProblems(filters: BookingFilters): Partial<Record<keyof BookingFilters, string>> {
  const problems: Partial<Record<keyof BookingFilters, string>> = {};
  const search = searchProblem(filters.q);
  if (search) problems.q = search;
  if (filters.from && filters.to && filters.to < filters.from) problems.to = DATE_RANGE_MESSAGE;
  return problems;
}
