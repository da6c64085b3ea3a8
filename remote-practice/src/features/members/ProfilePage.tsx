import { Link as RouterLink } from '@portal/shared/router';
import { fetchContact } from '@portal/shared/api/contact';
import { Link, Stack, Text } from '@portal/shared/ui';
import { PageTitle } from '../../components/PageTitle';
import { useOwnContactId } from '../../lib/access';
import { useLoaded } from '../../lib/useLoaded';
import { MemberForm } from './MemberForm';

function OwnRecord({ id }: { id: string }) {
  const [member] = useLoaded(`member ${id}`, (api) => fetchContact(api, id));
  if (member.status === 'loading') return <Text>Loading your profile…</Text>;
  if (member.status === 'failed') return <Text>Your profile could not be loaded.</Text>;
  return <MemberForm member={member.data} managerView={false} doneTo="/dashboard" />;
}

/** /profile: the signed-in member's own record, read-only names and email (spec 001 s2.11). */
export function ProfilePage() {
  const contactId = useOwnContactId();
  return (
    <>
      <PageTitle
        title="Profile"
        intro="Your name and email as recorded for your practice."
      />
      <Stack gap="4">
        {contactId ? <OwnRecord id={contactId} /> : <Text>Please sign in to see your profile.</Text>}
        <Text>
          <Link asChild variant="underline">
            <RouterLink to="/manage-practice/update-password">Update your password</RouterLink>
          </Link>
        </Text>
      </Stack>
    </>
  );
}
