import { useId } from 'react';
import { CONFIRMATION_MESSAGES, CONFIRMATION_REASON_MAX } from '@portal/contracts/domain/family-confirmation';
import { Box, chakra, FormField, Stack, Text, Textarea } from '@portal/shared/ui';

export const SKIP_CONFIRMATION_LABEL = 'Don’t ask this family to confirm';
export const SKIP_REASON_LABEL = 'Why not ask the family?';
export const SKIP_REASON_REQUIRED = CONFIRMATION_MESSAGES.reasonRequired;

export interface SkipChoice {
  skip: boolean;
  reason: string;
  /** Shown after a submit tried without a reason. */
  error?: string;
}

export const NO_SKIP: SkipChoice = { skip: false, reason: '' };

/**
 * At the submit of a booking with the owner's mobile (issue 36): the family will be texted a link to
 * confirm what will be done (when the practice asks families to), unless the nurse says not to, with a
 * reason that is kept with the booking. Outside the confirmation's screenshot: it is not part of the booking.
 */
export function FamilyConfirmationChoice({ ownerFirstName, choice, onChange, disabled }: { ownerFirstName: string; choice: SkipChoice; onChange: (choice: SkipChoice) => void; disabled: boolean }) {
  const hintId = useId();
  const owner = ownerFirstName.trim() || 'The owner';
  return (
    <Box as="section" aria-label="Family confirmation" borderWidth="1px" rounded="md" p="4" bg="bg">
      <Stack gap="3">
        <Text id={hintId}>
          When you submit, {owner} will be texted a private link to check what will be done and confirm it, if your practice asks families to
          confirm. If they say something is not right, the booking waits before the cremation until it is put right.
        </Text>
        <chakra.label display="flex" gap="2" alignItems="center" fontWeight="medium">
          <chakra.input
            type="checkbox"
            checked={choice.skip}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) => onChange({ skip: event.target.checked, reason: choice.reason })}
          />
          {SKIP_CONFIRMATION_LABEL}
        </chakra.label>
        {choice.skip ? (
          <FormField label={SKIP_REASON_LABEL} required error={choice.error} helperText="Kept with the booking, for example: the owner asked not to be texted.">
            <Textarea
              value={choice.reason}
              maxLength={CONFIRMATION_REASON_MAX}
              rows={2}
              disabled={disabled}
              onChange={(event) => onChange({ skip: true, reason: event.target.value })}
            />
          </FormField>
        ) : null}
      </Stack>
    </Box>
  );
}
