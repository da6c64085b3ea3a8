import { useParams } from '@portal/shared/router';
import { fetchContact } from '@portal/shared/api/contact';
import { Text } from '@portal/shared/ui';
import { ManagersOnly } from '../../components/ManagersOnly';
import { PageTitle } from '../../components/PageTitle';
import { useLoaded } from '../../lib/useLoaded';
import { MemberForm } from './MemberForm';

function ManagerView({ id }: { id: string }) {
  const [member] = useLoaded(`member ${id}`, (api) => fetchContact(api, id));
  if (member.status === 'loading') return <Text>Loading the member…</Text>;
  if (member.status === 'failed') return <Text>This member could not be loaded.</Text>;
  return <MemberForm key={member.data.id} member={member.data} managerView doneTo="/manage-practice" />;
}

/** /manage-practice/view-member/{id}: the manager view of a member (spec 001 s2.11, s6). */
export function ViewMemberPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Member" intro="Change this member’s access level or status." />
      <ManagersOnly>
        <ManagerView id={id} />
      </ManagersOnly>
    </>
  );
}
