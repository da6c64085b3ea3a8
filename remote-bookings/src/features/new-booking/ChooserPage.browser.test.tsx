// The New booking chooser in Chromium, without the stack (spec 000 s2, s5): both fields required, the
// options of a referral practice, and the wizard address its option opens (moved from e2e
// wizards.spec.ts, issue 30; what that wizard shows first is in WizardPage.browser.test.tsx).
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { fakeApi, renderWithProviders, vetDto } from '@portal/shared/testing';
import { seriousViolations } from '@portal/shared/testing/browser';
import { ChooserPage } from './ChooserPage';

/** Where the router is, for the checks of the URL an option opens. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** A referral practice with every service type portal-api has. */
function renderChooser() {
  const { api } = fakeApi({
    'GET portal/vet': { body: { data: vetDto('RRP', { relationship_type_c: 'referral' }) } },
    'GET portal/vet/service_types': {
      body: {
        data: ['private cremation', 'communal cremation - vet', 'communal cremation - stray / wildlife - vet', 'products only', 'vet supply order'].map((name, n) => ({ id: `st-${n}`, name })),
      },
    },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/new-booking" element={<ChooserPage />} />
        <Route path="/new-booking/referral" element={<h1>The referral wizard</h1>} />
      </Routes>
      <Address />
    </>,
    { api, route: '/new-booking' },
  );
}

const staffName = () => page.getByLabelText(/^Booking vet staff member name/);

describe('the chooser of a referral practice', () => {
  it('both fields are required, the referral options are offered, and the referral option opens its wizard', async () => {
    renderChooser();
    await expect.element(page.getByText('Horse and livestock bookings cannot be made in the portal. To request one, please contact our Client Care team.')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Booking vet staff member name is required')).toBeVisible();
    await expect.element(page.getByText('Please select a booking option')).toBeVisible();
    await expect.element(staffName()).toHaveAttribute('aria-invalid', 'true');
    // Referral practices are offered the referral, communal and urns options, not vet supplies.
    await expect.element(page.getByRole('radio', { name: /^Private cremation referral/ })).toBeVisible();
    expect(page.getByRole('radio', { name: /^Vet supply order/ }).query()).toBeNull();

    await staffName().fill('Dr Jones');
    await page.getByRole('radio', { name: /^Private cremation referral/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByRole('status', { name: 'Address' })).toHaveTextContent('/new-booking/referral');
    await expect.element(page.getByRole('heading', { name: 'The referral wizard' })).toBeVisible();
  });
});
