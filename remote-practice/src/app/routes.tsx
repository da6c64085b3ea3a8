import { Suspense } from 'react';
import { QueryRoot } from '@portal/shared/query';
import { Route, Routes } from '@portal/shared/router';
import { lazyPage, NotFound, PageLoading, RemoteRoot } from '@portal/shared/ui';

// Each page loads on its first visit.
const AccountsPage = lazyPage(() => import('../features/accounts/AccountsPage').then((m) => m.AccountsPage));
const NewMemberPage = lazyPage(() => import('../features/members/NewMemberPage').then((m) => m.NewMemberPage));
const ProfilePage = lazyPage(() => import('../features/members/ProfilePage').then((m) => m.ProfilePage));
const ViewMemberPage = lazyPage(() => import('../features/members/ViewMemberPage').then((m) => m.ViewMemberPage));
const UpdatePasswordPage = lazyPage(() => import('../features/password/UpdatePasswordPage').then((m) => m.UpdatePasswordPage));
const ManagePracticePage = lazyPage(() => import('../features/practice/ManagePracticePage').then((m) => m.ManagePracticePage));
const CustomerSupportPage = lazyPage(() => import('../features/support/CustomerSupportPage').then((m) => m.CustomerSupportPage));
const TaggingGuidePage = lazyPage(() => import('../features/tagging/TaggingGuidePage').then((m) => m.TaggingGuidePage));

/** Practice, team, profile, accounts, customer support and tagging guide (federated as `./routes`). */
export default function PracticeRoutes() {
  return (
    <RemoteRoot name="remote_practice" build={__PORTAL_BUILD_ID__}>
      <QueryRoot>
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
      </QueryRoot>
    </RemoteRoot>
  );
}
