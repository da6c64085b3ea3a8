// One way for every form to show what the server refused: a 422 names fields in the wire's words
// (`{ errors: { detail: { first_name: '...' } } }`); each named field the form has gets its message,
// the first one the focus. Whatever is left is the page's to say in one alert (DEFAULT_FAILURE, or the
// server's own reason); an alert that names the fields names them by the page's labels, never the wire's.
import { errorDetail, HTTPError } from '@portal/shared/api';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';

/** A server (wire) field name -> the form field that shows its message; a function for names with an index. */
export type WireToField<F extends string> = Readonly<Record<string, F>> | ((wire: string) => F | undefined);

/** A server (wire) field name -> the label the page shows that field with; a function for names with an index. */
export type WireToLabel = WireToField<string>;

/** The lookup of a WireToField (only a map's own names). */
const lookup = <F extends string>(wireToField: WireToField<F>) =>
  typeof wireToField === 'function' ? wireToField : (wire: string) => (Object.hasOwn(wireToField, wire) ? wireToField[wire] : undefined);

/** The field messages of a 422 (`errors.detail` as a map), in the server's order; undefined when it named no fields. */
async function fieldMessages(error: unknown): Promise<[wire: string, message: unknown][] | undefined> {
  const detail = await errorDetail(error);
  return detail && typeof detail === 'object' ? Object.entries(detail) : undefined;
}

/** react-hook-form's `setError`, as this module calls it (so `form.setError` is passed as it is). */
export type SetFieldError<F extends string> = (name: F, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void;

/**
 * Puts a 422's field messages on the form's fields (type 'server'), focusing the first; returns whether
 * it put any. Fields the form does not have are left to the caller's alert.
 */
export async function applyServerFieldErrors<F extends string>(
  error: unknown,
  wireToField: WireToField<NoInfer<F>>,
  setError: SetFieldError<F>,
): Promise<boolean> {
  const fieldOf = lookup(wireToField);
  let shown = false;
  for (const [wire, message] of (await fieldMessages(error)) ?? []) {
    const field = fieldOf(wire);
    if (!field || typeof message !== 'string') continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** What to tell the person when a save failed otherwise: the API's reason for a refusal (403), or the default. */
export async function refusalMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError && error.response.status === 403) {
    const detail = await errorDetail(error);
    if (typeof detail === 'string' && detail) return detail;
  }
  return DEFAULT_FAILURE;
}

/**
 * A 422's field messages for the page's alert, each named by the label the page shows its field with
 * ('Pet first name: Pet first name must be at most 100 characters'); a field the page has no label for
 * is said by its message alone (a wire name means nothing to the person). Undefined when the failure
 * named no fields.
 */
export async function labelledFieldMessages(error: unknown, wireToLabel: WireToLabel): Promise<string[] | undefined> {
  const messages = await fieldMessages(error);
  if (!messages) return undefined;
  const labelOf = lookup(wireToLabel);
  return messages.flatMap(([wire, message]) => {
    if (typeof message !== 'string') return [];
    const label = labelOf(wire);
    return [label ? `${label}: ${message}` : message];
  });
}
