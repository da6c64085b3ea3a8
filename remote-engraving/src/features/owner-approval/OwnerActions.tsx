import type { ReactNode } from 'react';
import { Stack } from '@portal/shared/ui';

/**
 * A page's decision buttons, in reach without scrolling (issue 15, item 9): while the artwork above
 * them is read they stay at the bottom of the screen (sticky, on the owner shell's grey, so the page
 * passes under them), and at the end of the page they settle in place under it. On a narrow phone they
 * stack, the first (the main action) on top; from 480 px they sit in a row.
 */
export function OwnerActions({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      position="sticky"
      bottom="0"
      zIndex="1"
      bg="gray.50"
      paddingY="3"
      borderTopWidth="1px"
      borderColor="border"
      data-testid="owner-actions"
    >
      {children}
    </Stack>
  );
}
