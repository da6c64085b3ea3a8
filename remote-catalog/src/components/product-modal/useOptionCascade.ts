import { useEffect, useMemo, useReducer } from 'react';
import { useApi } from '@portal/shared/api';
import { productOptionsQuery } from '@portal/shared/api/catalog';
import { useQueries } from '@portal/shared/query';
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
 * has children, that choice's groups (one GET portal/product_options each, productOptionsQuery). A
 * request no longer wanted (its choice was changed) is aborted: its query has no one left asking.
 */
export function useOptionCascade(input: CascadeInput): CascadeView & { choose: (groupId: string, choiceId: string) => void } {
  const api = useApi();
  const [state, dispatch] = useReducer(cascadeReducer, input.prefill, initialCascade);
  const view = useMemo(() => viewOf(state), [state]);
  const { productId, type, weightKg, hasOptions } = input;

  // The sources still to load: none while the product is loading; a product without options has no
  // groups of its own to ask for.
  const asked = useMemo(() => (hasOptions === null ? [] : view.pending.filter((key) => key !== ROOT || hasOptions)), [hasOptions, view.pending]);
  const answers = useQueries({
    queries: asked.map((key) => productOptionsQuery(api, { productId, type, ...parseSourceKey(key), weightKg })),
  });

  const rootWithoutOptions = hasOptions === false && view.pending.includes(ROOT);
  useEffect(() => {
    if (rootWithoutOptions) dispatch({ type: 'loaded', key: ROOT, answer: { parents: [], defaults: {}, contact_us: 0 } });
  }, [rootWithoutOptions]);

  // Each answer (or failure) goes to the dropdowns once: the source is then no longer pending, so it is
  // no longer asked for.
  useEffect(() => {
    answers.forEach((answer, index) => {
      const key = asked[index]!;
      if (answer.status === 'success') dispatch({ type: 'loaded', key, answer: answer.data });
      else if (answer.status === 'error') {
        console.error('Could not load the product options', { productId, key, error: answer.error });
        dispatch({ type: 'failed', key });
      }
    });
  }, [answers, asked, productId]);

  return { ...view, choose: (groupId, choiceId) => dispatch({ type: 'choose', groupId, choiceId }) };
}
