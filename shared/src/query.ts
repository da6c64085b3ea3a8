// Server data, one way to load it (issue 18): one QueryClient for the host and every remote, so an
// answer one app loaded (the practice, its service types, a booking) is the answer the others read,
// and two components asking at once make one request. This module is a federation singleton like the
// rest of @portal/shared, and the only one that imports TanStack Query's React bindings: its provider
// goes inside the remotes' roots and the host's signed-in shell, never on the light first screens.
export { queryClient } from './query/client';
export { QueryRoot } from './query/QueryRoot';
export { runMutation } from './query/run';
export {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { QueryKey, UseQueryResult } from '@tanstack/react-query';
