// /login as the host's route: the same light screen the address opens cold (first-screen/login.tsx),
// with the router's address, state and navigation, and the light stylesheet the app does not inline.
import { useApi } from '@portal/shared/api';
import { LightStyles } from '@portal/shared/light';
import { useLocation, useNavigate } from '@portal/shared/router';
import { useServices } from '../../app/services';
import { LoginScreen, type LoginState } from './LoginPage';

export function LoginPage() {
  const { config, identity } = useServices();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <LightStyles />
      <LoginScreen
        config={config}
        identity={identity}
        api={api}
        search={location.search}
        hostname={window.location.hostname}
        state={(location.state as LoginState | null) ?? null}
        go={(to, options) => void navigate(to, options)}
        follow={(to) => void navigate(to)}
      />
    </>
  );
}
