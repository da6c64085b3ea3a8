import { Route, Routes } from '@portal/shared/router';
import { NotFound, RemoteRoot } from '@portal/shared/ui';
import { DashboardPage } from '../features/dashboard/DashboardPage';

/** The bookings area: dashboard, booking lists, details and wizards (federated as `./routes`). */
export default function BookingsRoutes() {
  return (
    <RemoteRoot name="remote_bookings" build={__PORTAL_BUILD_ID__}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
