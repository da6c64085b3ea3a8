import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@portal/shared/contracts/routes';
import { Button, Center, ErrorBoundary, Spinner, Stack, Text } from '@portal/shared/ui';
import { useServices } from '../../app/services';
import { loadRemoteRoutes } from './loadRemoteRoutes';

const AREA_LABELS: Record<RemoteName, string> = {
  remote_bookings: 'Bookings',
  remote_catalog: 'Products',
  remote_engraving: 'Engraving',
  remote_practice: 'Practice and support',
};

function RemoteFallback({ remote, retry }: { remote: RemoteName; retry: () => void }) {
  return (
    <Stack role="alert" gap="4" align="flex-start" padding="6" borderWidth="1px" borderRadius="md" bg="orange.50">
      <Text fontWeight="semibold">The {AREA_LABELS[remote]} area of the portal could not be loaded.</Text>
      <Text>
        The rest of the portal still works. Check your connection and try again; if it keeps failing, please contact
        our Client Care team.
      </Text>
      <Button onClick={retry} colorPalette="teal">
        Try again
      </Button>
    </Stack>
  );
}

function Loading({ remote }: { remote: RemoteName }) {
  return (
    <Center paddingY="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" />
        <Text>Loading {AREA_LABELS[remote]}…</Text>
      </Stack>
    </Center>
  );
}

const lazyRoutes = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per remote and attempt: a new attempt loads the remote again. */
function remoteRoutes(remote: RemoteName, entry: string | undefined, attempt: number) {
  const key = `${remote}:${attempt}`;
  let component = lazyRoutes.get(key);
  if (!component) {
    component = lazy(async () => ({ default: await loadRemoteRoutes(remote, entry) }));
    lazyRoutes.set(key, component);
  }
  return component;
}

/** Mounts one remote's routes in its own Suspense and error boundary, with a retrying fallback. */
export function RemoteMount({ remote }: { remote: RemoteName }) {
  const { config } = useServices();
  const [attempt, setAttempt] = useState(0);
  const Routes = remoteRoutes(remote, config.remotes[remote], attempt);
  return (
    <ErrorBoundary
      resetKey={`${remote}:${attempt}`}
      fallback={() => <RemoteFallback remote={remote} retry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Loading remote={remote} />}>
        {createElement(Routes)}
      </Suspense>
    </ErrorBoundary>
  );
}
