import { useSearchParams } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { bookingsQuery } from '@portal/shared/api/bookings';
import { pageFromQuery } from '@portal/shared/domain/paging';
import { useQuery } from '@portal/shared/query';
import { Pager, Stack, Text } from '@portal/shared/ui';
import { BookingsTable } from '../../components/BookingsTable';
import { useVet } from '../../lib/useVet';
import { PageHeading } from '../../components/PageHeading';
import { useLiveBookings } from '../../lib/useLiveBookings';

export const BOOKINGS_PAGE_SIZE = 15;

/** /bookings: every booking and order of the practice, newest first, 15 a page (spec 000 s2, s9). */
export function BookingsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  // The page's rows and the practice load side by side: one round trip to the first rows.
  const bookings = useQuery(bookingsQuery(useApi(), { page, pageSize: BOOKINGS_PAGE_SIZE }));
  const vet = useVet();
  useLiveBookings();
  return (
    <Stack gap="5">
      <PageHeading title="View Bookings/Orders">
        <Text as="h2" fontSize="lg" color="fg.muted">
          Latest entries
        </Text>
      </PageHeading>
      <BookingsTable caption="Latest entries" rows={bookings} vet={vet} withPetTag />
      {bookings.isSuccess ? (
        <Pager label="Bookings pages" currentPage={page} lastPage={bookings.data.lastPage} hrefFor={(p) => `?page=${p}`} />
      ) : null}
    </Stack>
  );
}
