import { lazy, Suspense } from 'react';
import { Route, Routes } from '@portal/shared/router';
import { NotFound, PageLoading, RemoteRoot } from '@portal/shared/ui';
import { wizardRoutes } from '../features/wizard/wizardRoutes';

// Each page loads on its first visit, so the dashboard does not carry the wizards' code.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const BookingsPage = lazy(() => import('../features/bookings/BookingsPage').then((m) => ({ default: m.BookingsPage })));
const BookingDetailsPage = lazy(() =>
  import('../features/booking-details/BookingDetailsPage').then((m) => ({ default: m.BookingDetailsPage })),
);
const ChooserPage = lazy(() => import('../features/new-booking/ChooserPage').then((m) => ({ default: m.ChooserPage })));

/** The bookings area: dashboard, booking lists, details and wizards (federated as `./routes`). */
export default function BookingsRoutes() {
  return (
    <RemoteRoot name="remote_bookings" build={__PORTAL_BUILD_ID__}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/bookings" element={<BookingsPage />} />
          <Route path="/booking/:id" element={<BookingDetailsPage />} />
          <Route path="/new-booking" element={<ChooserPage />} />
          {wizardRoutes()}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
