// The bookings list's search and filters (issue 31 item 5): what the page accepts and what the server
// refuses, in one place; the words a search is made of; the stage groups a nurse filters by.
import { STAGES, TRACKER_STEPS } from './stages';

/** The shortest search, in letters and digits. */
export const MIN_SEARCH_CHARACTERS = 2;
/** The longest search, in characters as typed. */
export const MAX_SEARCH_LENGTH = 100;
/** At most this many words of a search count. */
const MAX_SEARCH_WORDS = 5;

export const SEARCH_TOO_SHORT_MESSAGE = `Type at least ${MIN_SEARCH_CHARACTERS} letters or digits of a pet's or owner's name, an order number or a phone number.`;
export const SEARCH_TOO_LONG_MESSAGE = `A search can be at most ${MAX_SEARCH_LENGTH} characters.`;
export const DATE_RANGE_MESSAGE = 'The "to" date is before the "from" date.';

/** Lower case with accents off: 'Zoë' is 'zoe'. */
export function unaccent(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text: runs of letters and digits, unaccented, apostrophes dropped ("O'Sullivan" is 'osullivan'). */
export function wordsOf(text: string): string[] {
  return unaccent(text).replace(/['\u2018\u2019`]/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A search as typed, as the words each of which must start a term of the booking: "O'Sullivan-Brown"
 * is 'osullivan' and 'brown'; a phone typed with spaces, dashes or brackets ('0412 345-678') is one
 * word of its digits. Longest first (the most telling word). Undefined when fewer than
 * MIN_SEARCH_CHARACTERS letters and digits were typed.
 */
export function searchWordsOf(search: string): string[] | undefined {
  const trimmed = search.trim();
  const looksLikePhone = /^[+()\d\s.-]+$/.test(trimmed) && /\d[\s.()-]+\d/.test(trimmed);
  const words = looksLikePhone ? [trimmed.replace(/\D/g, '')] : wordsOf(trimmed);
  if (words.join('').length < MIN_SEARCH_CHARACTERS) return undefined;
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, MAX_SEARCH_WORDS);
}

/** The search's problem, or undefined when the server will take it (empty is no search). */
export function searchProblem(search: string): string | undefined {
  if (search.length > MAX_SEARCH_LENGTH) return SEARCH_TOO_LONG_MESSAGE;
  if (search.trim() === '') return undefined;
  return searchWordsOf(search) ? undefined : SEARCH_TOO_SHORT_MESSAGE;
}

const stagesOfStep = (step: (typeof TRACKER_STEPS)[number]['step']) => [...(TRACKER_STEPS.find((s) => s.step === step)?.stages ?? [])];

/** The stage groups the list filters by, in the order a booking passes them. */
export const STAGE_GROUPS = [
  { value: 'unsubmitted', label: 'Unsubmitted', stages: [STAGES.unsubmitted] },
  { value: 'submitted', label: 'Submitted', stages: [STAGES.submitted] },
  { value: 'pending-details', label: 'Pet Collected - Pending Details', stages: [STAGES.pendingDetails] },
  {
    value: 'in-progress',
    label: 'In progress (collection to inspection)',
    stages: (['Collection', 'Confirmation', 'Keepsakes', 'Cremation', 'Memorialisation', 'Inspection'] as const).flatMap(stagesOfStep),
  },
  { value: 'return', label: 'On the way back (return)', stages: stagesOfStep('Return') },
  { value: 'completed', label: 'Completed', stages: stagesOfStep('Completed') },
  { value: 'cancelled', label: 'Cancelled', stages: [STAGES.cancelled] },
] as const;

export function stageGroup(value: string | null | undefined): (typeof STAGE_GROUPS)[number] | undefined {
  return STAGE_GROUPS.find((group) => group.value === value);
}
