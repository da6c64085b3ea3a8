// A write run outside a component (a store's function), as useMutation runs it.
import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { queryClient } from './client';

/**
 * Runs a write with its mutation options (the call and its cache effects, from @portal/shared/api) where
 * no hook can: resolves with the answer once its cache effects are done, rejects with the failure.
 */
export function runMutation<TData, TVariables, TContext = unknown>(
  options: MutationOptions<TData, Error, TVariables, TContext>,
  variables: NoInfer<TVariables>,
  client: QueryClient = queryClient,
): Promise<TData> {
  return new MutationObserver<TData, Error, TVariables, TContext>(client, options).mutate(variables);
}
