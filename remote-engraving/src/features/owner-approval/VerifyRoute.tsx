// The phone check as the owner app's route /engraving/verify/{bookingId}/{quotedProductId}: the same
// light screen the owner's link opens cold (VerifyScreen), with its address from the router.
import { LightStyles } from '@portal/shared/light';
import { useLocation, useNavigate, useParams } from '@portal/shared/router';
import { VerifyScreen, type VerifyState } from './VerifyPage';

export function VerifyPage() {
  const { bookingId = '', quotedProductId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <LightStyles />
      <VerifyScreen
        bookingId={bookingId}
        quotedProductId={quotedProductId}
        hash={location.hash}
        sessionEnded={Boolean((location.state as VerifyState | null)?.sessionEnded)}
        // In place of the phone check: Back from the artwork leaves the pages, not re-asks the number.
        onVerified={(path) => void navigate(path, { replace: true })}
      />
    </>
  );
}
