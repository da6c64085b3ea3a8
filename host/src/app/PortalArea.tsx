import { useEffect, useRef } from 'react';
import { pickUpReleases } from '@portal/shared/federation';
import { useLocation } from '@portal/shared/router';
import { Container, NotFound } from '@portal/shared/ui';
import { areaForPath } from './registry';
import { SessionGuard } from '../features/auth/SessionGuard';
import { Layout } from '../features/layout/Layout';
import { RemoteMount } from '../features/remotes/RemoteMount';

/** Every path but sign-in: the remote that owns it, behind the guard and in the layout; else 404. */
export function PortalArea() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  // Each new address takes the remotes' new versions, if any (pnpm promote, rollback, canary); the
  // first was opened with the config as it is.
  const opened = useRef(pathname);
  useEffect(() => {
    if (opened.current === pathname) return;
    opened.current = pathname;
    void pickUpReleases({ navigation: true });
  }, [pathname]);
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
