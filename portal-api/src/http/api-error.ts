import type { ApiErrorBody, ErrorDetail } from '@portal/contracts/wire/error-body';
import type { ScanRefusalErrorDto } from '@portal/contracts/wire/custody';

/** An error answered as `{ errors: { detail } }` with its status; anything else is a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422,
    readonly detail: ErrorDetail,
    /** A refused scan (409): why, and its event on the booking's timeline, beside the message. */
    readonly refusal?: ScanRefusalErrorDto,
  ) {
    super(typeof detail === 'string' ? detail : 'Invalid fields');
    this.name = 'ApiError';
  }
}

export const unauthorized = () => new ApiError(401, 'Unauthorized');
export const forbidden = (detail: string) => new ApiError(403, detail);
export const notFound = () => new ApiError(404, 'Not found');
export const invalidFields = (fields: Record<string, string>) => new ApiError(422, fields);

export function errorBody(detail: ErrorDetail, refusal?: ScanRefusalErrorDto): ApiErrorBody {
  return { errors: { detail, ...(refusal ? { refusal } : {}) } };
}
