import { Heading, Stack } from '@portal/shared/ui';
import { DashboardTiles } from './DashboardTiles';

export function DashboardPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Dashboard
      </Heading>
      <DashboardTiles />
    </Stack>
  );
}
