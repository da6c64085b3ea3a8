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
    // A write is sent when asked, even while the browser says it is offline: it fails at once and the
    // page says the portal could not be reached (what was typed is kept), never held back to be sent
    // later behind the person's back (TanStack's 'online' mode pauses it until the connection returns).
    mutations: { retry: false, networkMode: 'always' },
  },
});

// What the browser holds belongs to the member: a sign-out (or another member signing in) empties it.
onMemberDataCleared(() => queryClient.clear());
