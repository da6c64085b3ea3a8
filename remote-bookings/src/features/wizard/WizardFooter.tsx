import { useRef, useState } from 'react';
import type { CancelOutcome } from '@portal/contracts/domain/wizard';
import { useLeaveGuard } from '@portal/shared/leave-guard';
import { Button, HStack, LeaveDialog, VisuallyHidden } from '@portal/shared/ui';
import { DETAILS_FORM_ID } from './DetailsStep';
import { SAVING_LABEL, SUBMITTING_LABEL } from './wizardMessages';

export interface WizardFooterProps {
  /** What Cancel would lose, asked first; null leaves at once. */
  cancelling: CancelOutcome | null;
  onLeave: () => void;
  onPrevious: () => void;
  /** Next on a step other than the details (whose Next submits its form). */
  onNext: () => void;
  /** The details step is on screen: Next submits its form. */
  detailsStep: boolean;
  /** The confirmation step is on screen: Next submits the booking. */
  confirmation: boolean;
  nextLabel: string;
  busy: boolean;
  /** Part of the step is still loading (the confirmation's cart): Next waits for it. */
  waiting?: boolean;
}

/** The wizard's bottom bar: Cancel (asking first when something would be lost), Previous and Next. */
export function WizardFooter({ cancelling, onLeave, onPrevious, onNext, detailsStep, confirmation, nextLabel, busy, waiting = false }: WizardFooterProps) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  // The host's Logout leaves too: it asks what Cancel asks (issue 31 item 6).
  useLeaveGuard(cancelling);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const busyLabel = confirmation ? SUBMITTING_LABEL : SAVING_LABEL;
  return (
    <HStack justify="space-between" borderTopWidth="1px" pt="4">
      <Button variant="ghost" onClick={() => (cancelling ? setConfirmCancel(true) : onLeave())} ref={cancelButton}>
        Cancel
      </Button>
      {cancelling ? (
        <LeaveDialog question={cancelling} open={confirmCancel} onLeave={onLeave} onStay={() => setConfirmCancel(false)} returnFocusTo={cancelButton} />
      ) : null}
      {/* Said while a save or submit waits for the portal (the button shows it too). */}
      <VisuallyHidden role="status">{busy ? (confirmation ? 'Submitting the booking…' : 'Saving the booking…') : ''}</VisuallyHidden>
      <HStack>
        <Button variant="outline" onClick={onPrevious} disabled={busy}>
          Previous
        </Button>
        {detailsStep ? (
          <Button type="submit" form={DETAILS_FORM_ID} colorPalette="teal" loading={busy} loadingText={busyLabel}>
            {nextLabel}
          </Button>
        ) : (
          <Button colorPalette="teal" onClick={onNext} loading={busy} loadingText={busyLabel} disabled={waiting}>
            {nextLabel}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}
