import type { RemoteName, RemoteRoutesModule } from '@portal/contracts/federation/routes';
import { FederatedBoundary } from '@portal/shared/federation';
import { Button, Center, Spinner, Stack, Text } from '@portal/shared/ui';

const AREA_LABELS: Record<RemoteName, string> = {
  remote_bookings: 'Bookings',
  remote_catalog: 'Products',
  remote_engraving: 'Engraving',
  remote_practice: 'Practice and support',
};

function RemoteFallback({ remote, retry, stillLoading, incompatible }: { remote: RemoteName; retry: () => void; stillLoading: boolean; incompatible: boolean }) {
  // A remote released for a newer portal than this page's (issue 33) does not run here: trying again
  // cannot help, loading the page anew can (once the newer portal is out).
  if (incompatible) {
    return (
      <Stack role="alert" gap="4" align="flex-start" padding="6" borderWidth="1px" borderRadius="md" bg="orange.50">
        <Text fontWeight="semibold">{`The ${AREA_LABELS[remote]} area of the portal has been updated, and needs a newer version of the portal than this page has.`}</Text>
        <Text>The rest of the portal still works. Reload the page to get the newest version; if this message stays, please contact our Client Care team.</Text>
        <Button onClick={() => window.location.reload()} colorPalette="teal">
          Reload the page
        </Button>
      </Stack>
    );
  }
  // A load past its 5 s that is still under way (a slow connection or a busy computer) opens the area by
  // itself when it arrives: the page says so rather than that it failed.
  return (
    <Stack role={stillLoading ? 'status' : 'alert'} gap="4" align="flex-start" padding="6" borderWidth="1px" borderRadius="md" bg="orange.50">
      <Text fontWeight="semibold">
        {stillLoading
          ? `The ${AREA_LABELS[remote]} area of the portal is taking longer than usual to load.`
          : `The ${AREA_LABELS[remote]} area of the portal could not be loaded.`}
      </Text>
      <Text>
        {stillLoading
          ? 'It opens here by itself when it arrives. If it does not, check your connection and try again; if it keeps failing, please contact our Client Care team.'
          : 'The rest of the portal still works. Check your connection and try again; if it keeps failing, please contact our Client Care team.'}
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

const pickRoutes = (module: RemoteRoutesModule) => module.default;

/**
 * Mounts one remote's `./routes` in its own Suspense and error boundary: loaded within 5 s with retries
 * (`@portal/shared/federation`), else the fallback, whose Try again loads the remote anew.
 */
export function RemoteMount({ remote }: { remote: RemoteName }) {
  return (
    <FederatedBoundary<RemoteRoutesModule, object>
      id={`${remote}/routes`}
      pick={pickRoutes}
      props={{}}
      loading={<Loading remote={remote} />}
      fallback={(retry, { stillLoading, incompatible }) => (
        <RemoteFallback remote={remote} retry={retry} stillLoading={stillLoading} incompatible={incompatible} />
      )}
    />
  );
}
