// One way to write a JSON value, for the places that compare or hash what a value says rather than how
// it was written: portal-api's Idempotency-Key request hash, the wizard draft's 'same details' check and
// the engraving versions' 'same artwork' check.

/**
 * A JSON value written one way only: object keys sorted at every depth, no spaces. Two bodies that say
 * the same thing (keys in another order, other white space, the number 12.50 for 12.5) are written alike.
 * Written from a list of its own rather than by recursion, so no depth of nesting overflows the stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // What is still to write, the next last: a value, or text written as it is (brackets, commas, keys).
  const pending: ({ value: unknown } | string)[] = [{ value }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === 'string') {
      out.push(next);
      continue;
    }
    const item = next.value;
    if (item === null || typeof item !== 'object') {
      out.push(JSON.stringify(item) ?? 'null');
      continue;
    }
    const parts: ({ value: unknown } | string)[] = [];
    if (Array.isArray(item)) {
      item.forEach((element: unknown, index) => parts.push(...(index > 0 ? [','] : []), { value: element ?? null }));
      parts.unshift('[');
      parts.push(']');
    } else {
      const entries = Object.entries(item)
        .filter(([, child]) => child !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      entries.forEach(([key, child], index) => parts.push(`${index > 0 ? ',' : ''}${JSON.stringify(key)}:`, { value: child }));
      parts.unshift('{');
      parts.push('}');
    }
    for (let index = parts.length - 1; index >= 0; index--) pending.push(parts[index]!);
  }
  return out.join('');
}
