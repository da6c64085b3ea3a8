import type { ReactNode } from 'react';
import { Heading, Stack } from '@portal/shared/ui';

/** The page's one h1, with what is under it (who is signed in, what the list shows). */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
