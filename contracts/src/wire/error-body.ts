import type { ScanRefusalErrorDto } from '@portal/contracts/wire/custody';

/** `detail` of an API error: a message, or for 422 a map of snake_case field name to message. */
export type ErrorDetail = string | Record<string, string>;

/**
 * The body of an API error: `{ errors: { detail } }` (portal-api answers every 4xx so); a refused scan's
 * 409 adds `refusal` (the Scan page's full-screen warning).
 */
export interface ApiErrorBody {
  errors?: { detail?: ErrorDetail; refusal?: ScanRefusalErrorDto };
}
