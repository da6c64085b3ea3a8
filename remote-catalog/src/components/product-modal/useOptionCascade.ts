import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useApi } from '@portal/shared/api';
import { fetchProductOptions } from '@portal/shared/api/catalog';
import { cascadeReducer, initialCascade, parseSourceKey, ROOT, viewOf, type CascadeView } from './optionCascade';

export interface CascadeInput {
  productId: string;
  type: 'product' | 'package';
  weightKg: number | null;
  /** Whether the product has options at all (no request otherwise); null while the product is loading. */
  hasOptions: boolean | null;
  /** The edited line's choices. */
  prefill: Record<string, string> | null;
}

/**
 * The option dropdowns of a product: the product's groups first, then, for every chosen option that
 * has children, that choice's groups (one GET portal/product_options each). A request no longer
 * wanted (its choice was changed) is aborted.
 */
export function useOptionCascade(input: CascadeInput): CascadeView & { choose: (groupId: string, choiceId: string) => void } {
  const api = useApi();
  const [state, dispatch] = useReducer(cascadeReducer, input.prefill, initialCascade);
  const view = useMemo(() => viewOf(state), [state]);
  const inflight = useRef(new Map<string, AbortController>());
  const { productId, type, weightKg, hasOptions } = input;

  const pendingKey = view.pending.join('|');
  useEffect(() => {
    if (hasOptions === null) return;
    const pending = pendingKey ? pendingKey.split('|') : [];
    for (const [key, controller] of inflight.current) {
      if (!pending.includes(key)) {
        controller.abort();
        inflight.current.delete(key);
      }
    }
    for (const key of pending) {
      if (inflight.current.has(key)) continue;
      if (key === ROOT && !hasOptions) {
        dispatch({ type: 'loaded', key, answer: { parents: [], defaults: {}, contact_us: 0 } });
        continue;
      }
      const controller = new AbortController();
      inflight.current.set(key, controller);
      const { groupId, choiceId } = parseSourceKey(key);
      fetchProductOptions(api, { productId, type, groupId, choiceId, weightKg }, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          inflight.current.delete(key);
          dispatch({ type: 'loaded', key, answer });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          inflight.current.delete(key);
          console.error('Could not load the product options', { productId, key, error });
          dispatch({ type: 'failed', key });
        },
      );
    }
  }, [api, productId, type, weightKg, hasOptions, pendingKey]);

  useEffect(() => {
    const running = inflight.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  return { ...view, choose: (groupId, choiceId) => dispatch({ type: 'choose', groupId, choiceId }) };
}
