import { useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** Runs `load` when its dependencies change; failures are logged (spec 000 s8: fetch failures are only logged). */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Load<T> {
  const [result, setResult] = useState<{ deps: readonly unknown[]; state: Load<T> } | null>(null);
  useEffect(() => {
    let cancelled = false;
    load().then(
      (value) => {
        if (!cancelled) setResult({ deps, state: { status: 'done', value } });
      },
      (error: unknown) => {
        console.error('Loading failed', error);
        if (!cancelled) setResult({ deps, state: { status: 'failed', error } });
      },
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return result && sameDeps(result.deps, deps) ? result.state : { status: 'loading' };
}
