import type { CustodyEventDto } from '@portal/contracts/wire/custody';
import { ACTOR_NAMES, moveKind, systemActor } from '@portal/contracts/domain/custody';
import type { CustodyRecord } from '../data/custody.ts';

const seconds = (from: string, to: Date) => Math.max(0, Math.round((to.getTime() - new Date(from).getTime()) / 1000));

type Event = CustodyRecord['events'][number];

/**
 * Events in time order (as the database gave them); moves recorded at the same instant follow the
 * chain of stages (each leaves the stage the one before reached), not the order of their random ids.
 */
function inChainOrder(events: readonly Event[]): Event[] {
  const ordered: Event[] = [];
  const rest = [...events];
  while (rest.length > 0) {
    const first = rest[0] as Event;
    const previous = ordered.at(-1);
    const sameInstant = rest.filter((event) => event.date_modified === first.date_modified);
    const next = sameInstant.find((event) => (previous ? event.from_value === previous.to_value : event.from_value === null)) ?? first;
    ordered.push(next);
    rest.splice(rest.indexOf(next), 1);
  }
  return ordered;
}

/**
 * The custody timeline, newest first: each move with its actor, its kind (the shared rule) and the
 * time the booking spent in the stage it reached, until the next move or, for the current stage, until
 * `now` (none once the booking has ended there).
 */
export function custodyToWire(record: CustodyRecord, now: Date): CustodyEventDto[] {
  const { ended } = record;
  const events = inChainOrder(record.events);
  const timeline = events.map((event, i): CustodyEventDto => {
    const leftAt = events[i + 1]?.date_modified ?? null;
    const system = systemActor(event.created_by);
    const member = [event.first_name, event.last_name].filter(Boolean).join(' ');
    return {
      id: event.id,
      from_stage: event.from_value,
      to_stage: event.to_value,
      moved_at: event.date_modified,
      left_at: leftAt,
      seconds_in_stage: leftAt !== null ? seconds(event.date_modified, new Date(leftAt)) : ended ? null : seconds(event.date_modified, now),
      actor: system ? { kind: system, name: ACTOR_NAMES[system] } : member ? { kind: 'staff', name: member } : { kind: 'unknown', name: ACTOR_NAMES.unknown },
      move: moveKind(event.from_value, event.to_value),
    };
  });
  return timeline.reverse();
}
