import type { Page, Route } from '@playwright/test';
import { apiGet, API, createPrivateBooking, type ApiBookingRow } from '../support/bookings';
import { expect, test } from '../support/fixtures';
import { corsHeaders, LoginPage, USERS } from '../support/portal';
import { choose, fillPet } from '../support/wizard';

// The staff booking wizard when the session ends mid-wizard (issue 16, resilience): it crosses the
// host's sign-in and the identity stand-in, so it stays here. The API answering 500 and recovering, a
// slow API and the network going away are one page's behaviour, in remote-bookings'
// WizardSave.browser.test.tsx (issue 30).

test.use({ as: 'directStaff' });

const petFirstName = (page: Page) => page.getByLabel(/^Pet first name/);
const petWeight = (page: Page) => page.getByLabel(/^Weight \(Kg\)/);
const firstStep = (page: Page) => page.getByRole('heading', { level: 2, name: 'Step 1 of 2 - Owner, pet, and collection details' });
const confirmationStep = (page: Page) => page.getByRole('heading', { level: 2, name: 'Step 2 of 2 - Confirmation' });

/** A pet name no other journey uses, to count this test's bookings on the server. */
const uniquePetName = () => `Rex${Date.now().toString(36)}`;

/** A new pet communal cremation (owner details skipped by default), its pet typed in: the first step, unsaved. */
async function typedFirstStep(page: Page, petName: string) {
  await choose(page, 'Nurse Pat', /^Pet communal cremation/);
  await expect(page.getByRole('heading', { name: 'New pet communal cremation' })).toBeVisible();
  await fillPet(page, { first: petName, last: 'Stray', type: 'Dog', breedSearch: 'kelpie', breed: /Kelpie/, sex: 'Male', weight: '20' });
}

/** The practice's bookings of a pet of this name, as portal-api holds them. */
async function bookingsOfPet(page: Page, petName: string): Promise<ApiBookingRow[]> {
  const listed = await apiGet<{ data: ApiBookingRow[] }>(page, 'portal/booking?order_stage=VP%20Unsubmitted&page_size=100');
  return listed.data.filter((row) => row.pet_first_name_c === petName);
}

/** Routes the wizard's create call (POST portal/booking) to `handle`; the rest of the call's traffic goes on. */
async function onCreate(page: Page, handle: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.href === `${API}/portal/booking`,
    (route) => (route.request().method() === 'POST' ? handle(route) : route.fallback()),
  );
}

test('the session ends (401) at Next: the nurse signs in again and is back on the same step with everything typed', async ({ page }) => {
  const petName = uniquePetName();
  await typedFirstStep(page, petName);
  const wizardUrl = page.url();
  // The token is refused once, as an expired one is; portal-api answers every call after that.
  let refused = false;
  await onCreate(page, async (route) => {
    if (refused) return route.fallback();
    refused = true;
    await route.fulfill({ status: 401, headers: corsHeaders, json: { errors: { detail: 'Unauthorized' } } });
  });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).signIn(USERS.directStaff);

  await expect(page).toHaveURL(wizardUrl);
  await expect(firstStep(page)).toBeVisible();
  await expect(petFirstName(page)).toHaveValue(petName);
  await expect(petWeight(page)).toHaveValue('20');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(confirmationStep(page)).toBeVisible();
  expect(await bookingsOfPet(page, petName)).toHaveLength(1);
});

test('the session ends (401) at Submit booking: after signing in again the nurse is back on the confirmation, and the submit goes through', async ({ page, wizard }) => {
  const booking = await createPrivateBooking(page, { petName: 'Oscar' });
  await page.goto(`/edit-booking-private/${booking.id}#confirmation`);
  await expect(wizard.confirmation()).toContainText('Oscar Citizen');
  let refused = false;
  await page.route(
    (url) => url.href === `${API}/portal/booking/${booking.id}/complete`,
    (route) => {
      if (route.request().method() !== 'POST' || refused) return route.fallback();
      refused = true;
      return route.fulfill({ status: 401, headers: corsHeaders, json: { errors: { detail: 'Unauthorized' } } });
    },
  );

  await wizard.submit().click();
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).signIn(USERS.directStaff);

  await expect(page).toHaveURL(new RegExp(`/edit-booking-private/${booking.id}#confirmation$`));
  await expect(wizard.step(/ - Confirmation$/)).toBeVisible();
  await expect(wizard.confirmation()).toContainText('Oscar Citizen');
  await wizard.submit().click();
  await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
});
