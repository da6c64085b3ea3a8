import { Button, PortalAlert, Stack } from '@portal/shared/ui';

/** What a page shows when what it needs could not be loaded: the message and Try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="4" align="flex-start">
      <PortalAlert status="danger" message={message} timeout={0} onClose={() => undefined} />
      <Button colorPalette="teal" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
