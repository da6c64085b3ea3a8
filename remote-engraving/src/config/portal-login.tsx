// Where a staff member signs in for the staff engraving pages (spec 000 s2: /login with the booking id
// and quoted product id). Inside the portal that is the host's own /login; the standalone owner app has
// none, so its shell names the portal whose sign-in to link to.
import { createContext, useContext, type ReactNode } from 'react';

const PortalUrlContext = createContext<string | null>(null);

/** Given by the standalone owner app: the portal's address (e.g. http://localhost:8080). */
export function PortalUrlProvider({ portalUrl, children }: { portalUrl: string; children: ReactNode }) {
  return <PortalUrlContext.Provider value={portalUrl}>{children}</PortalUrlContext.Provider>;
}

export type StaffLogin = { kind: 'route'; to: string } | { kind: 'external'; href: string };

/** The sign-in that brings a staff member back to this booking's artwork (staff=1). */
export function useStaffLogin(ids: { bookingId: string; quotedProductId: string }): StaffLogin {
  const portalUrl = useContext(PortalUrlContext);
  const query = new URLSearchParams({ bookingId: ids.bookingId, quotedProductId: ids.quotedProductId }).toString();
  if (portalUrl === null) return { kind: 'route', to: `/login?${query}` };
  return { kind: 'external', href: `${portalUrl.replace(/\/+$/, '')}/login?${query}` };
}
