// What a failed call of the owner's pages answered: its status, errors.detail and Retry-After.
import { errorDetail, HTTPError, isUnreachable, UNREACHABLE_MESSAGE, type ErrorDetail } from '@portal/shared/api';
import { NO_DATA_MESSAGE, type EngravingQuery } from '@portal/contracts/domain/engraving';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';

export interface CallFailure {
  /** The HTTP status; null when no answer came (offline, a timeout, a bug). */
  status: number | null;
  detail: ErrorDetail | undefined;
  retryAfter: string | null;
}

export async function callFailure(error: unknown): Promise<CallFailure> {
  if (!(error instanceof HTTPError)) return { status: null, detail: undefined, retryAfter: null };
  return { status: error.response.status, detail: await errorDetail(error), retryAfter: error.response.headers.get('Retry-After') };
}

/** The HTTP status a failed call answered (callFailure's, without reading the body); null when no answer came. */
export const failureStatus = (error: unknown): Pick<CallFailure, 'status'> => ({ status: error instanceof HTTPError ? error.response.status : null });

/**
 * Spec 001 s8: 'No data to show!' / 'No product engraved!' (the API's words, kept for staff); an owner
 * reads what it means for them (issue 15 item 7).
 */
export const OWNER_NOT_FOUND_MESSAGE = "Sorry, we couldn't find the artwork this link is for. Please check the link in our message, or call us and we'll help.";

/** A 404's message: errors.detail for staff (spec 001 s8), the owner's words for the owner. */
export function notFoundMessage(failure: CallFailure, { staff }: Pick<EngravingQuery, 'staff'>): string {
  if (!staff) return OWNER_NOT_FOUND_MESSAGE;
  return typeof failure.detail === 'string' && failure.detail ? failure.detail : NO_DATA_MESSAGE;
}

/**
 * What the server said was wrong with what was sent (a 422's errors.detail), each message once, so
 * the person reads the server's own words; null when it said nothing readable.
 */
export function detailMessages(failure: CallFailure): string | null {
  const { detail } = failure;
  if (typeof detail === 'string') return detail.trim() || null;
  const messages = [...new Set(Object.values(detail ?? {}).filter((message) => typeof message === 'string' && message.trim()))];
  return messages.length > 0 ? messages.join(' ') : null;
}

/**
 * An owner's session that no longer opens the booking (the guest token or the grant ran out): the
 * phone check again. Staff (staff=1) are sent to sign in by the host instead.
 */
export function ownerSessionEnded(failure: Pick<CallFailure, 'status'>, query: EngravingQuery): boolean {
  return !query.staff && (failure.status === 401 || failure.status === 403);
}

/** Whole minutes to wait from a Retry-After (seconds, or an HTTP date), rounded up; null when unreadable. */
export function retryAfterMinutes(retryAfter: string | null, now = Date.now()): number | null {
  if (!retryAfter) return null;
  const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : (Date.parse(retryAfter) - now) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * Ours (issue 32 item 2): a call that got no answer is the connection's, and the owner is told so, that
 * what they did is kept, and which button tries again. The spec's DEFAULT_FAILURE ("Please verify the
 * information and try again") read, on the phone check, as a wrong number.
 */
export const ownerOfflineMessage = (button: string) =>
  `Your phone couldn't reach us: it may have lost its internet connection. Nothing you did is lost. When you're connected, tap ${button} to try again, or call us.`;

/** Ours (issue 32 item 2): a failure on our side, said as ours, not as something the family got wrong. */
export const OWNER_OUR_FAILURE_MESSAGE = "Something went wrong on our side, not with anything you entered. Please try again in a moment, or call us.";

/**
 * What an owner page says when an action (`button`) failed without a refusal it can name: the
 * connection, or our side. Staff (staff=1) read the portal's words: the connection, or DEFAULT_FAILURE.
 */
export function actionFailureMessage(error: unknown, { staff }: Pick<EngravingQuery, 'staff'>, button: string): string {
  if (isUnreachable(error)) return staff ? UNREACHABLE_MESSAGE : ownerOfflineMessage(button);
  return staff ? DEFAULT_FAILURE : OWNER_OUR_FAILURE_MESSAGE;
}
