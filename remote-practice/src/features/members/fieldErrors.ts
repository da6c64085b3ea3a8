import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorDetail, HTTPError } from '@portal/shared/api';

/** The default failure alert (spec 001 s8). */
export const DEFAULT_FAILURE = 'Something went wrong. Please verify the information and try again.';

/** Puts a 422's field messages (snake_case wire names) on the form's fields; returns whether it did. */
export async function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: Record<string, Path<T>>,
  setError: UseFormSetError<T>,
): Promise<boolean> {
  const detail = await errorDetail(error);
  if (!detail || typeof detail === 'string') return false;
  let shown = false;
  for (const [wire, message] of Object.entries(detail)) {
    const field = fields[wire];
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}

/** What to tell the person when a save failed otherwise: the API's reason for a refusal (403), or the default. */
export async function failureMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError && error.response.status === 403) {
    const detail = await errorDetail(error);
    if (typeof detail === 'string' && detail) return detail;
  }
  return DEFAULT_FAILURE;
}
