import { Stack } from '@portal/shared/ui';
import { ArrivalNotice } from '../../components/ArrivalNotice';
import { PageTitle } from '../../components/PageTitle';
import { UpdatePasswordLink } from '../../components/UpdatePasswordLink';
import { useIsManager } from '../../lib/access';
import { FamilyConfirmationSetting } from './FamilyConfirmationSetting';
import { FamilyUpdatesSetting } from './FamilyUpdatesSetting';
import { PricingDisplay } from './PricingDisplay';
import { TeamList } from './TeamList';

/**
 * /manage-practice: the price display and the team (spec 001 s2.11), and what the member page that
 * sent the person here did (a member added or updated).
 */
export function ManagePracticePage() {
  const isManager = useIsManager();
  return (
    <>
      <PageTitle
        title="Manage practice"
        intro={
          isManager
            ? 'Choose what prices your staff see, and manage who can use the portal.'
            : 'Your practice’s price display and team. A Vet Owner (Level 3) manages both.'
        }
      />
      <Stack gap="6">
        <ArrivalNotice />
        <PricingDisplay canChange={isManager} />
        {/* A Level 3's choice alone (issue 19 item 3): not shown to anyone else. */}
        {isManager ? <FamilyUpdatesSetting /> : null}
        {isManager ? <FamilyConfirmationSetting /> : null}
        <TeamList canManage={isManager} />
        <UpdatePasswordLink />
      </Stack>
    </>
  );
}
