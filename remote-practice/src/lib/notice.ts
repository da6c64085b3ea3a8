/**
 * What a page tells the next one it sends the person to, in the history entry's state: 'Ava Stone
 * was added…' after a save that leaves the page (spec 001 s4: member saves return to /manage-practice).
 */
export interface NoticeState {
  notice: string;
}

/** Navigation options that carry `notice` to the next page: `navigate(to, withNotice('…'))`. */
export function withNotice(notice: string): { state: NoticeState } {
  return { state: { notice } };
}

/** The notice a history entry carries, if any. */
export function noticeOf(state: unknown): string | null {
  const notice = (state as Partial<NoticeState> | null)?.notice;
  return typeof notice === 'string' && notice ? notice : null;
}
