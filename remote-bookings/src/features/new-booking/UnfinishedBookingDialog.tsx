import { useRef } from 'react';
import { serviceTypeLabel } from '@portal/contracts/wire/service-types';
import type { BookingDraft } from '@portal/shared/booking-draft';
import { formatDateTime } from '@portal/contracts/domain/dates';
import { Button, Modal, Stack, Text } from '@portal/shared/ui';

/** How the chooser names an unfinished booking: its pet, when the pet has a name. */
export function unfinishedBookingName(draft: BookingDraft): string {
  const pet = draft.details?.pet.firstName.trim();
  return pet ? `${pet}'s booking` : 'the unfinished booking';
}

/** What the booking is, when and by whom it was started: 'private cremation, VP-100023, started 14:02 27-Nov-2026 by Nurse Jo Bell'. */
export function unfinishedBookingFacts(draft: BookingDraft): string {
  const started = formatDateTime(draft.startedAt);
  return [
    draft.serviceTypeName ? serviceTypeLabel(draft.serviceTypeName) : null,
    draft.orderId,
    started || draft.staffName.trim() ? `started${started ? ` ${started}` : ''}${draft.staffName.trim() ? ` by ${draft.staffName.trim()}` : ''}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export interface UnfinishedBookingDialogProps {
  draft: BookingDraft;
  /** The service type of the option chosen on the chooser. */
  chosenServiceTypeName: string;
  onContinue: () => void;
  onStartNew: () => void;
  onClose: () => void;
}

/**
 * Asked when "New Booking" finds this browser's unfinished booking of the same kind (issue 31): one is
 * never reopened, or dropped, without the person choosing. Each choice says what it does to the
 * unfinished one; continuing is the choice that loses nothing, so it has the focus.
 */
export function UnfinishedBookingDialog({ draft, chosenServiceTypeName, onContinue, onStartNew, onClose }: UnfinishedBookingDialogProps) {
  const continueButton = useRef<HTMLButtonElement>(null);
  const name = unfinishedBookingName(draft);
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  const staff = draft.staffName.trim();
  // Two options share a wizard (the packages): continuing keeps the unfinished booking's service type.
  const otherService =
    draft.serviceTypeName && draft.serviceTypeName.trim().toLowerCase() !== chosenServiceTypeName.trim().toLowerCase() ? serviceTypeLabel(draft.serviceTypeName) : null;
  return (
    <Modal open onClose={onClose} title={`Continue ${name}?`} role="alertdialog" initialFocus={continueButton}>
      <Stack gap="4">
        <Text>
          {capitalised} ({unfinishedBookingFacts(draft)}) is not finished.
        </Text>
        <Stack gap="1">
          <Button ref={continueButton} colorPalette="teal" onClick={onContinue}>
            Continue {name}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            It opens where it was left{staff ? `, still booked by ${staff}` : ''}.
            {otherService ? ` It stays a ${otherService}, not the ${serviceTypeLabel(chosenServiceTypeName)} just chosen.` : ''}
          </Text>
        </Stack>
        <Stack gap="1">
          <Button variant="outline" onClick={onStartNew}>
            Start a new booking
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {draft.orderId
              ? `The new booking starts blank. ${draft.orderId} stays in View Bookings/Orders, unsubmitted, to be opened from there.`
              : `The new booking starts blank, and what was typed for ${name} is discarded: it was never saved.`}
          </Text>
        </Stack>
      </Stack>
    </Modal>
  );
}
