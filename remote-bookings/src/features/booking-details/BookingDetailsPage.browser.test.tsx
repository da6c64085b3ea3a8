// A booking's details page in Chromium, without the stack: its layout on a phone, a tablet and a desk
// (issue 14 item 16, the tracker; issue 19 item 2, the custody timeline).
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { BookingDto } from '@portal/shared/api/bookings';
import type { CustodyEventDto } from '@portal/shared/api/custody';
import { Route, Routes } from '@portal/shared/router';
import { bookingDto, fakeApi, renderWithProviders, vetDto } from '@portal/shared/testing';
import { sidewaysOverflow, StaffMain } from '@portal/shared/testing/browser';
import { BookingDetailsPage } from './BookingDetailsPage';

// Live updates need the realtime service; nothing moves during these tests.
vi.mock('../../lib/useLiveBookings', () => ({ useLiveBookings: () => undefined }));

/** Sam Citizen's dog Biscuit, as the e2e journeys' bookings were made (e2e/support/bookings.ts). */
const booking = (overrides: Partial<BookingDto>) =>
  bookingDto({
    order_id_c: '100342',
    first_name: 'Sam',
    last_name: 'Citizen',
    email_address: 'sam@example.com',
    phone_mobile: '0412345678',
    primary_address_street: '1 King William Street',
    primary_address_city: 'Adelaide',
    primary_address_state: 'SA',
    primary_address_postalcode: '5000',
    primary_address_country: 'Australia',
    pet_first_name_c: 'Biscuit',
    pet_last_name_c: 'Citizen',
    pet_sex_c: 'Male',
    order_events: [{ id: 'event-2', from_value: 'VP Unsubmitted', to_value: 'VP Submitted', date_modified: '2026-03-10T09:05:00Z' }],
    ...overrides,
  });

const move = (id: string, from: string | null, to: string, at: string, actor: string, left: string | null): CustodyEventDto => ({
  id,
  from_stage: from,
  to_stage: to,
  moved_at: at,
  left_at: left,
  seconds_in_stage: left ? 3_600 : 5_400,
  actor: { kind: actor === 'Back office' ? 'back_office' : 'staff', name: actor },
  move: from ? 'forward' : 'created',
});

function renderDetails(shown: BookingDto, custody: CustodyEventDto[] = []) {
  const { api } = fakeApi({
    [`GET portal/booking/${shown.id}`]: { body: { data: shown } },
    [`GET portal/booking/${shown.id}/custody`]: { body: { data: custody } },
    [`GET portal/booking/${shown.id}/tracking`]: { body: { data: { texts: [], open_links: 0, expires_at: null, closed_at: null } } },
    'GET portal/vet': { body: { data: vetDto() } },
  });
  renderWithProviders(
    <StaffMain>
      <Routes>
        <Route path="/booking/:id" element={<BookingDetailsPage />} />
      </Routes>
    </StaffMain>,
    { api, route: `/booking/${shown.id}` },
  );
}

describe('the tracker', () => {
  it('is one row on a 768 px tablet', async () => {
    await page.viewport(768, 900);
    renderDetails(booking({ order_stage_c: 'In Cremation', service_type: { id: 'st-dispersal', name: 'private cremation & dispersal of ashes' } }));
    await expect.element(page.getByText('Private Cremation & Dispersal of Ashes')).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Tracker' }).getByRole('listitem');
    await expect.poll(() => steps.elements()).toHaveLength(8);
    const tops = steps.elements().map((item) => Math.round(item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const overflowing = steps.elements().filter((item) => item.scrollWidth > item.clientWidth + 1);
    expect(overflowing).toHaveLength(0);
  });
});

describe('the custody timeline', () => {
  it.each([375, 768, 1280])('reads at %i px without sideways scrolling', async (width) => {
    await page.viewport(width, 900);
    renderDetails(booking({ order_stage_c: 'At Transport / Holding Facility' }), [
      move('m3', 'VP Submitted', 'At Transport / Holding Facility', '2026-03-10T11:05:00Z', 'Back office', null),
      move('m2', 'VP Unsubmitted', 'VP Submitted', '2026-03-10T09:05:00Z', 'Dr Jones', '2026-03-10T11:05:00Z'),
      move('m1', null, 'VP Unsubmitted', '2026-03-10T08:40:00Z', 'Dr Jones', '2026-03-10T09:05:00Z'),
    ]);
    const latest = page.getByRole('list', { name: 'Stage moves, newest first' }).getByRole('listitem').first();
    await expect.element(latest).toMatchTextContent('by Back office · from Submitted');
    latest.element().scrollIntoView({ block: 'nearest' });
    await expect.element(latest).toBeInViewport();
    expect(sidewaysOverflow()).toBe(0);
  });
});
