// The business clock: what "now" is for the custody rules (a scan's time, time in a stage, overdue,
// the day of the overdue digest). Injected everywhere those rules run, so a test, or the e2e stack
// through /dev/clock, moves time instead of sleeping. Security times (tokens, signed links, the owner
// and tracking links, rate limits, live events) keep the system clock: a moved clock never opens or
// closes a link.

export interface Clock {
  /** Now, for the practice `practiceId` (a practice's own offset, else every practice's). */
  now(practiceId?: string): Date;
}

/** The system's time: production's only clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock the dev stack can move (GET/PUT/DELETE /dev/clock): ahead or back by an offset, for every practice or one. */
export interface MovableClock extends Clock {
  /** Moves every practice's time by `offsetMs` from the system's, or only `practiceId`'s. */
  move(offsetMs: number, practiceId?: string): void;
  /** Back to the system's time, everywhere. */
  reset(): void;
  /** The offsets set: every practice's, and each practice's own. */
  offsets(): { everyPracticeMs: number; practicesMs: Record<string, number> };
}

export function createMovableClock(systemNow: () => number = Date.now): MovableClock {
  let everyPracticeMs = 0;
  const practicesMs = new Map<string, number>();
  return {
    now: (practiceId) => new Date(systemNow() + (practiceId !== undefined ? (practicesMs.get(practiceId) ?? everyPracticeMs) : everyPracticeMs)),
    move(offsetMs, practiceId) {
      if (practiceId === undefined) everyPracticeMs = offsetMs;
      else practicesMs.set(practiceId, offsetMs);
    },
    reset() {
      everyPracticeMs = 0;
      practicesMs.clear();
    },
    offsets: () => ({ everyPracticeMs, practicesMs: Object.fromEntries(practicesMs) }),
  };
}

export const isMovable = (clock: Clock): clock is MovableClock => 'move' in clock && 'reset' in clock && 'offsets' in clock;
