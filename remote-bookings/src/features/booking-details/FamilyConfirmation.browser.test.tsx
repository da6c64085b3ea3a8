// The family's confirmation on a booking's details page (issue 36), in Chromium without the stack: the
// status line's state, the banner with the family's own words, a Level 3's verbal confirmation with its
// required reason, and the consent record once the family confirmed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { BookingDto } from '@portal/contracts/wire/bookings';
import type { FamilyConfirmationDto } from '@portal/contracts/wire/family-confirmation';
import { Route, Routes } from '@portal/shared/router';
import { sessionStore } from '@portal/shared/session';
import { bookingDto, fakeApi, renderWithProviders, signInAs, vetDto, type FakeReply } from '@portal/shared/testing';
import { seriousViolations, StaffMain } from '@portal/shared/testing/browser';
import { BookingDetailsPage } from './BookingDetailsPage';
import { CHANGE_PRODUCTS_LABEL, CONSENT_LABEL, VERBAL_LABEL, VERBAL_TITLE } from './FamilyConfirmation';

vi.mock('../../lib/useLiveBookings', () => ({ useLiveBookings: () => undefined }));

const WORDS = 'We asked for Biscuit’s ashes to come home.\nPlease call me.';

function confirmation(more: Partial<FamilyConfirmationDto> = {}): FamilyConfirmationDto {
  return {
    state: 'concern',
    label: 'Family raised a concern',
    on_hold: true,
    rerequest_on_change: true,
    requested_at: '2026-11-28T01:00:00.000Z',
    reminded_at: null,
    expires_at: '2026-12-12T01:00:00.000Z',
    sent_to: '0412345678',
    skip_reason: null,
    answer: { answer: 'concern', at: '2026-11-28T02:00:00.000Z', name: null, words: WORDS },
    verbal: null,
    has_consent: false,
    ...more,
  };
}

function renderDetails(state: FamilyConfirmationDto | null, answers: Record<string, FakeReply> = {}) {
  const shown: BookingDto = bookingDto({
    id: 'b-biscuit',
    order_id_c: '100342',
    order_stage_c: 'Awaiting Collection',
    pet_first_name_c: 'Biscuit',
    service_type: { id: 'st-communal', name: 'communal cremation - vet' },
    phone_mobile: '0412345678',
    family_confirmation: state,
  });
  const fake = fakeApi({
    'GET portal/booking/b-biscuit': { body: { data: shown } },
    'GET portal/booking/b-biscuit/custody': { body: { data: [] } },
    'GET portal/booking/b-biscuit/tracking': { body: { data: { texts: [], open_links: 0, expires_at: null, closed_at: null } } },
    'GET portal/booking/b-biscuit/confirmation': { body: { data: state } },
    'GET portal/vet': { body: { data: vetDto() } },
    ...answers,
  });
  renderWithProviders(
    <StaffMain>
      <Routes>
        <Route path="/booking/:id" element={<BookingDetailsPage />} />
      </Routes>
    </StaffMain>,
    { api: fake.api, route: '/booking/b-biscuit' },
  );
  return fake;
}

const banner = () => page.getByRole('region', { name: 'Family confirmation' });

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  sessionStore.getState().clear();
  vi.restoreAllMocks();
});

describe('the family’s confirmation on the details page (issue 36)', () => {
  it('a concern: on the status line, on hold, and the family’s own words in the banner', async () => {
    signInAs('Level 1');
    renderDetails(confirmation());
    await expect.element(page.getByTestId('family-confirmation-status')).toHaveTextContent('Family raised a concern (on hold)');
    await expect.element(banner()).toMatchTextContent('Family raised a concern');
    await expect.element(banner()).toMatchTextContent('The booking is on hold before the cremation');
    await expect.element(page.getByTestId('family-words')).toMatchTextContent('We asked for Biscuit’s ashes to come home.');
    // A Level 1 cannot record a verbal confirmation.
    await expect.element(page.getByRole('button', { name: VERBAL_LABEL })).not.toBeInTheDocument();
    // The products are changed where a keepsake is added to a communal booking: its edit wizard's product list.
    await expect.element(page.getByRole('link', { name: CHANGE_PRODUCTS_LABEL })).toHaveAttribute('href', '/edit-booking-communal/b-biscuit?kind=keepsake#product-list');
    expect(await seriousViolations()).toEqual([]);
  });

  it('a Level 3 records a verbal confirmation, with the reason required', async () => {
    signInAs('Level 3');
    let state = confirmation();
    const fake = renderDetails(state, {
      'GET portal/booking/b-biscuit/confirmation': () => ({ body: { data: state } }),
      'POST portal/booking/b-biscuit/confirmation/verbal': (call) => {
        state = confirmation({
          state: 'verbal',
          label: 'Confirmed verbally',
          on_hold: false,
          verbal: { reason: (call.body as { reason: string }).reason, by: 'Morgan Manager', at: '2026-11-28T03:00:00.000Z' },
        });
        return { body: { data: state } };
      },
    });
    await page.getByRole('button', { name: VERBAL_LABEL }).click();
    const dialog = page.getByRole('dialog', { name: VERBAL_TITLE });
    await expect.element(dialog).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect.element(reason).toHaveFocus();
    await dialog.getByRole('button', { name: 'Record the confirmation' }).click();
    await expect.element(dialog.getByText('Please give the reason')).toBeVisible();
    expect(fake.calls('POST', 'portal/booking/b-biscuit/confirmation/verbal')).toEqual([]);
    expect(await seriousViolations()).toEqual([]);
    await userEvent.type(reason, 'Mrs Citizen confirmed communal by phone');
    await dialog.getByRole('button', { name: 'Record the confirmation' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(fake.calls('POST', 'portal/booking/b-biscuit/confirmation/verbal').map((call) => call.body)).toEqual([{ reason: 'Mrs Citizen confirmed communal by phone' }]);
    await expect.element(banner()).toMatchTextContent('Confirmed verbally');
    await expect.element(banner()).toMatchTextContent('Recorded by Morgan Manager');
  });

  it('a confirmed booking names who confirmed and offers the consent record (PDF)', async () => {
    signInAs('Level 1');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fake = renderDetails(
      confirmation({
        state: 'confirmed',
        label: 'Family confirmed',
        on_hold: false,
        answer: { answer: 'confirm', at: '2026-11-28T02:00:00.000Z', name: 'Sam Citizen', words: null },
        has_consent: true,
      }),
      { 'GET portal/booking/b-biscuit/confirmation/consent': { body: { url: 'http://files.test/consent.pdf', expires_at: '2026-11-28T02:05:00.000Z' } } },
    );
    await expect.element(page.getByTestId('family-confirmation-status')).toHaveTextContent('Family confirmed');
    await expect.element(banner()).toMatchTextContent('Confirmed by Sam Citizen on their link');
    await page.getByRole('button', { name: CONSENT_LABEL }).click();
    await expect.poll(() => tab.location.href).toBe('http://files.test/consent.pdf');
    expect(fake.calls('GET', 'portal/booking/b-biscuit/confirmation/consent')).toHaveLength(1);
  });

  it('a booking whose family was never asked shows nothing of it', async () => {
    signInAs('Level 3');
    renderDetails(null);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Booking 100342' })).toBeVisible();
    await expect.element(page.getByTestId('family-confirmation-status')).not.toBeInTheDocument();
    await expect.element(banner()).not.toBeInTheDocument();
  });
});
