// An owner page drawn with the first screens' kit (issue 17): the phone check and the artwork, which
// an owner's link opens cold on a phone before the UI kit has loaded.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ENGRAVING_PAGE_TITLE } from '@portal/contracts/domain/engraving';
import { LightButton, LightClientCareCall, LightNotice } from '@portal/shared/light';

export interface LightOwnerPageProps {
  /** The page's one h1. */
  title: string;
  /** Above the heading: staff's way back to the booking. */
  top?: ReactNode;
  children: ReactNode;
}

/**
 * The owner page's frame, light (OwnerPage's, without the UI kit): the document title, and the page's
 * one h1, which takes focus as the page opens so a screen reader starts there. Both are set in the
 * commit itself (layout effects), so they are right the moment the heading is on screen.
 */
export function LightOwnerPage({ title, top, children }: LightOwnerPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const before = document.title;
    document.title = ENGRAVING_PAGE_TITLE;
    // Leaving the owner pages (staff's Back to the booking) takes the title back.
    return () => {
      document.title = before;
    };
  }, []);
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="lt-stack lt-owner-page">
      {top}
      <h1 className="lt-h1" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A failure the owner can retry: the message, and Try again. */
export function LightFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="lt-stack">
      <LightNotice status="error">{message}</LightNotice>
      <LightButton variant="outline" onClick={onRetry}>
        Try again
      </LightButton>
    </div>
  );
}

/** A page that cannot go on: the message and, for the owner, someone to call (issue 15 item 5). */
export function LightStuck({ message, staff }: { message: string; staff: boolean }) {
  return (
    <div className="lt-stack">
      <LightNotice status="error">{message}</LightNotice>
      {staff ? null : <LightClientCareCall />}
    </div>
  );
}
