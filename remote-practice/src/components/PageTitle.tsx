import { useEffect, type ReactNode } from 'react';
import { Heading, Stack, Text } from '@portal/shared/ui';

/** The page's one h1, also the document title. */
export function PageTitle({ title, intro, documentTitle }: { title: string; intro?: ReactNode; documentTitle?: string }) {
  useEffect(() => {
    document.title = `${documentTitle ?? title} - Vet Portal`;
  }, [title, documentTitle]);
  return (
    <Stack gap="2" marginBottom="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {intro ? <Text color="fg.muted">{intro}</Text> : null}
    </Stack>
  );
}
