// Where a staff member signs in for the staff engraving pages (spec 000 s2: /login with the booking id
// and quoted product id). Inside the portal that is the host's own /login; the standalone owner app has
// none, so its shell names the portal whose sign-in to link to.
import { createContext, useContext, type ReactNode } from 'react';

const PortalUrlContext = createContext<string | null>(null);

/** Given by the standalone owner app: the portal's address (e.g. http://localhost:8080). */
export function PortalUrlProvider({ portalUrl, children }: { portalUrl: string; children: ReactNode }) {
  return <PortalUrlContext.Provider value={portalUrl}>{children}</PortalUrlContext.Provider>;
}

export type PortalLink = { kind: 'route'; to: string } | { kind: 'external'; href: string };

/** A page of the portal: a route inside it, or a link to it from the standalone owner app. */
export function usePortalLink(path: string): PortalLink {
  const portalUrl = useContext(PortalUrlContext);
  if (portalUrl === null) return { kind: 'route', to: path };
  return { kind: 'external', href: `${portalUrl.replace(/\/+$/, '')}${path}` };
}

/** The sign-in that brings a staff member back to this booking's artwork (staff=1). */
export function useStaffLogin(ids: { bookingId: string; quotedProductId: string }): PortalLink {
  const query = new URLSearchParams({ bookingId: ids.bookingId, quotedProductId: ids.quotedProductId }).toString();
  return usePortalLink(`/login?${query}`);
}
