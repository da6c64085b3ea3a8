import { createElement, lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary } from '@portal/shared/ui';
import { FederatedIncompatibleError, FederatedLoadError, FederatedTimeoutError } from './errors';
import { loadFederatedWithin } from './within';

type PickComponent<M, P> = (module: M) => ComponentType<P> | undefined;

// One lazy component per module and pick, kept once it has loaded (coming back to an area or a step
// shows it at once). A failed one is dropped once its fallback is on screen, so the next mount or Try
// again loads it anew; never during a render, which React repeats for a transition (a navigation)
// until it can commit: dropping it there started a new load each time, and the fallback never showed.
const loaded = new Map<string, Map<unknown, unknown>>();

function lazyFor<M, P>(id: string, pick: PickComponent<M, P>): LazyExoticComponent<ComponentType<P>> {
  const picks = loaded.get(id) ?? new Map<unknown, unknown>();
  loaded.set(id, picks);
  let component = picks.get(pick) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(async () => {
      const Component = pick(await loadFederatedWithin<M>(id));
      if (!Component) throw new FederatedLoadError(`${id} has no such component`);
      return { default: Component };
    });
    picks.set(pick, component);
  }
  return component;
}

function forget(id: string, pick: unknown, component: unknown) {
  const picks = loaded.get(id);
  if (picks && picks.get(pick) === component) picks.delete(pick);
}

/**
 * The fallback, which drops the failed component once it is on screen. A load that ran out of time but
 * goes on (`late`) opens the area when it arrives, without a Try again: on a busy computer the code
 * can take longer than the budget to arrive and run, and it is not lost.
 */
function Failed({ forget, late, retry, children }: { forget: () => void; late: Promise<unknown> | undefined; retry: () => void; children: ReactNode }) {
  useEffect(forget, [forget]);
  useEffect(() => {
    if (!late) return;
    let shown = true;
    late.then(
      () => {
        if (shown) retry();
      },
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [late, retry]);
  return children;
}

export interface FederatedBoundaryProps<M, P extends object> {
  /** `remote/expose`, from the remote's contract in `@portal/contracts/federation`. */
  id: string;
  /** The component of the module (a module-level function, so the loaded component is kept). */
  pick: (module: M) => ComponentType<P> | undefined;
  props: P;
  /** Shown while the module loads. */
  loading: ReactNode;
  /**
   * Shown when it did not load within 5 s (after retries), or broke while rendering; `retry` loads it
   * anew. A load that was only slow (`stillLoading`) replaces it by itself when it arrives; one that
   * needs a newer portal than the page's (`incompatible`) is not tried again.
   */
  fallback: (retry: () => void, state: { stillLoading: boolean; incompatible: boolean }) => ReactNode;
}

/**
 * A component federated from another app, loaded within 5 s (`loadFederatedWithin`; the federation
 * runtime's plugin tries what did not arrive again, with backoff), in its own Suspense and error boundary: while it loads it shows `loading`,
 * when it cannot be loaded (or breaks) `fallback`, whose "Try again" loads it anew. The rest of the page
 * keeps working.
 */
export function FederatedBoundary<M, P extends object>({ id, pick, props, loading, fallback }: FederatedBoundaryProps<M, P>) {
  const [attempt, setAttempt] = useState(0);
  const Component = lazyFor(id, pick);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const drop = useCallback(() => forget(id, pick, Component), [id, pick, Component]);
  return (
    <ErrorBoundary
      resetKey={`${id}:${attempt}`}
      fallback={({ error }) => {
        const late = error instanceof FederatedTimeoutError ? error.late : undefined;
        return (
          <Failed forget={drop} late={late} retry={retry}>
            {fallback(retry, { stillLoading: late !== undefined, incompatible: error instanceof FederatedIncompatibleError })}
          </Failed>
        );
      }}
    >
      <Suspense fallback={loading}>{createElement(Component, props)}</Suspense>
    </ErrorBoundary>
  );
}
