import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared/router';
import { isTokenFresh } from '@portal/contracts/domain/jwt';
import { sessionStore, useSession } from '@portal/shared/session';
import { Center, Spinner, Text, Stack } from '@portal/shared/ui';
import { ownerHandlesSession, type Access } from '../../app/registry';
import { useServices } from '../../app/services';
import type { LoginState } from './LoginPage';

// Whether a member has been signed in since this page loaded. A page that loads with no one signed in
// was opened at its address on purpose (a link, a scanned pet tag, a bookmark): whoever signs in goes
// on to it. A session that ends later hands over only where it ended (the sign-in page decides).
let signedInSinceLoad = sessionStore.getState().status === 'authenticated';
sessionStore.subscribe((state) => {
  if (state.status === 'authenticated') signedInSinceLoad = true;
});

/**
 * Runs the session check once per page load: a valid identity session with a matched contact is
 * authenticated; anything else is not, and the stored token is removed (spec 001 s4). A stored token
 * that is still fresh is enough, so the identity SDK loads only when the token must be refreshed.
 */
export function useSessionCheck() {
  const status = useSession((state) => state.status);
  const { identity } = useServices();
  useEffect(() => {
    if (status !== 'checking') return;
    const stored = sessionStore.getState();
    if (stored.accessToken && stored.profile && isTokenFresh(stored.accessToken)) {
      stored.signIn(stored.accessToken, stored.profile);
      return;
    }
    let cancelled = false;
    identity.currentAccessToken().then(
      (token) => {
        if (cancelled) return;
        const session = sessionStore.getState();
        if (token && session.profile) session.signIn(token, session.profile);
        else session.markUnauthenticated();
      },
      () => {
        if (!cancelled) sessionStore.getState().markUnauthenticated();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [status, identity]);
  return status;
}

/** Nothing of a restricted page renders until the check ends; then it opens or goes to /login. */
export function SessionGuard({ access, children }: { access: Access; children: ReactNode }) {
  const status = useSessionCheck();
  const clientToken = useSession((state) => state.clientToken);
  const signedOut = useSession((state) => state.signedOut);
  const location = useLocation();
  if (access === 'public') return <>{children}</>;
  if (status === 'checking') {
    return (
      <Center minHeight="50vh" role="status" aria-live="polite">
        <Stack align="center" gap="3">
          <Spinner size="lg" />
          <Text>Checking your session…</Text>
        </Stack>
      </Center>
    );
  }
  if (status === 'authenticated') return <>{children}</>;
  if (access === 'client' && clientToken) return <>{children}</>;
  // An owner's page without the owner's session: the remote's own guard sends the owner to the phone
  // check (not the staff sign-in), or a page without its query to /engraving/404.
  if (access === 'client' && ownerHandlesSession(location.pathname, location.search)) return <>{children}</>;
  // After a sign-out there is nothing to return to; after a session that ended (a 401), the member may
  // sign in again and carry on where they were (the sign-in page decides whether it is the same member).
  if (signedOut) return <Navigate to="/login" replace />;
  const from = location.pathname + location.search + location.hash;
  return <Navigate to="/login" replace state={{ from, ...(signedInSinceLoad ? {} : { opened: true }) } satisfies LoginState} />;
}
