import { useId } from 'react';
import { characterCount, fitLine, oneLine } from '@portal/contracts/domain/engraving-fit';
import {
  ENGRAVING_TEXT_FIELDS,
  FONT_FACES,
  FONT_SIZES,
  type CustomTextErrors,
  type EngravingFont,
  type EngravingFontSize,
  type EngravingTextField,
  type EngravingTextLimits,
  type EngravingTextLine,
} from '@portal/contracts/domain/engraving';
import { FormField, Input, NativeSelect, SimpleGrid, Stack, TextFitNote, chakra } from '@portal/shared/ui';
import type { ArtworkWords } from '../artworkWords';
import type { DrawnFit } from '../preview/draw';

/** What the field says when the preview cannot draw its line as typed (issue 15, item 3). */
export function drawnFitMessage(label: string, fit: DrawnFit): string {
  return fit === 'squeezed'
    ? `${label} is drawn narrower than typed to fit the plaque: choose a smaller size or shorter text.`
    : `${label} runs past the edge of the plaque at this size and is cut off: choose a smaller size.`;
}

export interface CustomiseTextStepProps {
  lines: Record<EngravingTextField, EngravingTextLine>;
  limits: EngravingTextLimits;
  /** The flags shown (after a Next that found them). */
  errors: CustomTextErrors;
  onChange: (field: EngravingTextField, line: EngravingTextLine) => void;
  /** The lines the preview draws squeezed or cut (`useDrawnFit`); each field says so. */
  drawn?: Partial<Record<EngravingTextField, DrawnFit>>;
  /** Staff's or the owner's words for the lines and their fields. */
  words: ArtworkWords;
}

/**
 * Spec 001 s5, Customise text: pet name (max 11), text line 1 and line 2 (max 29 each, or the plaque's
 * smaller maxima), each with a font face and a font size. The text stays as typed or pasted: past its
 * limit it is not cut; the field says what does not fit (and when it is full) as it is typed, and Next
 * waits until it fits (`fitLine`, the check `customTextErrors` makes too). A line the preview can only
 * draw narrower than typed, or cut off at the plaque's edge, is flagged beside its field too: the
 * drawing never changes text silently. That flag informs and does not hold Next (the characters are
 * within the spec's limits; the drawing's width depends on the browser's font metrics, which portal-api
 * cannot check, and the owner sees and approves the drawing itself).
 */
export function CustomiseTextStep({ lines, limits, errors, onChange, drawn = {}, words }: CustomiseTextStepProps) {
  const id = useId();
  return (
    <Stack gap="5">
      {ENGRAVING_TEXT_FIELDS.map((field) => {
        const line = lines[field];
        const label = words.lines[field];
        const max = limits[field];
        const fit = fitLine(label, line.text, max);
        const noteId = `${id}-${field}-fit`;
        const drawnFit = drawn[field];
        return (
          <chakra.fieldset key={field} borderWidth="1px" borderColor="border" borderRadius="md" padding="3" minWidth="0">
            <chakra.legend fontWeight="semibold" paddingX="1">
              {label}
            </chakra.legend>
            <Stack gap="3">
              {/* What does not fit is said under the field as it is typed; a Next's flag would say it twice. */}
              <FormField label={words.textLabel(label)} error={fit.fits ? errors[`${field}.text`] : undefined} invalid={!fit.fits}>
                <Input
                  name={`${field}.text`}
                  value={line.text}
                  autoComplete="off"
                  aria-describedby={noteId}
                  onChange={(event) => onChange(field, { ...line, max, text: oneLine(event.target.value) })}
                />
                <TextFitNote
                  id={noteId}
                  usage={`${characterCount(line.text)}/${max} characters`}
                  fit={fit}
                  warnings={drawnFit && fit.fits ? [drawnFitMessage(label, drawnFit)] : []}
                />
              </FormField>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <FormField label={words.fontLabel(label)} error={errors[`${field}.font`]}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name={`${field}.font`}
                      value={line.font}
                      onChange={(event) => onChange(field, { ...line, font: event.target.value as EngravingFont | '' })}
                    >
                      <option value="">Choose a font</option>
                      {FONT_FACES.map((font) => (
                        <option key={font} value={font}>
                          {font}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={words.sizeLabel(label)} error={errors[`${field}.size`]}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name={`${field}.size`}
                      value={String(line.size)}
                      onChange={(event) =>
                        onChange(field, { ...line, size: event.target.value ? (Number(event.target.value) as EngravingFontSize) : '' })
                      }
                    >
                      <option value="">Choose a size</option>
                      {FONT_SIZES.map((size) => (
                        <option key={size} value={size}>
                          {size} pt
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
            </Stack>
          </chakra.fieldset>
        );
      })}
    </Stack>
  );
}
