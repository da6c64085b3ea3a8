import type { ReactNode } from 'react';
import { Alert, Button, ClientCareCall, HStack, Spinner, Stack, Text } from '@portal/shared/ui';

/** Progress, announced politely. */
export function Waiting({ label }: { label: string }) {
  return (
    <HStack role="status" aria-live="polite" gap="3" paddingY="4">
      <Spinner size="md" />
      <Text>{label}</Text>
    </HStack>
  );
}

/**
 * A message that stays on the page (the page cannot go on without it, so it has no close button),
 * announced as it appears: role alert for a problem, status for news.
 */
export function Notice({ status, children }: { status: 'error' | 'warning' | 'info' | 'success'; children: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' || status === 'warning' ? 'alert' : 'status'} alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A failure the owner can retry: the message, and Try again. */
export function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Notice status="error">{message}</Notice>
      <Button size="lg" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

/** A page that cannot go on: the message and, for the owner, someone to call (issue 15 item 5). */
export function Stuck({ message, staff }: { message: string; staff: boolean }) {
  return (
    <Stack gap="3" align="stretch">
      <Notice status="error">{message}</Notice>
      {staff ? null : <ClientCareCall />}
    </Stack>
  );
}
