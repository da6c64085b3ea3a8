import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { ApiError, invalidFields, notFound } from './api-error.ts';

/**
 * A missing key is reported by valibot with the enclosing object's message, by default 'Invalid key:
 * Expected "x" but received undefined': said in words instead, naming the field.
 */
function missingKeyInWords<T extends v.BaseIssue<unknown>>(issue: T): T {
  if (issue.kind !== 'schema' || issue.type !== 'object' || issue.input !== undefined || !issue.message.startsWith('Invalid key:')) return issue;
  const key = issue.path?.at(-1)?.key;
  return typeof key === 'string' ? { ...issue, message: `${key} is required` } : issue;
}

/** Field name -> first message, for every field with an issue; a body that is not an object is `body`. */
export function fieldErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Record<string, string> {
  const flat = v.flatten(issues.map(missingKeyInWords) as typeof issues);
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) {
    if (messages?.[0]) fields[field] = messages[0];
  }
  if (flat.root?.[0]) fields.body = flat.root[0];
  return fields;
}

const NUL = '\u0000';

/**
 * The fields (dot paths, as fieldErrors names them) whose text holds a NUL character: no field of the
 * portal's has a use for one, and PostgreSQL cannot store it in text (SQLite can), so it is refused
 * on both databases alike rather than failing on one.
 */
export function nulCharacterFields(value: unknown, at: string[] = []): Record<string, string> {
  const field = at.join('.') || 'body';
  if (typeof value === 'string') return value.includes(NUL) ? { [field]: `${field} must not contain a NUL character (U+0000)` } : {};
  if (value === null || typeof value !== 'object') return {};
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  const fields: Record<string, string> = {};
  for (const [key, child] of entries) {
    if (key.includes(NUL)) fields[field] = `${field} must not hold a key with a NUL character (U+0000)`;
    Object.assign(fields, nulCharacterFields(child, [...at, key]));
  }
  return fields;
}

/**
 * A NUL character in the URL (as %00), which PostgreSQL could not compare with any text: a path with
 * one names nothing there is (404), a query parameter with one is refused naming it (422).
 */
export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (/%00/.test(url.pathname)) throw notFound();
    const fields: Record<string, string> = {};
    for (const [name, value] of url.searchParams) {
      if (name.includes(NUL) || value.includes(NUL)) fields[name.replaceAll(NUL, '')] = `${name.replaceAll(NUL, '')} must not contain a NUL character (U+0000)`;
    }
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
    await next();
  };
}

/**
 * How deep a body's arrays and objects may nest. The portal's deepest body (a cart line's options
 * inside line_items) nests 4 deep; a body nested thousands deep would overflow the stack of whatever
 * walks it by recursion (the NUL check, the idempotency hash, valibot) and answer 500 (issue 29).
 */
export const JSON_MAX_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = `Request body must not nest arrays and objects more than ${JSON_MAX_DEPTH} deep`;

/** Whether `value` nests arrays and objects at most `max` deep, walked with a list of its own (no recursion, so any depth is safe). */
export function nestsWithin(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return false;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return true;
}

/**
 * The request body as JSON; 400 when it is not JSON or nests deeper than JSON_MAX_DEPTH. Every JSON
 * body is read here, so nothing else ever walks a body that deep.
 */
export async function jsonOf(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = (await c.req.json()) as unknown;
  } catch {
    throw new ApiError(400, 'Request body must be JSON');
  }
  if (!nestsWithin(body, JSON_MAX_DEPTH)) throw new ApiError(400, JSON_TOO_DEEP_MESSAGE);
  return body;
}

/** Parses the JSON body against a schema; throws 400 for bad JSON and 422 naming every bad field. */
export async function validBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const body = await jsonOf(c);
  const nulFields = nulCharacterFields(body);
  const result = v.safeParse(schema, body);
  if (!result.success) throw invalidFields({ ...nulFields, ...fieldErrors(result.issues) });
  if (Object.keys(nulFields).length > 0) throw invalidFields(nulFields);
  return result.output;
}
