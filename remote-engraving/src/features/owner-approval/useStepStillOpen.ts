// Issue 15 item 4: each step of the change path checks, when it opens, that the booking still takes
// changes, so the person learns the booking moved on at once, not after every step at the final
// submit. One lookup per step opened (the step whose opening made the path's lookup needs none); the
// step shows at once while it runs, and the draft is kept whatever it answers.
import { useEffect } from 'react';
import { engravingStepCheckQuery } from '@portal/shared/api/engraving';
import { useQuery } from '@portal/shared/query';
import { useLocation } from '@portal/shared/router';
import { useChangeFlow, ownerSettled } from './ChangeFlow';
import { failureStatus, ownerSessionEnded } from './failures';
import { useOwnerPagesApi } from './useOwnerPagesApi';

/**
 * - 'open': the step may go on (also while the check runs, and when it could not be made: the submit
 *   checks again);
 * - 'moved-on': the booking is past the stage where plaques change;
 * - 'settled': the owner's artwork was approved meanwhile (another tab);
 * - 'session-ended': the owner's session no longer opens the booking.
 */
export type StepOpenState = 'open' | 'moved-on' | 'settled' | 'session-ended';

export function useStepStillOpen(): StepOpenState {
  const { query, lookupKey } = useChangeFlow();
  const api = useOwnerPagesApi(query.staff);
  // The opening of this step (its history entry): the check is made once for it, and the step goes by
  // what that check answered, never by one another opening made.
  const { key } = useLocation();
  const { staff, bookingId, quotedProductId } = query;
  const check = useQuery({ ...engravingStepCheckQuery(api, { staff, bookingId, quotedProductId }, key), enabled: key !== lookupKey });
  const sessionEnded = check.isError && ownerSessionEnded(failureStatus(check.error), { staff, bookingId, quotedProductId });
  const unchecked = check.isError && !sessionEnded ? check.error : null;

  useEffect(() => {
    if (unchecked) console.warn('The step could not check that the artwork still takes changes', unchecked);
  }, [unchecked]);

  if (check.isSuccess) {
    if (!check.data.editable) return 'moved-on';
    if (ownerSettled({ staff, bookingId, quotedProductId }, check.data)) return 'settled';
  }
  return sessionEnded ? 'session-ended' : 'open';
}
