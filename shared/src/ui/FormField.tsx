import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';

export interface FormFieldProps {
  label: ReactNode;
  /** The message shown under the field when it is invalid; announced to screen readers. */
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  /** Marks the field invalid without an error text of its own (its message is shown elsewhere, e.g. a TextFitNote). */
  invalid?: boolean;
  children: ReactNode;
}

/** A labelled field with its error text, the one field pattern of every form in the portal. */
export function FormField({ label, error, helperText, required, invalid, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error) || Boolean(invalid)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {/* Read at the body's size less one step, never the kit's 12 px: what a field takes is read on a phone too (issue 32 item 4). */}
      {helperText && !error ? <Field.HelperText fontSize="sm">{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
