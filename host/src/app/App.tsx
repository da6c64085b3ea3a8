import { Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from '@portal/shared/router';
import { apiEvents, ApiProvider, type ApiClient } from '@portal/shared/api';
import { IdentityProvider } from '@portal/shared/identity';
import { lazyPage, PageLoading, PortalProvider } from '@portal/shared/ui';
import { PortalArea } from './PortalArea';
import { ownerHandlesSession } from './registry';
import { ServicesProvider, type HostServices } from './services';

// The sign-in and password pages load when the app opens them (after a sign-out, or a session that
// ended): a signed-in first load does not carry their forms (issue 17). /login opened cold is the
// first screen, first-screen/login.tsx.
const LoginPage = lazyPage(() => import('../features/auth/LoginRoute').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));

const loading = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/**
 * The API client raises 401/403 events; the host answers by sending the person to sign in (an owner's
 * engraving page sends the owner back to the phone check itself).
 */
function SessionEvents() {
  const navigate = useNavigate();
  useEffect(() => {
    const toLogin = (event: Event) => {
      const { pathname, search, hash } = window.location;
      // Already there (the page's other calls answer 401 too): keep where the first one came from.
      if (pathname === '/login' || ownerHandlesSession(pathname, search)) return;
      // A session that ended mid-page (401): the member who signs in again returns here (the sign-in
      // page sends anyone else to their dashboard).
      const from = event.type === 'unauthorized' ? pathname + search + hash : undefined;
      void navigate('/login', { replace: true, ...(from ? { state: { from } } : {}) });
    };
    apiEvents.addEventListener('unauthorized', toLogin);
    apiEvents.addEventListener('forbidden', toLogin);
    return () => {
      apiEvents.removeEventListener('unauthorized', toLogin);
      apiEvents.removeEventListener('forbidden', toLogin);
    };
  }, [navigate]);
  return null;
}

/** The host's pages by address, and its answer to a session that ended (inside the app's providers and a router). */
export function AppRoutes() {
  return (
    <>
      <SessionEvents />
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={loading(<LoginPage />)} />
        <Route path="/forgot-password" element={loading(<ForgotPasswordPage />)} />
        <Route path="*" element={<PortalArea />} />
      </Routes>
    </>
  );
}

export function App({ services, api }: { services: HostServices; api: ApiClient }) {
  return (
    <PortalProvider>
      <ServicesProvider value={services}>
        <IdentityProvider identity={services.identity}>
          <ApiProvider client={api}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ApiProvider>
        </IdentityProvider>
      </ServicesProvider>
    </PortalProvider>
  );
}
