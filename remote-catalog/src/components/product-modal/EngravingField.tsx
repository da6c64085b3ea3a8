import { useId } from 'react';
import { engravingUsage, limitEngravingText, type EngravingLimits } from '@portal/shared/domain/catalog';
import { chakra, FormField, Stack, Text, Textarea } from '@portal/shared/ui';

export const ENGRAVING_REQUIRED = 'Please enter the engraving text.';

export interface EngravingFieldProps {
  limits: EngravingLimits;
  /** The product requires engraving: the box is ticked and cannot be unticked. */
  requiresEngraving: boolean;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  text: string;
  onText: (text: string) => void;
  error: string | undefined;
}

/**
 * The engraving textarea (spec 001 s5): 'Add engraving', then the text, capped at the product's lines
 * and characters per line on every change (extra text is cut), with 'x/y lines and x/y characters used'.
 */
export function EngravingField({ limits, requiresEngraving, ticked, onTick, text, onText, error }: EngravingFieldProps) {
  const hintId = useId();
  return (
    <Stack gap="3">
      <chakra.label display="flex" gap="2" alignItems="center" fontWeight="medium">
        <chakra.input
          type="checkbox"
          checked={ticked || requiresEngraving}
          disabled={requiresEngraving}
          aria-describedby={requiresEngraving ? `${hintId}-required` : undefined}
          onChange={(event) => onTick(event.target.checked)}
        />
        Add engraving
      </chakra.label>
      {requiresEngraving ? (
        <Text id={`${hintId}-required`} fontSize="sm" color="fg.muted" marginTop="-2" ms="6">
          This product requires engraving.
        </Text>
      ) : null}
      {ticked || requiresEngraving ? (
        <FormField
          label="Engraving text"
          required={requiresEngraving}
          error={error}
          helperText={
            <span aria-live="polite" data-testid="engraving-usage">
              {engravingUsage(text, limits)}
            </span>
          }
        >
          <Textarea
            value={text}
            rows={Math.min(Math.max(limits.maxLines, 2), 6)}
            onChange={(event) => onText(limitEngravingText(event.target.value, limits))}
          />
        </FormField>
      ) : null}
    </Stack>
  );
}
