import { Route, Routes } from '@portal/shared/router';
import { NotFound, RemoteRoot } from '@portal/shared/ui';
import { AccountsPage } from '../features/accounts/AccountsPage';
import { NewMemberPage } from '../features/members/NewMemberPage';
import { ProfilePage } from '../features/members/ProfilePage';
import { ViewMemberPage } from '../features/members/ViewMemberPage';
import { UpdatePasswordPage } from '../features/password/UpdatePasswordPage';
import { ManagePracticePage } from '../features/practice/ManagePracticePage';
import { CustomerSupportPage } from '../features/support/CustomerSupportPage';
import { TaggingGuidePage } from '../features/tagging/TaggingGuidePage';

/** Practice, team, profile, accounts, customer support and tagging guide (federated as `./routes`). */
export default function PracticeRoutes() {
  return (
    <RemoteRoot name="remote_practice" build={__PORTAL_BUILD_ID__}>
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
    </RemoteRoot>
  );
}
