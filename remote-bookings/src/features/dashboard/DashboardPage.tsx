import { useSession } from '@portal/shared/session';
import { Heading, Stack, Text } from '@portal/shared/ui';
import { BookingTables } from './BookingTables';
import { DashboardTiles } from './DashboardTiles';

export function DashboardPage() {
  const username = useSession((state) => state.profile?.username);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        {username ? <Text color="fg.muted">Signed in as {username}</Text> : null}
      </Stack>
      <DashboardTiles />
      <BookingTables />
    </Stack>
  );
}
