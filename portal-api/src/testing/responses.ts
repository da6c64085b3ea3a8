import { expect } from 'vitest';

/** The `data` of an answer, after checking its status (the body is shown when it is not the one expected). */
export async function dataOf<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.data;
}

/** The `errors.detail` of a 422 (the fields named, with their messages). */
export async function invalidFieldsOf(response: Response): Promise<unknown> {
  expect(response.status).toBe(422);
  return ((await response.json()) as { errors: { detail: unknown } }).errors.detail;
}
