import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, invalidFields } from './api-error.ts';

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

/** Parses the JSON body against a schema; throws 400 for bad JSON and 422 naming every bad field. */
export async function validBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'Request body must be JSON');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw invalidFields(fieldErrors(result.issues));
  return result.output;
}
