import { Route, Routes } from '@portal/shared/router';
import { NotFound, RemoteRoot } from '@portal/shared/ui';

/** Engraving steps and the owner's approval pages (federated as `./routes`). */
export default function EngravingRoutes() {
  return (
    <RemoteRoot name="remote_engraving" build={__PORTAL_BUILD_ID__}>
      <Routes>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
