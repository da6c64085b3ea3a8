import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { fetchServiceTypes, findServiceType, SERVICE_TYPE_NAMES } from '@portal/shared/api/service-types';
import { Card, Heading, SimpleGrid, Text } from '@portal/shared/ui';

interface Tile {
  title: string;
  description: string;
  to: string;
}

const NEW_BOOKING: Tile = {
  title: 'New Booking',
  description: 'Book a cremation, a package, or urns and memorabilia for a family.',
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

/** Whether the practice can order vet supplies: it has a service type named 'vet supply order'. */
function useHasVetSupply(): boolean {
  const api = useApi();
  const [hasVetSupply, setHasVetSupply] = useState(false);
  useEffect(() => {
    let cancelled = false;
    fetchServiceTypes(api).then(
      (types) => {
        if (!cancelled) setHasVetSupply(Boolean(findServiceType(types, SERVICE_TYPE_NAMES.vetSupply)));
      },
      (error: unknown) => console.error('Service types could not be loaded', error),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);
  return hasVetSupply;
}

/** The dashboard tiles (spec 000 s2, Dashboard). */
export function DashboardTiles() {
  const hasVetSupply = useHasVetSupply();
  const tiles = hasVetSupply ? [NEW_BOOKING, VET_SUPPLY, ALL_BOOKINGS] : [NEW_BOOKING, ALL_BOOKINGS];
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" aria-label="Start here">
      {tiles.map((tile) => (
        <Card.Root as="li" key={tile.title} _hover={{ shadow: 'md' }} position="relative">
          <Card.Body gap="2">
            <Heading as="h2" size="lg">
              <RouterLink to={tile.to} style={{ textDecoration: 'none' }}>
                <span style={{ position: 'absolute', inset: 0 }} aria-hidden />
                {tile.title}
              </RouterLink>
            </Heading>
            <Text color="fg.muted">{tile.description}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
