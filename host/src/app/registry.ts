import type { RemoteName } from '@portal/shared/contracts/routes';

/** Who may open a path: anyone, a signed-in staff member, or staff or an owner with an engraving session. */
export type Access = 'public' | 'staff' | 'client';

export interface RemoteArea {
  remote: RemoteName;
  access: Access;
}

const CLIENT_ENGRAVING_PAGES = /^\/engraving\/(customise-text|engraving-options|image-options|final-approval|thank-you|approved)\/?$/;
const PUBLIC_ENGRAVING_PAGES = /^\/engraving\/(verify|staff-login|404|check-existing)(\/|$)/;

/**
 * Which remote renders a path (DESIGN.md). The host loads a remote only when a person opens one of
 * its paths. Every staff route needs a staff session (DESIGN.md, spec resolutions).
 */
export function areaForPath(pathname: string): RemoteArea | undefined {
  const path = pathname.toLowerCase();
  if (
    path === '/dashboard' ||
    path === '/bookings' ||
    path.startsWith('/booking/') ||
    path === '/new-booking' ||
    path.startsWith('/new-booking/') ||
    path.startsWith('/edit-booking-')
  ) {
    return { remote: 'remote_bookings', access: 'staff' };
  }
  if (
    path === '/accounts' ||
    path === '/profile' ||
    path === '/customer-support' ||
    path === '/tagging-guide' ||
    path === '/manage-practice' ||
    path.startsWith('/manage-practice/')
  ) {
    return { remote: 'remote_practice', access: 'staff' };
  }
  if (CLIENT_ENGRAVING_PAGES.test(path)) return { remote: 'remote_engraving', access: 'client' };
  if (PUBLIC_ENGRAVING_PAGES.test(path)) return { remote: 'remote_engraving', access: 'public' };
  return undefined;
}

/**
 * An owner's engraving page (the phone check, or any page with staff=0): when the owner's guest token or
 * grant runs out it sends the owner back to the phone check itself, so a 401/403 there must not send
 * them to the staff sign-in.
 */
export function ownerHandlesSession(pathname: string, search: string): boolean {
  const path = pathname.toLowerCase();
  if (!path.startsWith('/engraving/')) return false;
  return path.startsWith('/engraving/verify/') || new URLSearchParams(search).get('staff') === '0';
}
