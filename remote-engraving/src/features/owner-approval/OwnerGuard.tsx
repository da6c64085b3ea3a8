// Who may open an owner page (spec 001 s4 'Engraving approval flow', 'Session guard'; s5 'Engraving
// pages need staff, bookingId and quotedProductId query params, else go to /engraving/404'): staff=1
// needs a staff session (else sign in, back here); staff=0 the owner's verified session (else the
// phone check). The host's guard lets a client page open on any client token; this also holds on the
// standalone owner app, which has no host.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared/router';
import { readEngravingQuery, type EngravingQuery } from '@portal/contracts/domain/engraving';
import { useSession } from '@portal/shared/session';
import { ENGRAVING_404, verifyPath } from './paths';
import { StaffSignIn } from './StaffSignIn';

export interface OwnerGuardProps {
  children: (query: EngravingQuery) => ReactNode;
}

export function OwnerGuard({ children }: OwnerGuardProps) {
  const { search } = useLocation();
  const accessToken = useSession((state) => state.accessToken);
  const clientToken = useSession((state) => state.clientToken);
  const clientGrant = useSession((state) => state.clientGrant);
  const query = readEngravingQuery(search);
  if (!query) return <Navigate to={ENGRAVING_404} replace />;
  if (query.staff && !accessToken) return <StaffSignIn ids={query} />;
  if (!query.staff && !(clientToken && clientGrant)) return <Navigate to={verifyPath(query)} replace />;
  return <>{children(query)}</>;
}
