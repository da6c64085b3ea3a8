// Types of parent-watch.mjs (plain JavaScript: bootstrap.mjs runs it before TypeScript is installed).

export function endWithParent(intervalMs?: number): void;
