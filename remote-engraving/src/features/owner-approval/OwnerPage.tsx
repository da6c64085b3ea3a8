import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ENGRAVING_PAGE_TITLE, readEngravingQuery } from '@portal/contracts/domain/engraving';
import { Link as RouterLink, useLocation } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { Heading, Link, Stack, Text, TOUCH_SIZES } from '@portal/shared/ui';
import { usePortalLink } from './portal-login';

export const BACK_TO_BOOKING_LABEL = 'Back to the booking';

/**
 * Staff mode's way home: the artwork pages have no portal navigation (they are the owner's pages), so
 * a signed-in staff member gets a link back to the booking they came from.
 */
export function BackToBooking({ bookingId }: { bookingId: string }) {
  const link = usePortalLink(`/booking/${encodeURIComponent(bookingId)}`);
  return (
    <Link asChild={link.kind === 'route'} href={link.kind === 'external' ? link.href : undefined} fontSize="sm" alignSelf="flex-start">
      {link.kind === 'route' ? <RouterLink to={link.to}>{BACK_TO_BOOKING_LABEL}</RouterLink> : BACK_TO_BOOKING_LABEL}
    </Link>
  );
}

/** The booking a signed-in staff member (staff=1) came from; null for the owner. */
export function useStaffBookingId(): string | null {
  const { search } = useLocation();
  const signedIn = useSession((state) => Boolean(state.accessToken));
  const query = readEngravingQuery(search);
  return signedIn && query?.staff ? query.bookingId : null;
}

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
  const staffBookingId = useStaffBookingId();
  useLayoutEffect(() => {
    const before = document.title;
    document.title = documentTitle;
    // Leaving the artwork pages (staff's Back to the booking) takes the title back.
    return () => {
      document.title = before;
    };
  }, [documentTitle]);
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    // The touch sizes here too: an owner's link opened under the portal shows these pages in its frame.
    <Stack {...TOUCH_SIZES} gap="5" width="100%" maxWidth="34rem" marginX="auto" minWidth="0">
      {staffBookingId ? <BackToBooking bookingId={staffBookingId} /> : null}
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
