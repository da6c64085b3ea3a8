import { Route, Routes } from '@portal/shared/router';
import { NotFound, RemoteRoot } from '@portal/shared/ui';

/** Practice, team, profile, accounts, customer support and tagging guide (federated as `./routes`). */
export default function PracticeRoutes() {
  return (
    <RemoteRoot name="remote_practice" build={__PORTAL_BUILD_ID__}>
      <Routes>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
