import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import ky from 'ky';
import type { BookingSummary } from '@portal/contracts/wire/bookings';
import type { VetPractice } from '@portal/contracts/wire/vet';
import { Route, Routes } from '@portal/shared/router';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { BookingsTable, NO_BOOKINGS } from './BookingsTable';

const api = ky.create({ baseUrl: 'http://api.test/', fetch: () => Promise.reject(new Error('no calls expected')) });

const booking = (overrides: Partial<BookingSummary>): BookingSummary => ({
  id: 'b1',
  orderId: 'PP-1001',
  orderStage: 'VP Unsubmitted',
  isFinalStage: false,
  isOpenOrder: false,
  isPackage: false,
  okToCremate: false,
  serviceType: { id: 's1', name: 'private cremation' },
  dateCreated: '2026-03-03T09:05:00Z',
  ownerName: 'Sarah Mitchell',
  petName: 'Bella Mitchell',
  petTagUrl: null,
  overdue: null,
  ...overrides,
});

const vet = { relationshipType: 'vet_direct', hasPortalAccess: true, pricing: 'Pricebook' } as VetPractice;

describe('bookings table', () => {
  it('shows each booking with its display stage, date and Edit only where the rule allows', () => {
    renderWithProviders(
      <BookingsTable
        caption="Latest entries"
        withPetTag
        vet={vet}
        rows={{
          status: 'success',
          data: {
            rows: [
              booking({}),
              booking({ id: 'b2', orderId: 'PP-1002', orderStage: 'VP Submitted' }),
              booking({ id: 'b3', orderId: 'PP-1003', okToCremate: true }),
              booking({ id: 'b4', orderId: 'PP-1004', serviceType: { id: 's5', name: 'vet supply order' } }),
            ],
          },
        }}
      />,
      { api },
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-booking-private/b1');
    expect(within(rows[0] as HTMLElement).getByTestId('date-created')).toHaveTextContent('09:05 3-Mar-2026');
    expect(within(rows[0] as HTMLElement).getByText('Unsubmitted')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'No pet tag image for Bella Mitchell' })).toBeInTheDocument();
    for (const row of rows.slice(1)) {
      expect(within(row).queryByRole('link', { name: 'Edit' })).toBeNull();
      expect(within(row).getByRole('link', { name: 'View' })).toBeInTheDocument();
    }
    expect(within(rows[1] as HTMLElement).getByText('Submitted')).toBeInTheDocument();
  });

  it.each([
    ['empty', { status: 'success' as const, data: { rows: [] } }],
    ['failed', { status: 'error' as const }],
  ])('reads No bookings found when %s', (_, rows) => {
    renderWithProviders(<BookingsTable caption="Awaiting" vet={vet} rows={rows} />, { api });
    expect(screen.getByRole('cell', { name: NO_BOOKINGS })).toBeInTheDocument();
  });

  // Issue 31 item 4: the whole row opens the booking (a tablet's finger, a mouse); its links keep their own targets.
  it('a click anywhere on a row opens that booking; Edit still opens the edit page', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/bookings"
          element={<BookingsTable caption="Latest entries" vet={vet} rows={{ status: 'success', data: { rows: [booking({}), booking({ id: 'b2', orderId: 'PP-1002', ownerName: 'Tom Ng' })] } }} />}
        />
        <Route path="/booking/:id" element={<p>Details page</p>} />
        <Route path="/edit-booking-private/:id" element={<p>Edit page</p>} />
      </Routes>,
      { api, route: '/bookings' },
    );
    await userEvent.click(screen.getByText('Tom Ng'));
    expect(await screen.findByText('Details page')).toBeInTheDocument();
  });

  it("a row's Edit link opens the edit page, not the details", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/bookings" element={<BookingsTable caption="Latest entries" vet={vet} rows={{ status: 'success', data: { rows: [booking({})] } }} />} />
        <Route path="/booking/:id" element={<p>Details page</p>} />
        <Route path="/edit-booking-private/:id" element={<p>Edit page</p>} />
      </Routes>,
      { api, route: '/bookings' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByText('Edit page')).toBeInTheDocument();
  });
});
