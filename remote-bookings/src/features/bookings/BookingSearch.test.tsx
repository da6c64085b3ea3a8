// The bookings list's search (issue 31 item 5): what the page asks the server, what the address keeps,
// and what a nurse is told, without the stack.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATE_RANGE_MESSAGE, SEARCH_TOO_SHORT_MESSAGE, stageGroup } from '@portal/contracts/domain/booking-search';
import { useLocation } from '@portal/shared/router';
import { bookingDto, fakeApi, renderWithProviders, vetDto, type FakeReply } from '@portal/shared/testing';
import { BookingsPage } from './BookingsPage';
import { filtersFromUrl, paramsOfFilters, queryOfFilters } from './bookingFilters';

vi.mock('../../lib/useLiveBookings', () => ({ useLiveBookings: () => undefined }));

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderPage(route = '/bookings', list?: FakeReply) {
  const rows = [bookingDto({ id: 'b1', order_id_c: 'VP-100023', pet_first_name_c: 'Biscuit', last_name: "O'Sullivan-Brown" })];
  const { api, calls } = fakeApi({
    'GET portal/booking': list ?? { body: { data: rows, current_page: 1, last_page: 1, total: 1 } },
    'GET portal/vet': { body: { data: vetDto() } },
  });
  renderWithProviders(
    <>
      <BookingsPage />
      <Address />
    </>,
    { api, route },
  );
  const lastQuery = () => calls('GET', 'portal/booking').at(-1)?.query;
  return { calls, lastQuery };
}

describe('/bookings search', () => {
  it('searches on Enter, not while typing, and keeps the search in the address', async () => {
    const { calls, lastQuery } = renderPage();
    await screen.findByText('VP-100023');
    expect(calls('GET', 'portal/booking')).toHaveLength(1);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a booking' }), "O'Sullivan-Brown");
    expect(calls('GET', 'portal/booking')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()?.get('q')).toBe("O'Sullivan-Brown"));
    expect(screen.getByTestId('address').textContent).toBe(`?${new URLSearchParams({ q: "O'Sullivan-Brown" }).toString()}`);
    expect(await screen.findByText('1 booking found.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
  });

  it('asks for what the address carries: the words, the stage group and the days (to is inclusive)', async () => {
    const { lastQuery } = renderPage('/bookings?q=biscuit&stage=completed&from=2026-11-01&to=2026-11-26&page=2');
    await screen.findByText('VP-100023');
    const query = lastQuery();
    expect(query?.get('q')).toBe('biscuit');
    expect(query?.get('page')).toBe('2');
    expect(query?.getAll('order_stage')).toEqual([...(stageGroup('completed')?.stages ?? [])]);
    expect(query?.get('entered_from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(query?.get('entered_before')).toBe(new Date(2026, 10, 27).toISOString());
    expect(screen.getByRole('searchbox', { name: 'Find a booking' })).toHaveValue('biscuit');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('completed');
  });

  it('says what is wrong, where it can be fixed, and asks nothing', async () => {
    const { calls } = renderPage();
    await screen.findByText('VP-100023');
    const search = screen.getByRole('searchbox', { name: 'Find a booking' });
    await userEvent.type(search, "b'{Enter}");
    expect(await screen.findByText(SEARCH_TOO_SHORT_MESSAGE)).toBeInTheDocument();
    expect(search).toHaveFocus();
    expect(search).toHaveValue("b'");
    await userEvent.clear(search);
    await userEvent.type(screen.getByLabelText('Booked from'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Booked to'), '2026-11-02');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(DATE_RANGE_MESSAGE)).toBeInTheDocument();
    expect(calls('GET', 'portal/booking')).toHaveLength(1);
  });

  it('says when nothing matched and how else to find the booking; Clear returns to the latest entries', async () => {
    const { lastQuery } = renderPage('/bookings?q=zzyzx', { body: { data: [], current_page: 1, last_page: 1, total: 0 } });
    expect(await screen.findByText('No bookings match “zzyzx”. Check the spelling, or search by order number or phone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastQuery()?.has('q')).toBe(false));
    expect(screen.getByTestId('address').textContent).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Find a booking' })).toHaveValue('');
  });

  it('Family concerns only asks for the bookings a concern holds and keeps it in the address, as Overdue only does', async () => {
    const { lastQuery } = renderPage();
    await screen.findByText('VP-100023');
    expect(lastQuery()?.has('family_confirmation')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Family concerns only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()?.get('family_confirmation')).toBe('concern'));
    expect(screen.getByTestId('address').textContent).toBe('?family_confirmation=concern');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Family concerns only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()?.has('family_confirmation')).toBe(false));
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('opened from the Family concerns tile: the box is ticked, the list asks for the concerns, and an empty list says none is on hold', async () => {
    const { lastQuery } = renderPage('/bookings?family_confirmation=concern', { body: { data: [], current_page: 1, last_page: 1, total: 0 } });
    expect(await screen.findByText('No booking is on hold for a family’s concern.')).toBeInTheDocument();
    expect(lastQuery()?.get('family_confirmation')).toBe('concern');
    expect(screen.getByRole('checkbox', { name: 'Family concerns only' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).not.toBeChecked();
  });

  it("shows the server's refusal of an address typed by hand on its field", async () => {
    renderPage('/bookings?q=a', { status: 422, body: { errors: { detail: { q: SEARCH_TOO_SHORT_MESSAGE } } } });
    expect(await screen.findByText(SEARCH_TOO_SHORT_MESSAGE)).toBeInTheDocument();
  });
});

describe('queryOfFilters', () => {
  it('leaves out what is blank and sends a group as its stages', () => {
    expect(queryOfFilters({ q: '  ', stage: '', from: '', to: '', overdue: false, concern: false })).toEqual({});
    expect(queryOfFilters({ q: ' 0412 345 678 ', stage: 'cancelled', from: '', to: '', overdue: false, concern: false })).toEqual({ search: '0412 345 678', orderStages: ['Cancelled'] });
  });

  it('asks for the overdue only when the address says so (the Overdue tile and the digest link to ?overdue=true)', () => {
    const filters = filtersFromUrl(new URLSearchParams('overdue=true'));
    expect(filters.overdue).toBe(true);
    expect(queryOfFilters(filters)).toEqual({ overdue: true });
    expect(paramsOfFilters(filters).toString()).toBe('overdue=true');
    expect(filtersFromUrl(new URLSearchParams('overdue=1')).overdue).toBe(true);
    expect(filtersFromUrl(new URLSearchParams('overdue=yes')).overdue).toBe(false);
  });

  it('asks for the family concerns only when the address says so (the Family concerns tile links to ?family_confirmation=concern)', () => {
    const filters = filtersFromUrl(new URLSearchParams('family_confirmation=concern'));
    expect(filters.concern).toBe(true);
    expect(queryOfFilters(filters)).toEqual({ familyConfirmation: 'concern' });
    expect(paramsOfFilters(filters).toString()).toBe('family_confirmation=concern');
    expect(filtersFromUrl(new URLSearchParams('family_confirmation=confirmed')).concern).toBe(false);
    expect(filtersFromUrl(new URLSearchParams('')).concern).toBe(false);
  });
});
