import { useId } from 'react';
import { engravingLines, engravingUsage, fitEngravingText, type EngravingLimits } from '@portal/contracts/domain/engraving-fit';
import { chakra, FormField, Stack, Text, Textarea, TextFitNote } from '@portal/shared/ui';

export const ENGRAVING_REQUIRED = 'Please enter the engraving text.';
/** The add's summary while the text does not fit (the field says where). */
export const ENGRAVING_DOES_NOT_FIT = 'The engraving text does not fit this product. Please shorten it where the field says.';

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
 * The engraving textarea (spec 001 s5): 'Add engraving', then the text with 'x/y lines and x/y
 * characters used'. The text stays exactly as typed or pasted: a line past the product's max lines or
 * characters is not cut or moved onto another line (issue 14: a third line was glued onto the second),
 * the field says which line does not fit, and the add waits until it does (`fitEngravingText`).
 */
export function EngravingField({ limits, requiresEngraving, ticked, onTick, text, onText, error }: EngravingFieldProps) {
  const hintId = useId();
  const noteId = `${hintId}-fit`;
  const fit = fitEngravingText(text, limits);
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
        <FormField label="Engraving text" required={requiresEngraving} error={error} invalid={!fit.fits}>
          <Textarea
            value={text}
            // Room for the product's lines, and for every line typed past them (up to 6), so none scrolls out of sight.
            rows={Math.min(Math.max(limits.maxLines, engravingLines(text).length, 2), 6)}
            aria-describedby={noteId}
            onChange={(event) => onText(event.target.value)}
          />
          <TextFitNote id={noteId} usage={engravingUsage(text, limits)} fit={fit} usageTestId="engraving-usage" />
        </FormField>
      ) : null}
    </Stack>
  );
}
