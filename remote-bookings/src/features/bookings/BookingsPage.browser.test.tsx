// /bookings in Chromium, without the stack: its table's layout at a desk and on a tablet (issue 14,
// item 16: service types as people read them, pages that stay readable on a 768 px tablet).
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { bookingDto, fakeApi, renderWithProviders, vetDto } from '@portal/shared/testing';
import { sidewaysOverflow, StaffMain, textRight } from '@portal/shared/testing/browser';
import { BookingsPage } from './BookingsPage';

// Live updates need the realtime service; nothing moves during these tests.
vi.mock('../../lib/useLiveBookings', () => ({ useLiveBookings: () => undefined }));

const SERVICE_TYPES = [
  'private cremation',
  'communal cremation - stray / wildlife - vet',
  'private cremation & dispersal of ashes',
  'communal cremation',
  'products only',
];

/** A full first page of the practice's bookings, the long stray/wildlife service type among them. */
const rows = Array.from({ length: 15 }, (_, n) =>
  bookingDto({
    id: `booking-${n + 1}`,
    order_id_c: `VP-${100200 + n}`,
    service_type: { id: `st-${n % SERVICE_TYPES.length}`, name: SERVICE_TYPES[n % SERVICE_TYPES.length] ?? 'private cremation' },
    date_entered: `2026-03-${String(10 + n).padStart(2, '0')}T09:05:00Z`,
    first_name: 'Margaret',
    last_name: 'Fitzgerald-Whitaker',
    pet_first_name_c: 'Biscuit',
    pet_last_name_c: 'Fitzgerald-Whitaker',
    // The longest status among them: the column is as wide as its widest row (Edit and View are on the others).
    ...(n % 2 === 1 ? { order_stage_c: 'Pet Collected - Pending Details', is_open_order_c: 0 } : {}),
  }),
);

function renderBookings() {
  const { api } = fakeApi({
    'GET portal/booking': { body: { data: rows, current_page: 1, last_page: 3 } },
    'GET portal/vet': { body: { data: vetDto() } },
  });
  renderWithProviders(
    <StaffMain>
      <BookingsPage />
    </StaffMain>,
    { api, route: '/bookings' },
  );
}

describe('/bookings on a desk and a tablet', () => {
  it('a long service type stays in its column at 1280 px', async () => {
    await page.viewport(1280, 900);
    renderBookings();
    const row = page.getByRole('row').filter({ hasText: 'VP-100201' });
    const serviceType = row.getByTestId('service-type');
    await expect.element(serviceType).toHaveTextContent('Communal Cremation - Stray / Wildlife - Vet');
    const cell = serviceType.element().getBoundingClientRect();
    const date = row.getByTestId('date-created').element().getBoundingClientRect();
    // The text's own width (a range over it) ends before the date column starts.
    expect(textRight(serviceType.element())).toBeLessThanOrEqual(date.x);
    expect(cell.x + cell.width).toBeLessThanOrEqual(date.x + 1);
  });

  // Issue 31 item 4: at 768 px Status and Action were past the right edge of a table that scrolled
  // sideways with no cue, and pet names were cut ('Biscu').
  it('at 768 px every row shows its whole pet name, status and View without sideways scrolling; service type and date sit under the Booking ID', async () => {
    await page.viewport(768, 900);
    renderBookings();
    const table = page.getByRole('table', { name: 'Latest entries' });
    await expect.element(table.getByRole('row').filter({ hasText: 'VP-100214' })).toBeVisible();
    const area = table.element().parentElement as HTMLElement;
    expect(area.scrollWidth - area.clientWidth).toBeLessThanOrEqual(0);
    expect(sidewaysOverflow()).toBe(0);
    const right = area.getBoundingClientRect().right;
    for (const row of table.getByRole('row').filter({ hasText: /VP-1002/ }).elements()) {
      for (const name of ['Biscuit Fitzgerald-Whitaker', 'View']) {
        const cell = [...row.querySelectorAll('td')].find((td) => td.textContent?.includes(name));
        expect(cell, name).toBeDefined();
        expect(textRight(cell as Element), name).toBeLessThanOrEqual(right);
      }
      // Booking ID, Pet Tag, Service Type and Date Created (hidden here), Owner Name, Pet Name, Status, Action.
      const status = row.querySelectorAll('td')[6] as Element;
      expect(status.textContent).not.toBe('');
      expect(textRight(status)).toBeLessThanOrEqual(right);
    }
    const first = table.getByRole('row').filter({ hasText: 'VP-100201' });
    await expect.element(first.getByTestId('stacked-facts')).toHaveTextContent('Communal Cremation - Stray / Wildlife - Vet09:05 11-Mar-2026');
    await expect.element(first.getByTestId('service-type')).not.toBeVisible();
  });
});
