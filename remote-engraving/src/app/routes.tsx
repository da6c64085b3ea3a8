import { Suspense } from 'react';
import { Route, Routes } from '@portal/shared/router';
import { lazyPage, NotFound, PageLoading, RemoteRoot } from '@portal/shared/ui';
import { Waiting } from '../features/owner-approval/Notices';
import { OWNER_OPENING, useInOwnerApp } from './ownerApp';

// The owner's pages load on first visit; the change path brings the artwork steps, preview, fonts and
// icons with it.
const VerifyPage = lazyPage(() => import('../features/owner-approval/VerifyRoute').then((m) => m.VerifyPage));
const CheckExistingPage = lazyPage(() => import('../features/owner-approval/CheckExistingRoute').then((m) => m.CheckExistingPage));
const StaffLoginPage = lazyPage(() => import('../features/owner-approval/StaffLoginPage').then((m) => m.StaffLoginPage));
const ChangeFlow = lazyPage(() => import('../features/owner-approval/ChangeFlow').then((m) => m.ChangeFlow));
const ChangeStepPage = lazyPage(() => import('../features/owner-approval/ChangeStepPage').then((m) => m.ChangeStepPage));
const ThankYouPage = lazyPage(() => import('../features/owner-approval/DonePages').then((m) => m.ThankYouPage));
const ApprovedPage = lazyPage(() => import('../features/owner-approval/DonePages').then((m) => m.ApprovedPage));
const NoLongerAvailablePage = lazyPage(() => import('../features/owner-approval/DonePages').then((m) => m.NoLongerAvailablePage));
const TrackingPage = lazyPage(() => import('../features/family-tracking/TrackingRoute').then((m) => m.TrackingPage));
const ConfirmationPage = lazyPage(() => import('../features/family-confirmation/ConfirmationRoute').then((m) => m.ConfirmationPage));
const OwnerNotFoundPage = lazyPage(() => import('../features/owner-approval/DonePages').then((m) => m.OwnerNotFoundPage));

/** An address the pages do not have: staff in the portal go back to their dashboard; an owner has none. */
function EngravingNotFound() {
  return useInOwnerApp() ? <OwnerNotFoundPage /> : <NotFound />;
}

/** While a page's code arrives: in the owner app, the words its HTML said (one message to the owner). */
function PagesLoading() {
  return useInOwnerApp() ? <Waiting label={OWNER_OPENING} /> : <PageLoading />;
}

/** The staff and owner engraving pages /engraving/* (spec 001 s2.2; federated as `./routes`). */
export function EngravingPages() {
  return (
    <Suspense fallback={<PagesLoading />}>
      <Routes>
        <Route path="/engraving/verify/:bookingId/:quotedProductId" element={<VerifyPage />} />
        <Route path="/engraving/staff-login/:bookingId/:quotedProductId" element={<StaffLoginPage />} />
        <Route path="/engraving/check-existing" element={<CheckExistingPage />} />
        <Route element={<ChangeFlow />}>
          {/* Keyed: each page opens afresh (its heading takes focus, no flags carried over). */}
          <Route path="/engraving/customise-text" element={<ChangeStepPage key="customise-text" route="customise-text" />} />
          <Route path="/engraving/engraving-options" element={<ChangeStepPage key="engraving-options" route="engraving-options" />} />
          <Route path="/engraving/image-options" element={<ChangeStepPage key="image-options" route="image-options" />} />
          <Route path="/engraving/final-approval" element={<ChangeStepPage key="final-approval" route="final-approval" />} />
        </Route>
        <Route path="/engraving/thank-you" element={<ThankYouPage />} />
        <Route path="/engraving/approved" element={<ApprovedPage />} />
        <Route path="/engraving/404" element={<NoLongerAvailablePage />} />
        {/* The family's tracking page (issue 19 item 3); served as a first screen, this is the app's fallback. */}
        <Route path="/track" element={<TrackingPage />} />
        {/* The family's confirmation page (issue 36); served as a first screen, this is the app's fallback. */}
        <Route path="/confirm" element={<ConfirmationPage />} />
        <Route path="*" element={<EngravingNotFound />} />
      </Routes>
    </Suspense>
  );
}

/** Engraving steps and the owner's approval pages (federated as `./routes`). */
export default function EngravingRoutes() {
  return (
    <RemoteRoot name="remote_engraving" build={__PORTAL_BUILD_ID__}>
      <EngravingPages />
    </RemoteRoot>
  );
}

/** The change path's pages and the thank-you after them, asked for together (no page waits for another's code). */
const CHANGE_PATH = [ChangeFlow, ChangeStepPage, ThankYouPage];

/**
 * The owner app asks for the code of the page it opens on with its own start (issue 17), not after
 * its first render has found the route: a step of the change path asks for the whole path. The phone
 * check is left to its own route.
 */
export function preloadPageFor(pathname: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const pages: Record<string, { preload: () => void }[]> = {
    '/engraving/check-existing': [CheckExistingPage],
    '/engraving/customise-text': CHANGE_PATH,
    '/engraving/engraving-options': CHANGE_PATH,
    '/engraving/image-options': CHANGE_PATH,
    '/engraving/final-approval': CHANGE_PATH,
    '/engraving/thank-you': [ThankYouPage],
    '/engraving/approved': [ApprovedPage],
    '/engraving/404': [NoLongerAvailablePage],
  };
  if (path.startsWith('/engraving/staff-login/')) StaffLoginPage.preload();
  else for (const page of pages[path] ?? []) page.preload();
}
