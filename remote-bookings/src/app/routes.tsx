import { Suspense } from 'react';
import { QueryRoot } from '@portal/shared/query';
import { Route, Routes } from '@portal/shared/router';
import { lazyPage, NotFound, PageLoading, RemoteRoot } from '@portal/shared/ui';
import { wizardRoutes } from '../features/wizard/wizardRoutes';

// Each page loads on its first visit, so the dashboard does not carry the wizards' code.
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage));
const BookingsPage = lazyPage(() => import('../features/bookings/BookingsPage').then((m) => m.BookingsPage));
const BookingDetailsPage = lazyPage(() => import('../features/booking-details/BookingDetailsPage').then((m) => m.BookingDetailsPage));
const ScanPage = lazyPage(() => import('../features/scan/ScanPage').then((m) => m.ScanPage));
const ChooserPage = lazyPage(() => import('../features/new-booking/ChooserPage').then((m) => m.ChooserPage));

/** The bookings area: dashboard, booking lists, details and wizards (federated as `./routes`). */
export default function BookingsRoutes() {
  return (
    <RemoteRoot name="remote_bookings" build={__PORTAL_BUILD_ID__}>
      <QueryRoot>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/bookings" element={<BookingsPage />} />
            <Route path="/booking/:id" element={<BookingDetailsPage />} />
            <Route path="/scan" element={<ScanPage />} />
            <Route path="/new-booking" element={<ChooserPage />} />
            {wizardRoutes()}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </QueryRoot>
    </RemoteRoot>
  );
}
