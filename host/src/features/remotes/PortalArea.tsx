import { useLocation } from '@portal/shared/router';
import { Container, NotFound } from '@portal/shared/ui';
import { areaForPath } from '../../app/registry';
import { SessionGuard } from '../auth/SessionGuard';
import { Layout } from '../layout/Layout';
import { RemoteMount } from './RemoteMount';

/** Every path but sign-in: the remote that owns it, behind the guard and in the layout; else 404. */
export function PortalArea() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area) {
    return (
      <Container as="main" maxW="4xl">
        <NotFound />
      </Container>
    );
  }
  const mount = <RemoteMount remote={area.remote} />;
  return (
    <SessionGuard access={area.access}>
      {area.access === 'staff' ? <Layout>{mount}</Layout> : <Container as="main" maxW="4xl" paddingY="6">{mount}</Container>}
    </SessionGuard>
  );
}
