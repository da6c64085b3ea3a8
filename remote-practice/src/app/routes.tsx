import { lazy, Suspense } from 'react';
import { Route, Routes } from '@portal/shared/router';
import { NotFound, PageLoading, RemoteRoot } from '@portal/shared/ui';

// Each page loads on its first visit.
const AccountsPage = lazy(() => import('../features/accounts/AccountsPage').then((m) => ({ default: m.AccountsPage })));
const NewMemberPage = lazy(() => import('../features/members/NewMemberPage').then((m) => ({ default: m.NewMemberPage })));
const ProfilePage = lazy(() => import('../features/members/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const ViewMemberPage = lazy(() => import('../features/members/ViewMemberPage').then((m) => ({ default: m.ViewMemberPage })));
const UpdatePasswordPage = lazy(() => import('../features/password/UpdatePasswordPage').then((m) => ({ default: m.UpdatePasswordPage })));
const ManagePracticePage = lazy(() => import('../features/practice/ManagePracticePage').then((m) => ({ default: m.ManagePracticePage })));
const CustomerSupportPage = lazy(() => import('../features/support/CustomerSupportPage').then((m) => ({ default: m.CustomerSupportPage })));
const TaggingGuidePage = lazy(() => import('../features/tagging/TaggingGuidePage').then((m) => ({ default: m.TaggingGuidePage })));

/** Practice, team, profile, accounts, customer support and tagging guide (federated as `./routes`). */
export default function PracticeRoutes() {
  return (
    <RemoteRoot name="remote_practice" build={__PORTAL_BUILD_ID__}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/manage-practice" element={<ManagePracticePage />} />
          <Route path="/manage-practice/new-member" element={<NewMemberPage />} />
          <Route path="/manage-practice/view-member/:id" element={<ViewMemberPage />} />
          <Route path="/manage-practice/update-password" element={<UpdatePasswordPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/customer-support" element={<CustomerSupportPage />} />
          <Route path="/tagging-guide" element={<TaggingGuidePage />} />
          <Route path="/accounts" element={<AccountsPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
