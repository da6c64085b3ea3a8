// Issue 15 item 4: each step of the change path checks, when it opens, that the booking still takes
// changes, so the person learns the booking moved on at once, not after every step at the final
// submit. One lookup per step opened (the step whose opening made the path's lookup needs none); the
// step shows at once while it runs, and the draft is kept whatever it answers.
import { useEffect, useState } from 'react';
import { fetchEngravingLookup } from '@portal/shared/api/engraving';
import { useLocation } from '@portal/shared/router';
import { useChangeFlow, ownerSettled } from './ChangeFlow';
import { callFailure, ownerSessionEnded } from './failures';
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
  const { key } = useLocation();
  const [state, setState] = useState<StepOpenState>('open');
  const { staff, bookingId, quotedProductId } = query;

  useEffect(() => {
    if (key === lookupKey) return;
    const controller = new AbortController();
    fetchEngravingLookup(api, bookingId, quotedProductId, controller.signal).then(
      (lookup) => {
        if (controller.signal.aborted) return;
        if (!lookup.editable) setState('moved-on');
        else if (ownerSettled({ staff, bookingId, quotedProductId }, lookup)) setState('settled');
      },
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = await callFailure(error);
        if (controller.signal.aborted) return;
        if (ownerSessionEnded(failure, { staff, bookingId, quotedProductId })) setState('session-ended');
        else console.warn('The step could not check that the artwork still takes changes', error);
      },
    );
    return () => controller.abort();
  }, [api, key, lookupKey, staff, bookingId, quotedProductId]);

  return state;
}
