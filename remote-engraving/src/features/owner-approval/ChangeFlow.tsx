// The owner's change path (spec 001 s4 'Engraving approval flow': customise-text, engraving-options,
// image-options, final-approval, in the order of ownerChangeRoutes): the booking line's lookup and the
// owner's draft, loaded once for the pages of the path (the routes' layout).
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { EngravingLookupDto } from '@portal/contracts/wire/engraving';
import {
  ENGRAVING_PAGE_TITLE,
  engravingQueryString,
  ownerChangeRoutes,
  type EngravingQuery,
  type OwnerChangeRoute,
  type PlaqueConfig,
} from '@portal/contracts/domain/engraving';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { QueryRoot } from '@portal/shared/query';
import { report } from '@portal/shared/reporting';
import { Navigate, Outlet, useLocation } from '@portal/shared/router';
import { ClientCareCall } from '@portal/shared/ui';
import { loadEngravingFonts } from '../../components/artwork/preview/fonts';
import { engravingDraftStore, useEngravingDrafts } from '../../lib/engraving-draft';
import { OWNER_OPENING } from '../../app/ownerApp';
import { Failed, Stuck, Waiting } from './Notices';
import { OwnerGuard } from './OwnerGuard';
import { OwnerPage } from './OwnerPage';
import { ownerDraftFrom, ownerDraftKey } from './ownerDraft';
import { noLongerAvailablePath, pagePath, verifyPath } from './paths';
import { useEngravingLookup } from './useEngravingLookup';

export interface ChangeFlowValue {
  query: EngravingQuery;
  lookup: EngravingLookupDto;
  config: PlaqueConfig;
  /** The owner's draft in the draft store. */
  draftKey: string;
  routes: OwnerChangeRoute[];
  /**
   * The history entry (location key) whose opening fetched `lookup`: that step needs no second look;
   * every other step opened on the path checks again (useStepStillOpen).
   */
  lookupKey: string;
}

const ChangeFlowContext = createContext<ChangeFlowValue | null>(null);

export function useChangeFlow(): ChangeFlowValue {
  const value = useContext(ChangeFlowContext);
  if (!value) throw new Error('useChangeFlow must be used inside <ChangeFlow>');
  return value;
}

export function ChangeFlow() {
  // The faces load when the change path opens (this chunk is not in the first load).
  useEffect(() => {
    void loadEngravingFonts();
  }, []);
  // The steps' checks (useStepStillOpen) are queries of the portal's cache: the owner app has no other
  // provider of it (the light first screens before the path stay without TanStack Query).
  return (
    <QueryRoot>
      <OwnerGuard>{(query) => <ChangeFlowLookup key={engravingQueryString(query)} query={query} />}</OwnerGuard>
    </QueryRoot>
  );
}

function ChangeFlowLookup({ query }: { query: EngravingQuery }) {
  const { state, reload } = useEngravingLookup(query);
  const { key } = useLocation();
  // The step this lookup was made for (the layout stays mounted while the steps change).
  const [lookupKey, setLookupKey] = useState(key);
  const refresh = useCallback(() => {
    setLookupKey(key);
    reload();
  }, [key, reload]);
  switch (state.status) {
    case 'session-ended':
      return <Navigate to={verifyPath(query)} replace state={{ sessionEnded: true }} />;
    case 'ready':
      // Past the stage where plaques change, or a product with no plaque: nothing to change here.
      if (!state.lookup.editable || !state.config) return <Navigate to={noLongerAvailablePath(query)} replace />;
      // An owner's approved artwork is settled (Back after thank-you lands here): check-existing says so.
      if (ownerSettled(query, state.lookup)) return <Navigate to={pagePath('check-existing', query)} replace />;
      return <ChangeFlowDraft query={query} lookup={state.lookup} config={state.config} lookupKey={lookupKey} onStale={refresh} />;
    case 'loading':
      return (
        <OwnerPage title={ENGRAVING_PAGE_TITLE}>
          <Waiting label={query.staff ? 'Loading the artwork…' : OWNER_OPENING} />
        </OwnerPage>
      );
    case 'not-found':
      return (
        <OwnerPage title={ENGRAVING_PAGE_TITLE}>
          <Stuck message={state.message} staff={query.staff} />
        </OwnerPage>
      );
    case 'failed':
      return (
        <OwnerPage title={ENGRAVING_PAGE_TITLE}>
          <Failed message={state.message} onRetry={reload} />
          {query.staff ? null : <ClientCareCall />}
        </OwnerPage>
      );
  }
}

/**
 * The owner's artwork is settled: its latest version is approved (by them, with 'I approve this
 * artwork' or their own submit, or by the practice). The owner's change path is closed then (portal-api
 * refuses their submit too); staff may still make a new version, which waits for the owner again.
 */
export function ownerSettled(query: EngravingQuery, lookup: Pick<EngravingLookupDto, 'current'>): boolean {
  return !query.staff && Boolean(lookup.current?.approved);
}

interface ChangeFlowDraftProps {
  query: EngravingQuery;
  lookup: EngravingLookupDto;
  config: PlaqueConfig;
  lookupKey: string;
  /** Looks the line up again (the path's lookup is stale). */
  onStale: () => void;
}

function ChangeFlowDraft({ query, lookup, config, lookupKey, onStale }: ChangeFlowDraftProps) {
  const { pathname, key } = useLocation();
  const draftKey = ownerDraftKey(query, lookup);
  const hasDraft = useEngravingDrafts((state) => Boolean(state.drafts[draftKey]));
  const routes = ownerChangeRoutes(config);
  // Making the draft failed (Try again makes it again) rather than waiting for ever.
  const [prepare, setPrepare] = useState({ attempt: 0, failed: false });
  const route = pathname.replace(/\/+$/, '').split('/').pop() as OwnerChangeRoute;

  // Initialising twice (a reload, a return from check-existing) keeps the stored draft. Once per
  // opening of the path: a draft cleared after the submit is not made again (this layout can stay
  // mounted, hidden, while the thank-you page loads).
  useEffect(() => {
    if (engravingDraftStore.getState().drafts[draftKey]) return;
    let cancelled = false;
    ownerDraftFrom(lookup, config).then(
      (draft) => {
        if (!cancelled) engravingDraftStore.getState().ensure(draftKey, () => draft);
      },
      (error: unknown) => {
        report(error, { bookingId: lookup.booking_id });
        if (!cancelled) setPrepare((current) => ({ ...current, failed: true }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [draftKey, lookup, config, prepare.attempt]);

  // A step opened (Back, Forward) after the draft was sent and cleared while this layout stayed
  // mounted (Back pressed before the thank-you page had replaced it): the lookup is stale, so ask
  // again; an owner's artwork is then settled and check-existing says so. Only a new step opening
  // asks: the clear itself, while thank-you loads, must not.
  const openedKey = useRef(key);
  useEffect(() => {
    if (openedKey.current === key) return;
    openedKey.current = key;
    if (!engravingDraftStore.getState().drafts[draftKey]) onStale();
  }, [key, draftKey, onStale]);

  // A page the plaque does not have (e.g. image-options with PhotoSize '0'): the path's first page.
  if (!routes.includes(route)) return <Navigate to={pagePath(routes[0] ?? 'final-approval', query)} replace />;
  if (!hasDraft && prepare.failed) {
    return (
      <OwnerPage title={ENGRAVING_PAGE_TITLE}>
        <Failed message={DEFAULT_FAILURE} onRetry={() => setPrepare((current) => ({ attempt: current.attempt + 1, failed: false }))} />
      </OwnerPage>
    );
  }
  if (!hasDraft) {
    return (
      <OwnerPage title={ENGRAVING_PAGE_TITLE}>
        <Waiting label={query.staff ? 'Preparing the artwork…' : OWNER_OPENING} />
      </OwnerPage>
    );
  }
  return (
    <ChangeFlowContext.Provider value={{ query, lookup, config, draftKey, routes, lookupKey }}>
      <Outlet />
    </ChangeFlowContext.Provider>
  );
}
