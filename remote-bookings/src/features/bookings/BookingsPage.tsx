import { useEffect, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { errorDetail, useApi } from '@portal/shared/api';
import { bookingsQuery } from '@portal/shared/api/bookings';
import { pageFromQuery } from '@portal/contracts/domain/paging';
import { useQuery } from '@portal/shared/query';
import { Pager, Stack, Text } from '@portal/shared/ui';
import { BookingsTable } from '../../components/BookingsTable';
import { useVet } from '../../lib/useVet';
import { PageHeading } from '../../components/PageHeading';
import { useLiveBookings } from '../../lib/useLiveBookings';
import { BookingSearch } from './BookingSearch';
import { filtersFromUrl, isFiltered, paramsOfFilters, queryOfFilters, type BookingFilters } from './bookingFilters';

export const BOOKINGS_PAGE_SIZE = 15;

/** What the list says when a search or filter matched nothing, and how to find the booking anyway. */
function noMatch(filters: BookingFilters): string {
  return filters.q.trim()
    ? `No bookings match “${filters.q.trim()}”${filters.stage || filters.from || filters.to || filters.overdue || filters.concern ? ' with these filters' : ''}. Check the spelling, or search by order number or phone.`
    : filters.overdue && !filters.concern && !filters.stage && !filters.from && !filters.to
      ? 'No booking is longer in its stage than expected.'
      : filters.concern && !filters.overdue && !filters.stage && !filters.from && !filters.to
        ? 'No booking is on hold for a family’s concern.'
        : 'No bookings match these filters.';
}

/** The server's field messages of a refused list call (a hand-edited address), for the search form. */
function useServerProblems(error: unknown): Partial<Record<keyof BookingFilters, string>> | undefined {
  const [read, setRead] = useState<{ error: unknown; problems: Partial<Record<keyof BookingFilters, string>> }>();
  useEffect(() => {
    if (!error) return;
    let current = true;
    void errorDetail(error).then((detail) => {
      if (!current || !detail || typeof detail !== 'object') return;
      const fields = detail as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      setRead({ error, problems: { q: text(fields.q), from: text(fields.entered_from), to: text(fields.entered_before) } });
    });
    return () => {
      current = false;
    };
  }, [error]);
  return error && read?.error === error ? read.problems : undefined;
}

/**
 * /bookings: every booking and order of the practice, newest first, 15 a page (spec 000 s2, s9), and
 * the search a nurse uses with the family on the phone (issue 31 item 5), kept in the address.
 */
export function BookingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const filters = filtersFromUrl(searchParams);
  const filtered = isFiltered(filters);
  // The page's rows and the practice load side by side: one round trip to the first rows.
  const bookings = useQuery(bookingsQuery(useApi(), { page, pageSize: BOOKINGS_PAGE_SIZE, ...queryOfFilters(filters) }));
  const serverProblems = useServerProblems(bookings.error);
  const vet = useVet();
  useLiveBookings();
  const total = bookings.data?.total;
  return (
    <Stack gap="5">
      <PageHeading title="View Bookings/Orders">
        <Text as="h2" fontSize="lg" color="fg.muted">
          {filtered ? 'Search results' : 'Latest entries'}
        </Text>
      </PageHeading>
      <BookingSearch
        // A new address (Back, Clear, a link) starts the form from what it carries.
        key={searchParams.toString()}
        filters={filters}
        serverProblems={serverProblems}
        onSearch={(next) => setSearchParams(paramsOfFilters(next))}
      />
      <Text role="status" aria-live="polite" fontWeight="medium" minH="6">
        {filtered && bookings.isSuccess && total !== undefined
          ? total === 0
            ? 'No bookings found.'
            : `${total.toLocaleString('en-AU')} ${total === 1 ? 'booking' : 'bookings'} found.`
          : ''}
      </Text>
      <BookingsTable
        caption={filtered ? 'Search results' : 'Latest entries'}
        rows={bookings}
        vet={vet}
        withPetTag
        {...(filtered ? { emptyText: noMatch(filters) } : {})}
      />
      {bookings.isSuccess ? (
        <Pager label="Bookings pages" currentPage={page} lastPage={bookings.data.lastPage} hrefFor={(p) => `?${paramsOfFilters(filters, p).toString()}`} />
      ) : null}
    </Stack>
  );
}
