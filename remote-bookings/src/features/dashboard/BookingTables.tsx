import { useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { bookingsQuery } from '@portal/shared/api/bookings';
import type { BookingQuery } from '@portal/contracts/wire/bookings';
import { pageFromQuery } from '@portal/contracts/domain/paging';
import { STAGES } from '@portal/contracts/domain/stages';
import { useQuery } from '@portal/shared/query';
import { Heading, HStack, Pager, Stack, Switch } from '@portal/shared/ui';
import { BookingsTable } from '../../components/BookingsTable';
import { useVet } from '../../lib/useVet';

export const DASHBOARD_PAGE_SIZE = 5;
export const PARTIAL_BOOKINGS_KEY = 'viewPartialBookings';
type TableName = 'instruction' | 'return';

/** Dashboard default filter (spec 000 s9): closed private bookings. */
const DASHBOARD_FILTER = { bookingStatus: 'Close', bookingType: 'Private' } as const satisfies Partial<BookingQuery>;

function readPartial(): boolean {
  try {
    return localStorage.getItem(PARTIAL_BOOKINGS_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * 'Private Cremation: Awaiting Instructions' (with the persisted partial-bookings toggle) and, for
 * vet_direct practices, 'Private Cremation: Awaiting Return'; each paged with ?page=&table=.
 */
export function BookingTables() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [showPartial, setShowPartial] = useState(readPartial);
  const pageOf = (table: TableName) => (searchParams.get('table') === table ? pageFromQuery(searchParams.get('page')) : 1);
  const instructionPage = pageOf('instruction');
  const returnPage = pageOf('return');

  // Partial bookings: the practice's unsubmitted ones, seeded (closed) or started in the portal (open).
  const api = useApi();
  const instructions = useQuery(
    bookingsQuery(api, {
      ...DASHBOARD_FILTER,
      orderStages: [STAGES.pendingDetails],
      partialBookings: showPartial,
      page: instructionPage,
      pageSize: DASHBOARD_PAGE_SIZE,
    }),
  );
  // Asked for at once with the relationship filter, so the table needs no wait for the practice.
  const returns = useQuery(
    bookingsQuery(api, {
      ...DASHBOARD_FILTER,
      orderStages: [STAGES.awaitingReturnDelivery],
      relationshipType: 'vet_direct',
      page: returnPage,
      pageSize: DASHBOARD_PAGE_SIZE,
    }),
  );
  const vet = useVet();

  const hrefFor = (table: TableName) => (page: number) => `?${new URLSearchParams({ table, page: String(page) }).toString()}`;

  const togglePartial = (checked: boolean) => {
    setShowPartial(checked);
    try {
      localStorage.setItem(PARTIAL_BOOKINGS_KEY, String(checked));
    } catch {
      // Private browsing without storage: the toggle still works for this page.
    }
    if (searchParams.get('table') === 'instruction') setSearchParams({});
  };

  return (
    <Stack gap="8">
      <Stack as="section" gap="3" aria-labelledby="awaiting-instructions">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading as="h2" size="lg" id="awaiting-instructions">
            Private Cremation: Awaiting Instructions
          </Heading>
          <Switch.Root checked={showPartial} onCheckedChange={(details) => togglePartial(details.checked)} colorPalette="teal">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>View partial bookings</Switch.Label>
          </Switch.Root>
        </HStack>
        <BookingsTable caption="Private Cremation: Awaiting Instructions" rows={instructions} vet={vet} />
        {instructions.isSuccess ? (
          <Pager
            label="Awaiting Instructions pages"
            currentPage={instructionPage}
            lastPage={instructions.data.lastPage}
            hrefFor={hrefFor('instruction')}
          />
        ) : null}
      </Stack>
      {vet?.relationshipType === 'vet_direct' ? (
        <Stack as="section" gap="3" aria-labelledby="awaiting-return">
          <Heading as="h2" size="lg" id="awaiting-return">
            Private Cremation: Awaiting Return
          </Heading>
          <BookingsTable caption="Private Cremation: Awaiting Return" rows={returns} vet={vet} />
          {returns.isSuccess ? (
            <Pager label="Awaiting Return pages" currentPage={returnPage} lastPage={returns.data.lastPage} hrefFor={hrefFor('return')} />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
