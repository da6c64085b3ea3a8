// /engraving/staff-login/{bookingId}/{quotedProductId} (spec 001 s2.2): a staff member with a session
// goes straight to the artwork in staff mode; one without signs in first (/login with the booking id
// and quoted product id, spec 000 s2), which brings them there.
import { engravingQueryString } from '@portal/contracts/domain/engraving';
import { Navigate, useParams } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { ENGRAVING_404 } from './paths';
import { StaffSignIn } from './StaffSignIn';

export function StaffLoginPage() {
  const { bookingId = '', quotedProductId = '' } = useParams();
  const accessToken = useSession((state) => state.accessToken);
  if (!bookingId.trim() || !quotedProductId.trim()) return <Navigate to={ENGRAVING_404} replace />;
  if (!accessToken) return <StaffSignIn ids={{ bookingId, quotedProductId }} />;
  return <Navigate to={`/engraving/check-existing?${engravingQueryString({ staff: true, bookingId, quotedProductId })}`} replace />;
}
