// GET portal/booking/{id}/custody (issue 19 item 2): the booking's stage moves, newest first, each
// with who moved it and how long the booking stayed in the stage it reached.
import type { ActorKind, MoveKind } from '@portal/contracts/domain/custody';

/** One stage move as portal-api answers it (its mapper returns exactly this). */
export interface CustodyEventDto {
  id: string;
  /** The stage it left; null for the booking's first stage. */
  from_stage: string | null;
  to_stage: string;
  /** When it reached `to_stage` (ISO 8601). */
  moved_at: string;
  /** When it left `to_stage` (the next move), or null while it is still there. */
  left_at: string | null;
  /** Seconds spent in `to_stage`: until it left, or so far for the current stage; null once the booking has ended there. */
  seconds_in_stage: number | null;
  actor: { kind: ActorKind; name: string };
  move: MoveKind;
}

export interface CustodyEvent {
  id: string;
  fromStage: string | null;
  toStage: string;
  movedAt: string;
  current: boolean;
  secondsInStage: number | null;
  actor: { kind: ActorKind; name: string };
  move: MoveKind;
}

export function toCustodyEvent(dto: CustodyEventDto): CustodyEvent {
  return {
    id: dto.id,
    fromStage: dto.from_stage,
    toStage: dto.to_stage,
    movedAt: dto.moved_at,
    current: dto.left_at === null,
    secondsInStage: dto.seconds_in_stage,
    actor: dto.actor,
    move: dto.move,
  };
}
