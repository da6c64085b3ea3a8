import { Button, HStack } from '@portal/shared/ui';

/**
 * A practice form's buttons, at its end on the right: Cancel (when the form can be left) and the
 * submit button, which shows it is working while the form is sent.
 */
export function FormActions({
  submitLabel,
  submitting,
  disabled = false,
  onCancel,
}: {
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  onCancel?: () => void;
}) {
  return (
    <HStack justify="flex-end" gap="3">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" colorPalette="teal" loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
