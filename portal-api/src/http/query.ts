import { invalidFields } from './api-error.ts';

/** A whole-number query parameter (page, page_size): `fallback` when absent or empty, 422 when not whole. */
export function wholeNumber(value: string | undefined, field: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number)) throw invalidFields({ [field]: `${field} must be a whole number` });
  return number;
}
