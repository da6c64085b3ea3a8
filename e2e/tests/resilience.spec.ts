import type { Page, Route } from '@playwright/test';
import { apiGet, API, createPrivateBooking, type ApiBookingRow } from '../support/bookings';
import { expect, test } from '../support/fixtures';
import { corsHeaders, LoginPage, USERS } from '../support/portal';
import { choose, expectNoSeriousA11yViolations, fillPet } from '../support/wizard';

// The staff booking wizard under failure (issue 16, resilience): the API answering 500 and then
// recovering, a slow API, the network going away mid-wizard, and the session ending mid-wizard. Each
// drives the real portal-api and identity stand-in; Playwright's routes only add the failure.

test.use({ as: 'directStaff' });

const DEFAULT_FAILURE = 'Something went wrong. Please verify the information and try again.';
const UNREACHABLE = 'The portal could not be reached. Please check your internet connection and try again. What you typed is kept.';

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

test('the API answers 500 and then recovers: a clear message, the typed fields stay, Next again saves the booking once', async ({ page }) => {
  const petName = uniquePetName();
  await typedFirstStep(page, petName);
  // The first create reaches portal-api (which saves it) but its answer is lost behind a 500, as a failing
  // gateway would do; every later call passes through.
  let failed = false;
  await onCreate(page, async (route) => {
    if (failed) return route.fallback();
    failed = true;
    await route.fetch();
    await route.fulfill({ status: 500, headers: corsHeaders, json: { errors: { detail: 'Something went wrong' } } });
  });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DEFAULT_FAILURE })).toBeVisible();
  await expect(firstStep(page)).toBeVisible();
  await expect(petFirstName(page)).toHaveValue(petName);
  await expect(petWeight(page)).toHaveValue('20');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(confirmationStep(page)).toBeVisible();
  await expect(page.getByTestId('booking-confirmation')).toContainText(petName);
  expect(await bookingsOfPet(page, petName)).toHaveLength(1);
});

test('a 500 after the booking was made (its special instructions): the weight corrected before Next again reaches that one booking', async ({ page }) => {
  const petName = uniquePetName();
  await typedFirstStep(page, petName);
  await page.getByRole('button', { name: 'Add special instruction' }).click();
  await page.getByLabel('Special instruction 1', { exact: true }).fill('Keep the blue blanket');
  let failed = false;
  await page.route(
    (url) => url.href === `${API}/portal/special_instruction`,
    (route) => {
      if (route.request().method() !== 'POST' || failed) return route.fallback();
      failed = true;
      return route.fulfill({ status: 500, headers: corsHeaders, json: { errors: { detail: 'Something went wrong' } } });
    },
  );

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DEFAULT_FAILURE })).toBeVisible();
  await petWeight(page).fill('21');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(confirmationStep(page)).toBeVisible();

  const [booking, ...more] = await bookingsOfPet(page, petName);
  expect(more).toHaveLength(0);
  const saved = await apiGet<{ data: { pet_weight_c: string } }>(page, `portal/booking/${booking?.id ?? ''}`);
  expect(Number(saved.data.pet_weight_c)).toBe(21);
});

test('the wizard opens while the API answers 500: it says so, and Try again opens it with the draft as it was', async ({ page }) => {
  const petName = uniquePetName();
  await typedFirstStep(page, petName);
  // The service types answer 500 until the API is back (the host's start asks for them too).
  let apiDown = true;
  await page.route(
    (url) => url.href === `${API}/portal/vet/service_types`,
    (route) => {
      if (route.request().method() !== 'GET' || !apiDown) return route.fallback();
      return route.fulfill({ status: 500, headers: corsHeaders, json: { errors: { detail: 'Something went wrong' } } });
    },
  );

  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: DEFAULT_FAILURE })).toBeVisible();
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  apiDown = false;
  await tryAgain.click();
  await expect(firstStep(page)).toBeVisible();
  await expect(petFirstName(page)).toHaveValue(petName);
  await expect(petWeight(page)).toHaveValue('20');
});

test('a slow API (3 s): Next says it is saving and cannot be pressed again, then the step completes with one booking', async ({ page }) => {
  const petName = uniquePetName();
  await typedFirstStep(page, petName);
  await onCreate(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });

  await page.getByRole('button', { name: 'Next' }).click();
  const saving = page.getByRole('button', { name: 'Saving…' });
  await expect(saving).toBeVisible();
  await expect(saving).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Saving the booking…' })).toHaveCount(1);
  // What is saved is what was typed: the fields rest until the answer comes.
  await expect(petWeight(page)).toBeDisabled();

  await expect(confirmationStep(page)).toBeVisible();
  expect(await bookingsOfPet(page, petName)).toHaveLength(1);
});

test('offline at Next: the portal says it could not be reached, the typed fields stay, and Next works back online', async ({ page, context }) => {
  const petName = uniquePetName();
  await typedFirstStep(page, petName);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: UNREACHABLE })).toBeVisible();
  await expect(firstStep(page)).toBeVisible();
  await expect(petFirstName(page)).toHaveValue(petName);
  await expect(petWeight(page)).toHaveValue('20');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(confirmationStep(page)).toBeVisible();
  expect(await bookingsOfPet(page, petName)).toHaveLength(1);
});

test('what is typed while offline is kept in the draft: reloaded once back online, the fields are there and the booking saves', async ({ page, context }) => {
  const petName = uniquePetName();
  await typedFirstStep(page, petName);
  await context.setOffline(true);
  await petWeight(page).fill('22.5');
  await page.getByRole('button', { name: 'Add special instruction' }).click();
  await page.getByLabel('Special instruction 1', { exact: true }).fill('Typed while offline');

  await context.setOffline(false);
  await page.reload();
  await expect(firstStep(page)).toBeVisible();
  await expect(petFirstName(page)).toHaveValue(petName);
  await expect(petWeight(page)).toHaveValue('22.5');
  await expect(page.getByLabel('Special instruction 1', { exact: true })).toHaveValue('Typed while offline');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(confirmationStep(page)).toBeVisible();
  await expect(page.getByTestId('booking-confirmation')).toContainText('Typed while offline');
});

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
