import { useCallback, useEffect, useState } from 'react';
import { fetchEngravingLookup } from '@portal/shared/api/engraving';
import type { EngravingLookupDto } from '@portal/contracts/wire/engraving';
import { parsePlaqueConfig, type EngravingQuery, type PlaqueConfig } from '@portal/contracts/domain/engraving';
import { takeEarlyLookup } from './earlyLookup';
import { actionFailureMessage, callFailure, notFoundMessage, ownerSessionEnded } from './failures';
import { useOwnerPagesApi } from './useOwnerPagesApi';

export type LookupState =
  | { status: 'loading' }
  | { status: 'ready'; lookup: EngravingLookupDto; config: PlaqueConfig | null }
  /** 404: 'No data to show!' or 'No product engraved!' (spec 001 s8). */
  | { status: 'not-found'; message: string }
  /** The owner's guest token or grant ran out: the phone check again. */
  | { status: 'session-ended' }
  /** No answer, or a failure on our side: what to say (the connection's, or ours: failures.ts). */
  | { status: 'failed'; message: string };

/** The booking line's engraving (the lookup: product, pet, plaque config, editability, versions). */
export function useEngravingLookup(query: EngravingQuery): { state: LookupState; reload: () => void } {
  const api = useOwnerPagesApi(query.staff);
  const { bookingId, quotedProductId } = query;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LookupState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    // The first visit of a page opened cold takes the lookup the app asked for at start.
    const early = attempt === 0 ? takeEarlyLookup({ staff: query.staff, bookingId, quotedProductId }) : undefined;
    (early ?? fetchEngravingLookup(api, bookingId, quotedProductId, controller.signal)).then(
      (lookup) => {
        if (controller.signal.aborted) return;
        let config: PlaqueConfig | null = null;
        try {
          config = lookup.plaque_config ? parsePlaqueConfig(lookup.plaque_config) : null;
        } catch (error) {
          console.error('The plaque config of the lookup is not valid', error);
        }
        setState({ status: 'ready', lookup, config });
      },
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = await callFailure(error);
        if (controller.signal.aborted) return;
        if (failure.status === 404) setState({ status: 'not-found', message: notFoundMessage(failure, { staff: query.staff }) });
        else if (ownerSessionEnded(failure, { staff: query.staff, bookingId, quotedProductId })) setState({ status: 'session-ended' });
        else {
          console.error('The engraving lookup failed', error);
          setState({ status: 'failed', message: actionFailureMessage(error, { staff: query.staff }, 'Try again') });
        }
      },
    );
    return () => controller.abort();
  }, [api, bookingId, quotedProductId, query.staff, attempt]);

  // A new query is a new page (the pages key on it); reload asks again for the same one.
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
