import { Link as RouterLink } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { serviceTypesQuery } from '@portal/shared/api/service-types';
import { findServiceType, SERVICE_TYPE_NAMES } from '@portal/contracts/wire/service-types';
import { vetQuery } from '@portal/shared/api/vet';
import { overdueCountQuery } from '@portal/shared/api/custody';
import { confirmationCountsQuery } from '@portal/shared/api/family-confirmation';
import { bookingOptionsFor, newBookingSummary } from '@portal/contracts/domain/wizard';
import { useQuery } from '@portal/shared/query';
import { Card, Heading, SimpleGrid, Text } from '@portal/shared/ui';

export interface Tile {
  title: string;
  description: string;
  to: string;
  /** A tile that asks for attention (Overdue, with bookings overdue). */
  attention?: boolean;
}

const NEW_BOOKING: Tile = {
  title: 'New Booking',
  // Until the practice's options are known; then what they let it book (newBookingSummary).
  description: 'Book a cremation for a family.',
  to: '/new-booking',
};
const VET_SUPPLY: Tile = {
  title: 'Vet Supply Order',
  description: 'Order supplies for your practice.',
  to: `/new-booking?${new URLSearchParams({ bookingoption: SERVICE_TYPE_NAMES.vetSupply }).toString()}`,
};
const ALL_BOOKINGS: Tile = {
  title: 'View All Bookings',
  description: 'Find any booking or order and see where it is now.',
  to: '/bookings',
};

const SCAN: Tile = {
  title: 'Scan a pet tag',
  description: 'Record a handover: the pet to the driver, the ashes back, the ashes to the family.',
  to: '/scan',
};

/** The bookings list filtered to the overdue (bookingFilters), as the overdue digest links to it. */
export const OVERDUE_LIST = '/bookings?overdue=true';

/** What the Overdue tile says of the count (GET portal/dashboard/overdue); a general line until it is known. */
export function overdueTile(count: number | undefined): Tile {
  const description =
    count === undefined
      ? 'Bookings longer in their stage than expected.'
      : count === 0
        ? 'No booking is longer in its stage than expected.'
        : `${count} ${count === 1 ? 'booking is' : 'bookings are'} longer in their stage than expected.`;
  return { title: 'Overdue', description, to: OVERDUE_LIST, attention: Boolean(count) };
}

/** Where the Family concerns tile leads: the bookings list filtered to those a family's concern holds (bookingFilters). */
export const CONCERNS_LIST = '/bookings?family_confirmation=concern';

/** What the Family concerns tile says (GET portal/dashboard/confirmations, issue 36); a general line until it is known. */
export function concernsTile(counts: { awaiting: number; concern: number } | undefined): Tile {
  const description =
    counts === undefined
      ? 'Families who said something is not right about what will be done.'
      : counts.concern === 0
        ? `No family has raised a concern.${counts.awaiting ? ` ${counts.awaiting} awaiting the family’s answer.` : ''}`
        : `${counts.concern} ${counts.concern === 1 ? 'family has' : 'families have'} raised a concern: on hold before the cremation.${counts.awaiting ? ` ${counts.awaiting} awaiting the family’s answer.` : ''}`;
  return { title: 'Family concerns', description, to: CONCERNS_LIST, attention: Boolean(counts?.concern) };
}

/**
 * The dashboard's tiles once the practice and its service types are known (loaded, or failed: then
 * the tiles every practice has); null until then. They decide the tiles (Vet Supply Order, what New
 * Booking says), so tiles shown before would move when they arrive (issue 17: a layout shift).
 */
export function useDashboardTiles(): Tile[] | null {
  const api = useApi();
  // The shared cache's answers: the host asked for both as the signed-in portal started.
  const serviceTypesLoad = useQuery(serviceTypesQuery(api));
  const vetLoad = useQuery(vetQuery(api));
  // The count comes in its own time: the tile is there from the start, and only its line changes.
  const overdue = useQuery(overdueCountQuery(api)).data?.count;
  const confirmations = useQuery(confirmationCountsQuery(api)).data;
  if (serviceTypesLoad.isPending || vetLoad.isPending) return null;
  const serviceTypes = serviceTypesLoad.data ?? [];
  const vet = vetLoad.data;
  // The Vet Supply Order tile only if the practice has a service type named 'vet supply order'.
  const hasVetSupply = Boolean(findServiceType(serviceTypes, SERVICE_TYPE_NAMES.vetSupply));
  const newBooking =
    vet && serviceTypes.length > 0
      ? { ...NEW_BOOKING, description: newBookingSummary(bookingOptionsFor(vet.relationshipType, serviceTypes.map((type) => type.name))) }
      : NEW_BOOKING;
  return [newBooking, ...(hasVetSupply ? [VET_SUPPLY] : []), ALL_BOOKINGS, SCAN, overdueTile(overdue), concernsTile(confirmations)];
}

/** The dashboard tiles (spec 000 s2, Dashboard). */
export function DashboardTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" aria-label="Start here">
      {tiles.map((tile) => (
        <Card.Root as="li" key={tile.title} _hover={{ shadow: 'md' }} position="relative" {...(tile.attention ? { borderColor: 'orange.solid', borderWidth: '2px' } : {})}>
          <Card.Body gap="2">
            <Heading as="h2" size="lg">
              <RouterLink to={tile.to} style={{ textDecoration: 'none' }}>
                <span style={{ position: 'absolute', inset: 0 }} aria-hidden />
                {tile.title}
              </RouterLink>
            </Heading>
            <Text color={tile.attention ? 'fg' : 'fg.muted'} fontWeight={tile.attention ? 'semibold' : undefined}>
              {tile.description}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
