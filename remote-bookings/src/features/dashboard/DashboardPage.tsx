import { useSession } from '@portal/shared/session';
import { Box, Stack, Text } from '@portal/shared/ui';
import { BookingTables } from './BookingTables';
import { DashboardTiles, useDashboardTiles } from './DashboardTiles';
import { PageHeading } from '../../components/PageHeading';
import { useLiveBookings } from '../../lib/useLiveBookings';

export function DashboardPage() {
  const username = useSession((state) => state.profile?.username);
  const tiles = useDashboardTiles();
  // The tables follow the crematorium's moves without a reload (issue 19 item 4).
  useLiveBookings();
  return (
    <Stack gap="6">
      <PageHeading title="Dashboard">
        {username ? <Text color="fg.muted">Signed in as {username}</Text> : null}
      </PageHeading>
      {tiles ? (
        <DashboardTiles tiles={tiles} />
      ) : (
        <Text role="status" color="fg.muted">
          Loading your dashboard…
        </Text>
      )}
      {/*
        The tables load meanwhile but show with the tiles, not above where the tiles will be: nothing
        on the page moves when the tiles arrive (issue 17).
      */}
      <Box display={tiles ? undefined : 'none'}>
        <BookingTables />
      </Box>
    </Stack>
  );
}
