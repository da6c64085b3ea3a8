import type { FieldErrors, FieldValues } from 'react-hook-form';

/** A message under a field: where it is ('owner.addressText', 'instructions.0.description'), what it says, who said it. */
export interface ShownError {
  path: string;
  message: string;
  /** 'server' for a 422 the server named; anything else is the form's own rules (the resolver's 'raw_check', or 'validate'). */
  type: string;
}

/** The messages react-hook-form holds, flat. */
export function shownErrors<T extends FieldValues>(errors: FieldErrors<T>): ShownError[] {
  const found: ShownError[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && typeof type === 'string') {
      found.push({ path, message, type });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'root') continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return found;
}

/**
 * What to do with the messages the form's own rules showed, now that the values changed: a message
 * whose field is valid now goes (e.g. 'Collection Address is required' once an address is picked, or
 * the breed's 'Pet type should be selected first' once a type is chosen), one whose rule now says
 * something else says that. Fields showing nothing get no message before the next submit, and a
 * server's message stays until its own field changes.
 */
export function staleErrorChanges(shown: ShownError[], now: Record<string, string>): { clear: string[]; update: [string, string][] } {
  const clear: string[] = [];
  const update: [string, string][] = [];
  for (const { path, message, type } of shown) {
    if (type === 'server') continue;
    const next = now[path];
    if (next === undefined) clear.push(path);
    else if (next !== message) update.push([path, next]);
  }
  return { clear, update };
}
