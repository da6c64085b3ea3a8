// The custody of a booking: its timeline (GET portal/booking/{id}/custody: every stage move and every
// scan of its pet tag, refused ones too, newest first) and the scans (GET portal/scan?tag=, POST
// portal/booking/{id}/scan). Each event is a link of a hash chain; the certificate of cremation's
// verification page says whether the chain is intact.
import type { ActorKind, MoveKind } from '@portal/contracts/domain/custody';
import type { ClinicScanAction, IdentityCheck, ScanAction, ScanInput, ScanRefusal } from '@portal/contracts/domain/custody-scan';

/** What kind of custody event: a stage move (the back office's, a submit), a scan, a refused scan. */
export type CustodyEventKind = 'move' | 'scan' | 'refused_scan';

/** What a scan recorded (for a refused scan, what it tried). */
export interface CustodyScanDto {
  action: ScanAction;
  /** SCAN_ACTION_LABELS: 'Handed to the driver'. */
  label: string;
  /** Where it was scanned: the practice's name, or 'Crematorium'. */
  place: string;
  /** The device's label as the Scan page or the back office gave it; null when none was given. */
  device: string | null;
  input: ScanInput | null;
  /** handed_to_driver: who handed the pet over, the driver, how many bags. */
  handed_over_by: string | null;
  driver_name: string | null;
  bag_count: number | null;
  /** collected_by_family: who collected the ashes and how they were checked. */
  collected_by: string | null;
  identity_check: IdentityCheck | null;
  /** remains_weighed: the cremated remains' weight in kg. */
  remains_weight_kg: number | null;
}

/** One custody event as portal-api answers it (its mapper returns exactly this). */
export interface CustodyEventDto {
  id: string;
  /** Its place in the booking's chain, from 1. */
  sequence: number;
  kind: CustodyEventKind;
  /** The stage it left; null for the booking's first stage. A scan that moved nothing: the stage it was scanned at. */
  from_stage: string | null;
  to_stage: string;
  /** When it happened (ISO 8601). */
  moved_at: string;
  /** A stage move: when the booking left `to_stage` (the next move), or null while it is still there. Null for a scan that moved nothing. */
  left_at: string | null;
  /** A stage move: seconds spent in `to_stage` (so far for the current stage; null once the booking has ended there). Null for a scan that moved nothing. */
  seconds_in_stage: number | null;
  actor: { kind: ActorKind; name: string };
  move: MoveKind;
  scan: CustodyScanDto | null;
  /** A refused scan: why, in the words the nurse was shown. */
  refusal: { reason: ScanRefusal; label: string; message: string } | null;
}

export interface CustodyEvent {
  id: string;
  sequence: number;
  kind: CustodyEventKind;
  fromStage: string | null;
  toStage: string;
  movedAt: string;
  current: boolean;
  secondsInStage: number | null;
  actor: { kind: ActorKind; name: string };
  move: MoveKind;
  scan: CustodyScanDto | null;
  refusal: CustodyEventDto['refusal'];
}

export function toCustodyEvent(dto: CustodyEventDto): CustodyEvent {
  return {
    id: dto.id,
    sequence: dto.sequence,
    kind: dto.kind,
    fromStage: dto.from_stage,
    toStage: dto.to_stage,
    movedAt: dto.moved_at,
    current: dto.kind !== 'refused_scan' && dto.from_stage !== dto.to_stage && dto.left_at === null,
    secondsInStage: dto.seconds_in_stage,
    actor: dto.actor,
    move: dto.move,
    scan: dto.scan,
    refusal: dto.refusal,
  };
}

/** GET portal/scan?tag=: the caller's booking a tag opens, and the one scan its stage allows. */
export interface ScanLookupDto {
  booking: {
    id: string;
    order_id_c: string;
    pet_first_name_c: string | null;
    service_type: string;
    order_stage_c: string;
  };
  /** The scan the booking's stage allows now, or null. */
  action: ClinicScanAction | null;
  action_label: string | null;
  /** Why nothing can be scanned now (null when an action is allowed). */
  reason: string | null;
}

/** POST portal/booking/{id}/scan 201: the event recorded, and the booking's stage after it. */
export interface ScanResultDto {
  event: CustodyEventDto;
  order_stage_c: string;
}

/**
 * A refused scan's 409 adds this to `errors` (beside `detail`, the message to show): the Scan page shows
 * a full-screen warning. The refusal is on the booking's timeline as `event_id`.
 */
export interface ScanRefusalErrorDto {
  reason: ScanRefusal;
  event_id: string;
}
