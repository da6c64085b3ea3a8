import { useEffect } from 'react';
import { createStore } from 'zustand';

/**
 * The question a page asks before the person leaves it by a way the page does not own, such as the
 * host's Logout (issue 31 item 6: logging out mid-wizard dropped unsaved typing that Cancel warns
 * about). The same shape as the wizard's Cancel question (`CancelOutcome` of domain/wizard).
 */
export interface LeaveQuestion {
  title: string;
  message: string;
  /** The button that leaves anyway; the other stays on the page. */
  leaveLabel: string;
}

interface LeaveGuardState {
  /** Per mounted guard, what it would ask now (null: nothing to lose). */
  guards: ReadonlyMap<symbol, LeaveQuestion | null>;
}

/**
 * One store for the page: every `@portal/shared` subpath is a federation singleton, so a remote's guard
 * and the host's Logout meet here.
 */
export const leaveGuardStore = createStore<LeaveGuardState>()(() => ({ guards: new Map() }));

/** What leaving now would need to ask, if anything: the first mounted guard with a question. */
export function leaveQuestion(): LeaveQuestion | null {
  for (const question of leaveGuardStore.getState().guards.values()) if (question) return question;
  return null;
}

/**
 * While the calling component is mounted, ways out of the page that it does not own ask `question`
 * first (null: nothing would be lost). Keep the question current; it is dropped on unmount.
 */
export function useLeaveGuard(question: LeaveQuestion | null): void {
  const title = question?.title;
  const message = question?.message;
  const leaveLabel = question?.leaveLabel;
  useEffect(() => {
    const id = Symbol('leave-guard');
    const asked = title !== undefined && message !== undefined && leaveLabel !== undefined ? { title, message, leaveLabel } : null;
    leaveGuardStore.setState(({ guards }) => ({ guards: new Map(guards).set(id, asked) }));
    return () =>
      leaveGuardStore.setState(({ guards }) => {
        const rest = new Map(guards);
        rest.delete(id);
        return { guards: rest };
      });
  }, [title, message, leaveLabel]);
}
