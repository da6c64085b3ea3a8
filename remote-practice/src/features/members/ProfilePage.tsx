import { Link as RouterLink } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { contactQuery } from '@portal/shared/api/contact';
import { useQuery } from '@portal/shared/query';
import { Card, Link, Stack, Text } from '@portal/shared/ui';
import { PageTitle } from '../../components/PageTitle';
import { useOwnContactId } from '../../lib/access';
import { MemberDetails } from './MemberDetails';

function OwnRecord({ id }: { id: string }) {
  const member = useQuery(contactQuery(useApi(), id));
  if (member.status === 'pending') return <Text>Loading your profile…</Text>;
  if (member.status === 'error') return <Text>Your profile could not be loaded.</Text>;
  return (
    <Card.Root maxWidth="2xl">
      <Card.Body>
        <Stack gap="4">
          <MemberDetails member={member.data} />
          <Text color="fg.muted">
            To change your name or email, please contact our{' '}
            <Link asChild variant="underline">
              <RouterLink to="/customer-support">Client Care team</RouterLink>
            </Link>
            .
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /profile: the signed-in member's own record (spec 001 s2.11): name and email, read-only, and no
 * access level or status. With nothing here to edit, it has no 'Update profile' button (which could
 * only have gone to /dashboard); the password is changed on its own page.
 */
export function ProfilePage() {
  const contactId = useOwnContactId();
  return (
    <>
      <PageTitle title="Profile" intro="Your name and email as recorded for your practice." />
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
