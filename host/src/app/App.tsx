import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from '@portal/shared/router';
import { apiEvents, ApiProvider, type ApiClient } from '@portal/shared/api';
import { IdentityProvider } from '@portal/shared/identity';
import { PortalProvider } from '@portal/shared/ui';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { PortalArea } from '../features/remotes/PortalArea';
import { ownerHandlesSession } from './registry';
import { ServicesProvider, type HostServices } from './services';

/**
 * The API client raises 401/403 events; the host answers by sending the person to sign in (an owner's
 * engraving page sends the owner back to the phone check itself).
 */
function SessionEvents() {
  const navigate = useNavigate();
  useEffect(() => {
    const toLogin = () => {
      if (ownerHandlesSession(window.location.pathname, window.location.search)) return;
      void navigate('/login', { replace: true });
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

export function App({ services, api }: { services: HostServices; api: ApiClient }) {
  return (
    <PortalProvider>
      <ServicesProvider value={services}>
        <IdentityProvider identity={services.identity}>
          <ApiProvider client={api}>
            <BrowserRouter>
              <SessionEvents />
              <Routes>
                <Route path="/" element={<Navigate to="/login" replace />} />
                <Route path="/login" element={<LoginPage />} />
                <Route path="/forgot-password" element={<ForgotPasswordPage />} />
                <Route path="*" element={<PortalArea />} />
              </Routes>
            </BrowserRouter>
          </ApiProvider>
        </IdentityProvider>
      </ServicesProvider>
    </PortalProvider>
  );
}
