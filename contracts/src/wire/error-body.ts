
/** `detail` of an API error: a message, or for 422 a map of snake_case field name to message. */
export type ErrorDetail = string | Record<string, string>;

/** The body of an API error: `{ errors: { detail } }` (portal-api answers every 4xx so). */
export interface ApiErrorBody {
  errors?: { detail?: ErrorDetail };
}
