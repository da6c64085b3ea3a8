// The custody timeline (issue 19 item 2): each stage move of a booking, with what kind of move it was
// and how long the booking stayed in the stage it reached, and each scan of its pet tag (accepted or
// refused: domain/custody-scan). Pure rules, used by portal-api (which answers the timeline) and the
// details page (which words it).
import { FINAL_STAGES, STAGES, TRACKER_STEPS, USUAL_PATH } from './stages';

/**
 * - `created`: the booking's first stage (no stage before it).
 * - `forward`: on along the usual path, or into or out of a side stage of the same tracker step (On Hold).
 * - `back`: to a stage earlier than the one it left (an earlier tracker step, or an earlier stage of the
 *   usual path within one step).
 * - `correction`: a booking that had ended (completed or cancelled) moved again, or a move to the
 *   stage it was already at.
 * - `stay`: an event that moved nothing (a scan at the booking's stage, a refused scan).
 */
export type MoveKind = 'created' | 'forward' | 'back' | 'correction' | 'stay';

/** Where a stage sits: unsubmitted, submitted, then the tracker's steps; undefined for Cancelled or an unknown stage. */
function stepRank(stage: string): number | undefined {
  if (stage === STAGES.unsubmitted) return 0;
  if (stage === STAGES.submitted) return 1;
  // Collected but waiting for its details: the tracker's Collection step.
  if (stage === STAGES.pendingDetails) return 2;
  const step = TRACKER_STEPS.findIndex(({ stages }) => (stages as readonly string[]).includes(stage));
  return step === -1 ? undefined : step + 2;
}

/** What kind of move a stage change was (table-tested in custody.test.ts). */
export function moveKind(from: string | null, to: string): MoveKind {
  if (from === null) return 'created';
  if (from === to || FINAL_STAGES.includes(from)) return 'correction';
  if (to === STAGES.cancelled) return 'forward';
  const fromRank = stepRank(from);
  const toRank = stepRank(to);
  if (fromRank === undefined || toRank === undefined) return 'correction';
  if (toRank !== fromRank) return toRank < fromRank ? 'back' : 'forward';
  const fromPath = USUAL_PATH.indexOf(from);
  const toPath = USUAL_PATH.indexOf(to);
  // A side stage of a step (On Hold, Ashes in Library) is neither before nor after its step's others.
  return fromPath !== -1 && toPath !== -1 && toPath < fromPath ? 'back' : 'forward';
}

/** The words the details page puts beside a move that is not the usual way forward. */
export const MOVE_LABELS: Record<MoveKind, string | undefined> = {
  created: undefined,
  forward: undefined,
  back: 'Moved back',
  correction: 'Correction',
  stay: undefined,
};

/** How long a booking stayed in a stage, as people say it: '45 min', '3 h 20 min', '2 days 4 h'; under a minute is '< 1 min'. */
export function formatStageDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return '< 1 min';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} ${days === 1 ? 'day' : 'days'} ${hours} h` : `${days} ${days === 1 ? 'day' : 'days'}`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** Who moved a booking, from an order event's created_by: a member's contact id, or the system that did it. */
export type ActorKind = 'staff' | 'back_office' | 'crematorium' | 'portal' | 'other_practice' | 'unknown';

/** The actor the back-office command records itself as (order_events.created_by). */
export const BACK_OFFICE_ACTOR = 'back office';

/** The actor the crematorium's scans record themselves as (the back office's `scan`; the seed's moves too). */
export const CREMATORIUM_ACTOR = 'crematorium';

/** The name shown for an actor that is not a member. */
export const ACTOR_NAMES: Record<Exclude<ActorKind, 'staff'>, string> = {
  back_office: 'Back office',
  crematorium: 'Crematorium',
  portal: 'Vet portal',
  other_practice: 'A member of another practice',
  unknown: 'Not recorded',
};

/** An actor of created_by that is not a member's contact id (the seed's 'crematorium' and 'portal', the back office). */
export function systemActor(createdBy: string | null): Exclude<ActorKind, 'staff'> | undefined {
  if (createdBy === null || createdBy === '') return 'unknown';
  if (createdBy === BACK_OFFICE_ACTOR) return 'back_office';
  if (createdBy === CREMATORIUM_ACTOR) return 'crematorium';
  if (createdBy === 'portal') return 'portal';
  return undefined;
}

/**
 * A stage as the timeline names it: the portal's own two stages by the words its status badge uses
 * ("Unsubmitted", "Submitted"), every crematorium stage by its own name.
 */
export function custodyStageName(stage: string): string {
  if (stage === STAGES.unsubmitted) return 'Unsubmitted';
  if (stage === STAGES.submitted) return 'Submitted';
  return stage;
}
