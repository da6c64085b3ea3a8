import type { ReactNode } from 'react';
import { Link as RouterLink } from '@portal/shared/router';
import { Box, Link, Text } from '@portal/shared/ui';
import { useIsManager } from '../lib/access';

export const MANAGERS_ONLY_MESSAGE = 'Only a Vet Owner (Level 3) can manage the members of the practice.';

/** Member management pages open for a Level 3 only; others read why, without any call being made. */
export function ManagersOnly({ children }: { children: ReactNode }) {
  const isManager = useIsManager();
  if (isManager) return <>{children}</>;
  return (
    <Box role="status" borderWidth="1px" borderRadius="md" padding="4" bg="orange.50">
      <Text>{MANAGERS_ONLY_MESSAGE}</Text>
      <Link asChild variant="underline" marginTop="2">
        <RouterLink to="/manage-practice">Back to Manage practice</RouterLink>
      </Link>
    </Box>
  );
}
