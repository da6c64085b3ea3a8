import { Navigate, useParams } from '@portal/shared/router';
import { fetchContact } from '@portal/shared/api/contact';
import { Text } from '@portal/shared/ui';
import { ManagersOnly } from '../../components/ManagersOnly';
import { PageTitle } from '../../components/PageTitle';
import { useIsManager, useOwnContactId } from '../../lib/access';
import { useLoaded } from '../../lib/useLoaded';
import { MemberForm } from './MemberForm';

function ManagerView({ id }: { id: string }) {
  const [member] = useLoaded(`member ${id}`, (api) => fetchContact(api, id));
  if (member.status === 'loading') return <Text>Loading the member…</Text>;
  if (member.status === 'failed') return <Text>This member could not be loaded.</Text>;
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
