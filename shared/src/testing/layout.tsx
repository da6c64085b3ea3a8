// Layout helpers of the component tests in the browser: a page gets the width the portal gives it.
import type { ReactNode } from 'react';
import { Container } from '@portal/shared/ui';

/**
 * A remote's page in the width the host's staff layout gives it: the layout's main area, a Container
 * of max width 7xl with the UI kit's side padding (host/src/features/layout/Layout.tsx). Without it a
 * page under test would have the whole window, wider than a nurse's screen gives it.
 */
export function StaffMain({ children }: { children: ReactNode }) {
  return (
    <Container as="main" maxW="7xl" paddingY="6">
      {children}
    </Container>
  );
}

/** How far the page can be scrolled sideways: 0 when nothing runs past the window's right edge. */
export function sidewaysOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/** The right edge of an element's text itself (a range over its contents), not of its box. */
export function textRight(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().right;
}
