import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { FitReport } from '@portal/contracts/domain/engraving-fit';

export interface TextFitNoteProps {
  /** The note's id: the field names it in its `aria-describedby`. */
  id: string;
  /** How much is used ('x/y lines and x/y characters used', 'x/y characters'). */
  usage: string;
  /** What `fitEngravingText` or `fitLine` found. */
  fit: FitReport;
  /** The test id of the usage line. */
  usageTestId?: string;
  /** What the person should know but need not change, e.g. that the preview draws a line narrower to fit. */
  warnings?: string[];
}

/**
 * Under an engraving text field: how much is used, then what does not fit (in the error colour) or that
 * a line is full, and any warning (in a dark orange: it informs, it does not block). The field names the whole note in `aria-describedby`, so it is read with the field;
 * the messages sit in a polite live region (always there, so a change is announced as it is typed or
 * pasted), while the count is only read on focus.
 */
export function TextFitNote({ id, usage, fit, usageTestId, warnings = [] }: TextFitNoteProps) {
  return (
    <Box id={id} fontSize="sm" marginTop="1.5">
      <Text color="fg.muted" data-testid={usageTestId}>
        {usage}
      </Text>
      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="text-fit">
        {fit.problems.map((problem) => (
          <Text key={problem} color="fg.error" fontWeight="medium" data-fit="problem">
            {problem}
          </Text>
        ))}
        {fit.notes.map((note) => (
          <Text key={note} color="fg.muted" data-fit="note">
            {note}
          </Text>
        ))}
        {warnings.map((warning) => (
          <Text key={warning} color="orange.800" fontWeight="medium" data-fit="warning">
            {warning}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
