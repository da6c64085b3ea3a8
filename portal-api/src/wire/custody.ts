import type { CustodyEventDto, CustodyScanDto } from '@portal/contracts/wire/custody';
import { ACTOR_NAMES, moveKind, systemActor } from '@portal/contracts/domain/custody';
import { SCAN_ACTION_LABELS, SCAN_REFUSAL_LABELS } from '@portal/contracts/domain/custody-scan';
import type { CustodyRecord } from '../data/custody.ts';

const seconds = (from: string, to: Date) => Math.max(0, Math.round((to.getTime() - new Date(from).getTime()) / 1000));

type Event = CustodyRecord['events'][number];

/** Whether the event moved the booking to another stage (a refused scan never does). */
const movedStage = (event: Pick<Event, 'event_kind' | 'from_value' | 'to_value'>) =>
  event.event_kind !== 'refused_scan' && event.from_value !== event.to_value;

/** Where a scan was made, as the booking's practice sees it: its own name, the crematorium, or another practice (not named). */
const scanPlace = (event: Pick<Event, 'scan_practice_id' | 'scan_practice_name'>, practiceId: string) => {
  if (event.scan_practice_id === null) return ACTOR_NAMES.crematorium;
  return event.scan_practice_id === practiceId ? (event.scan_practice_name ?? ACTOR_NAMES.unknown) : 'Another practice';
};

function scanToWire(event: Event, practiceId: string): CustodyScanDto | null {
  if (event.scan_action === null) return null;
  return {
    action: event.scan_action,
    label: SCAN_ACTION_LABELS[event.scan_action],
    place: scanPlace(event, practiceId),
    device: event.scan_device,
    input: event.scan_input,
    handed_over_by: event.handed_over_by,
    driver_name: event.driver_name,
    bag_count: event.bag_count === null ? null : Number(event.bag_count),
    collected_by: event.collected_by,
    identity_check: event.identity_check,
    remains_weight_kg: event.remains_weight_kg === null ? null : Number(event.remains_weight_kg),
  };
}

/** Who made the event: a member of the booking's practice by name, a member of another practice unnamed, or the system. */
function actorOf(event: Event, practiceId: string): CustodyEventDto['actor'] {
  if (event.scan_practice_id !== null && event.scan_practice_id !== practiceId) return { kind: 'other_practice', name: ACTOR_NAMES.other_practice };
  const system = systemActor(event.created_by);
  const member = [event.first_name, event.last_name].filter(Boolean).join(' ');
  return system ? { kind: system, name: ACTOR_NAMES[system] } : member ? { kind: 'staff', name: member } : { kind: 'unknown', name: ACTOR_NAMES.unknown };
}

/**
 * The custody timeline, newest first: each event with its actor and, for a scan, what it recorded; a
 * refused scan with why. A stage move also has its kind (the shared rule) and the time the booking
 * spent in the stage it reached, until the next move or, for the current stage, until `now` (none once
 * the booking has ended there).
 */
export function custodyToWire(record: CustodyRecord, now: Date): CustodyEventDto[] {
  const { ended, events } = record;
  const timeline = events.map((event, i): CustodyEventDto => {
    const moved = movedStage(event);
    const leftAt = moved ? (events.slice(i + 1).find(movedStage)?.date_modified ?? null) : null;
    return {
      id: event.id,
      sequence: Number(event.seq),
      kind: event.event_kind,
      from_stage: event.from_value,
      to_stage: event.to_value,
      moved_at: event.date_modified,
      left_at: leftAt,
      seconds_in_stage: !moved ? null : leftAt !== null ? seconds(event.date_modified, new Date(leftAt)) : ended ? null : seconds(event.date_modified, now),
      actor: actorOf(event, record.practiceId),
      move: moved ? moveKind(event.from_value, event.to_value) : 'stay',
      scan: scanToWire(event, record.practiceId),
      refusal:
        event.refusal === null ? null : { reason: event.refusal, label: SCAN_REFUSAL_LABELS[event.refusal], message: event.refusal_message ?? SCAN_REFUSAL_LABELS[event.refusal] },
    };
  });
  return timeline.reverse();
}
