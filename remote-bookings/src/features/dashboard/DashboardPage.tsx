import { useSession } from '@portal/shared/session';
import { Box, Heading, Stack, Text } from '@portal/shared/ui';
import { BookingTables } from './BookingTables';
import { DashboardTiles, useDashboardTiles } from './DashboardTiles';
import { useLiveBookings } from '../../lib/useLiveBookings';

export function DashboardPage() {
  const username = useSession((state) => state.profile?.username);
  const tiles = useDashboardTiles();
  // The tables follow the crematorium's moves without a reload (issue 19 item 4).
  useLiveBookings();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        {username ? <Text color="fg.muted">Signed in as {username}</Text> : null}
      </Stack>
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
