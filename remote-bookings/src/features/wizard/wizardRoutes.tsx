import { Route } from '@portal/shared/router';
import { WIZARD_PATHS } from '@portal/contracts/domain/wizard';
import { lazyPage } from '@portal/shared/ui';

const WizardPage = lazyPage(() => import('./WizardPage').then((m) => m.WizardPage));

/** /new-booking/{path} for every wizard and /edit-booking-{path}/{id} for all but vet supply (spec 000 s2). */
export function wizardRoutes() {
  return WIZARD_PATHS.flatMap((path) => [
    <Route key={`new-${path}`} path={`/new-booking/${path}`} element={<WizardPage path={path} mode="new" />} />,
    ...(path === 'vet-supply-order'
      ? []
      : [<Route key={`edit-${path}`} path={`/edit-booking-${path}/:id`} element={<WizardPage path={path} mode="edit" />} />]),
  ]);
}
