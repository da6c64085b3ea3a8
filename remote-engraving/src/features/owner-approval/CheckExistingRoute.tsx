// The artwork as the owner app's route /engraving/check-existing (and staff's, under the portal): the
// same light screen the owner's phone opens cold after a right number (CheckExistingScreen), with the
// app's guard, the router's navigation and staff's way back to the booking.
import { useCallback, useEffect, useRef, useState } from 'react';
import { engravingQueryString } from '@portal/contracts/domain/engraving';
import { LightStyles, type Go } from '@portal/shared/light';
import { useLocation, useNavigate } from '@portal/shared/router';
import { arrivalNoticeOf, CheckExistingScreen } from './CheckExistingPage';
import { OwnerGuard } from './OwnerGuard';
import { BackToBooking, useStaffBookingId } from './OwnerPage';

export function CheckExistingPage() {
  const navigate = useNavigate();
  const staffBookingId = useStaffBookingId();
  const arrival = useArrivalNotice();
  const go = useCallback<Go>((to, options) => void navigate(to, options), [navigate]);
  return (
    <OwnerGuard>
      {(query) => (
        <>
          <LightStyles />
          <CheckExistingScreen
            key={engravingQueryString(query)}
            query={query}
            go={go}
            arrival={arrival}
            top={staffBookingId ? <BackToBooking bookingId={staffBookingId} /> : null}
          />
        </>
      )}
    </OwnerGuard>
  );
}

/**
 * What a page that sent the person here had to say (a refused submit: the server's words), said once:
 * it is taken out of the history entry, so a reload or a later Back does not say it again.
 */
function useArrivalNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => arrivalNoticeOf(location.state));
  const cleared = useRef(false);
  useEffect(() => {
    if (!notice || cleared.current) return;
    cleared.current = true;
    void navigate(location, { replace: true, state: null });
  }, [notice, navigate, location]);
  return notice;
}

