import { Navigate, useParams } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { contactQuery } from '@portal/shared/api/contact';
import { useQuery } from '@portal/shared/query';
import { Text } from '@portal/shared/ui';
import { ManagersOnly } from '../../components/ManagersOnly';
import { PageTitle } from '../../components/PageTitle';
import { useIsManager, useOwnContactId } from '../../lib/access';
import { MemberForm } from './MemberForm';

function ManagerView({ id }: { id: string }) {
  const member = useQuery(contactQuery(useApi(), id));
  if (member.status === 'pending') return <Text>Loading the member…</Text>;
  if (member.status === 'error') return <Text>This member could not be loaded.</Text>;
  return <MemberForm key={member.data.id} member={member.data} />;
}

/**
 * /manage-practice/view-member/{id}: the manager view of another member (spec 001 s2.11, s6). One's
 * own record is the profile, with no access level or status (the API refuses changing one's own).
 */
export function ViewMemberPage() {
  const { id = '' } = useParams();
  const isManager = useIsManager();
  const ownId = useOwnContactId();
  if (id === ownId) return <Navigate to="/profile" replace />;
  return (
    <>
      <PageTitle title="Member" intro={isManager ? 'Change this member’s access level or status.' : undefined} />
      <ManagersOnly>
        <ManagerView id={id} />
      </ManagersOnly>
    </>
  );
}
