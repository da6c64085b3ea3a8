// The certificate of cremation (pure): when a booking may have one, and the custody steps it lists,
// from the booking's chain: the scans at each handover where there were scans, and the stage moves
// that say the same where there were none (a booking moved before scanning began). Its verification
// page shows these steps and nothing more.
import { familyProgress } from '@portal/contracts/domain/family-updates';
import { STAGES } from '@portal/contracts/domain/stages';
import { hasPetTag } from '@portal/contracts/domain/pet-tag';
import type { ScanAction } from '@portal/contracts/domain/custody-scan';
import type { CustodyEventKind } from '@portal/contracts/wire/custody';

/** An event of the chain as the steps read it (accepted and refused alike: refusals are left out here). */
export interface CertificateEvent {
  event_kind: CustodyEventKind;
  from_value: string | null;
  to_value: string;
  date_modified: string;
  scan_action: ScanAction | null;
  /** Where a scan was made: the practice's name or the crematorium. */
  place: string;
}

export interface CertificateStep {
  /** What happened, in the family's words. */
  label: string;
  /** When (ISO). */
  at: string;
  /** Where: the practice's name, 'Crematorium', or null when the record does not say. */
  place: string | null;
}

/** Whether the booking may have a certificate now: a pet cremated (its cremation complete), not cancelled. */
export function certificateRefusal(booking: { serviceTypeName: string; orderStage: string; pet: string | null }): string | undefined {
  const pet = booking.pet?.trim() || 'This pet';
  if (!hasPetTag(booking.serviceTypeName)) return 'This booking sends no pet for cremation, so it has no certificate of cremation.';
  if (booking.orderStage === STAGES.cancelled) return 'This booking was cancelled, so it has no certificate of cremation.';
  if ((familyProgress(booking.orderStage) ?? 0) < 2) return `${pet}'s cremation is not complete yet: the certificate can be printed once it is.`;
  return undefined;
}

/**
 * The custody steps, oldest first: the booking made, each handover scanned (the first of each kind),
 * and from the stage moves the cremation, and the collection and the ashes' return where no scan said them.
 */
export function certificateSteps(events: readonly CertificateEvent[], practice: string): CertificateStep[] {
  const accepted = events.filter((event) => event.event_kind !== 'refused_scan');
  const steps: CertificateStep[] = [];
  const firstReaching = (test: (stage: string) => boolean) => accepted.find((event) => event.from_value !== event.to_value && test(event.to_value));
  const scanned = (action: ScanAction) => accepted.find((event) => event.event_kind === 'scan' && event.scan_action === action);
  const add = (label: string, event: CertificateEvent | undefined, place: string | null) => {
    if (event) steps.push({ label, at: event.date_modified, place });
  };

  add(`Booked by ${practice}`, firstReaching((stage) => stage === STAGES.submitted), practice);
  const handed = scanned('handed_to_driver');
  if (handed) add(`Handed to the crematorium's driver at ${handed.place}`, handed, handed.place);
  else add(`Collected from ${practice}`, firstReaching((stage) => (familyProgress(stage) ?? 0) >= 1), null);
  const received = scanned('received_at_crematorium');
  add('Received at the crematorium', received, received?.place ?? null);
  const cremation = firstReaching((stage) => stage === 'In Cremation') ?? firstReaching((stage) => (familyProgress(stage) ?? 0) >= 2);
  add('Cremated', cremation, 'Crematorium');
  const back = scanned('ashes_received_at_clinic');
  add(`Ashes received back at ${back?.place ?? practice}`, back, back?.place ?? null);
  const collected = scanned('collected_by_family');
  if (collected) add(`Ashes collected by the family from ${collected.place}`, collected, collected.place);
  else add('Ashes returned to the family', firstReaching((stage) => (familyProgress(stage) ?? 0) >= 4), null);
  return steps;
}
