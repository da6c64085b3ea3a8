import { Route, Routes } from '@portal/shared/router';
import { NotFound, RemoteRoot } from '@portal/shared/ui';
import { BookingDetailsPage } from '../features/booking-details/BookingDetailsPage';
import { BookingsPage } from '../features/bookings/BookingsPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ChooserPage } from '../features/new-booking/ChooserPage';
import { wizardRoutes } from '../features/wizard/wizardRoutes';

/** The bookings area: dashboard, booking lists, details and wizards (federated as `./routes`). */
export default function BookingsRoutes() {
  return (
    <RemoteRoot name="remote_bookings" build={__PORTAL_BUILD_ID__}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/bookings" element={<BookingsPage />} />
        <Route path="/booking/:id" element={<BookingDetailsPage />} />
        <Route path="/new-booking" element={<ChooserPage />} />
        {wizardRoutes()}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
