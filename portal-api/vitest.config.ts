import { defineConfig } from 'vitest/config';

// vitest 5's reporter groups failed attempts with Map.groupBy, which Node 20 lacks: without this it
// crashes while printing a failure instead of showing it.
function groupBy<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const key = keyOf(item, index++);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
if (!('groupBy' in Map)) Object.defineProperty(Map, 'groupBy', { value: groupBy, configurable: true, writable: true });

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // The AWS SDK warns on every start that its 2027 releases need Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
