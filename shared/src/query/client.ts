// The portal's one QueryClient (see @portal/shared/query).
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { onMemberDataCleared } from '@portal/shared/member-storage';

export const queryClient = new QueryClient({
  // Spec 000/001 s8: a failed fetch is logged; the page shows what it can (401/403 are the host's).
  queryCache: new QueryCache({
    onError: (error, query) => console.error(`Could not load ${query.queryKey.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' ')}`, error),
  }),
  defaultOptions: {
    // A page asks again when it opens (as it always did), showing what it had meanwhile; a failure
    // is shown at once with the page's Try again, never retried behind the person's back (a 401 must
    // reach the host once).
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// What the browser holds belongs to the member: a sign-out (or another member signing in) empties it.
onMemberDataCleared(() => queryClient.clear());
