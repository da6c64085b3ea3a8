import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ENGRAVING_PAGE_TITLE } from '@portal/shared/domain/engraving';
import { Heading, Stack, Text } from '@portal/shared/ui';

export interface OwnerPageProps {
  /** The page's one h1. */
  title: string;
  /** Spec 001 s2.3: 'Engraving Approval' ('Artwork approved' on the approved page). */
  documentTitle?: string;
  /** A line above the heading, e.g. 'Step 1 of 4'. */
  eyebrow?: string;
  children: ReactNode;
}

/**
 * One page of the owner's approval pages: a narrow column (the pages are read on a phone), the
 * document title, and focus on the heading when the page opens, so a screen reader starts there.
 * Both are set in the commit itself (layout effects), so the title and focus are right the moment
 * the heading is on screen, not a frame later.
 */
export function OwnerPage({ title, documentTitle = ENGRAVING_PAGE_TITLE, eyebrow, children }: OwnerPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack gap="5" width="100%" maxWidth="34rem" marginX="auto" minWidth="0">
      <Stack gap="1">
        {eyebrow ? (
          <Text fontSize="sm" color="fg.muted">
            {eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
          {title}
        </Heading>
      </Stack>
      {children}
    </Stack>
  );
}
