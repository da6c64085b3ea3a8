import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorDetail } from '@portal/shared/api';

/**
 * Puts a 422's field messages (snake_case wire names) on the form's fields; returns whether it did.
 * Other failures are only logged (spec 001 s8: member update failures show no message).
 */
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
