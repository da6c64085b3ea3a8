import { Route, Routes } from '@portal/shared/router';
import { NotFound, RemoteRoot } from '@portal/shared/ui';

/** Product list, product modal, packages and cart (federated as `./routes` and widgets). */
export default function CatalogRoutes() {
  return (
    <RemoteRoot name="remote_catalog" build={__PORTAL_BUILD_ID__}>
      <Routes>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
