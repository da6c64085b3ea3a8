import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createPrivateBooking } from '../support/bookings';
import { choose, expectNoSeriousA11yViolations, fillPet, submitAndView } from '../support/wizard';

// The communal wizards and the edit draft against the server copy (issue 4). The referral and
// vet-unity private wizards are in wizards.spec.ts; the vet_direct skip default and the confirmation's
// failed submit are component tests (remote-bookings WizardSave.browser.test.tsx, issue 30).

test.use({ as: 'directStaff' });

const STALE_NOTICE = 'This booking was changed since your unsaved changes here, so the latest saved version is shown.';

const skipBox = (page: Page) => page.getByRole('checkbox', { name: 'Do not provide owner details' });

test('vet-unity communal: collection from the vet clinic (no product to choose), from the chooser to the details page', async ({ pageAs }) => {
  const page = await pageAs('unityStaff');
  await choose(page, 'Nurse Ava', /^Pet communal cremation/);
  await expect(page).toHaveURL(/\/new-booking\/vetunity-communal$/);
  await expect(page.getByRole('heading', { name: 'New pet communal cremation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 2 - Owner, pet, and collection details' })).toBeVisible();
  await expect(skipBox(page)).toBeChecked();
  await page.getByRole('radio', { name: /^Vet clinic address/ }).check();
  await fillPet(page, { first: 'Misty', last: 'Grey', type: 'Cat', breedSearch: 'shorthair', breed: /^Domestic Shorthair$/, sex: 'Female', weight: '4.2' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2 - Confirmation' })).toBeVisible();
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation).toContainText('Misty Grey');
  await expect(confirmation).toContainText('210 Gympie Road');
  await expect(confirmation).toContainText('4.20');
  await submitAndView(page);
  await expect(page.getByText('Domestic Shorthair')).toBeVisible();
  await expect(page.getByText('4.20 kg')).toBeVisible();
  await expect(page.getByText('Nurse Ava')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Collection details' })).toContainText('Collect from the practice');
  await expect(page.getByRole('region', { name: 'Collection details' })).toContainText('210 Gympie Road');
});

test('stray/wildlife communal: submits with the owner left empty (vet service type), collection from another address', async ({ page }) => {
  await choose(page, 'Dr Wren', /^Stray\/wildlife communal cremation/);
  await expect(page).toHaveURL(/\/new-booking\/communal\?kind=wildlife$/);
  await expect(page.getByRole('heading', { name: 'New stray/wildlife communal cremation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 2 - Owner and pet details' })).toBeVisible();
  await expect(skipBox(page)).toBeChecked();
  // Owner details offered but left empty: the stray/wildlife service type does not need them.
  await skipBox(page).uncheck();
  await expect(page.getByLabel(/^Owner first name/)).toHaveValue('');
  await page.getByRole('radio', { name: /^Another address/ }).check();
  await page.getByRole('combobox', { name: /^Collection address/ }).fill('12 Gympie Road, Kedron');
  await page.getByRole('option', { name: /^12 Gympie Road, Kedron QLD 4031/ }).first().click();
  await page.getByLabel(/^Collection product/).selectOption({ label: 'After-hours collection - Brisbane Metro' });
  await fillPet(page, { first: 'Joey', last: 'Roo', type: 'Other', breedSearch: 'oth', breed: /^Other$/, sex: 'Male', weight: '18' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2 - Confirmation' })).toBeVisible();
  await expect(page.getByTestId('booking-confirmation')).toContainText('12 Gympie Road, Kedron QLD 4031');
  await submitAndView(page);
  await expect(page.getByText('Joey Roo').first()).toBeVisible();
  await expect(page.getByText('18.00 kg')).toBeVisible();
  await expect(page.getByText('After-hours collection - Brisbane Metro')).toBeVisible();
});

test('communal with keepsake: skip forced on; while remote-catalog is down its step shows the fallback, the wizard keeps working, and Try again recovers', async ({ page }) => {
  await choose(page, 'Dr Lee', /^Communal booking with keepsake/);
  await expect(page).toHaveURL(/\/new-booking\/communal\?kind=keepsake$/);
  await expect(page.getByRole('heading', { name: 'New communal booking with keepsake' })).toBeVisible();
  await expect(skipBox(page)).toBeChecked();
  await expect(skipBox(page)).toBeDisabled();
  await fillPet(page, { first: 'Pip', last: 'Small', type: 'Dog', breedSearch: 'beag', breed: /^Beagle$/, sex: 'Female', weight: '9' });
  // remote-catalog (port 8082) cannot be reached.
  await page.route('http://localhost:8082/**', (route) => route.abort());
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3 - Select Items' })).toBeVisible();
  await expect(page.getByTestId('catalog-fallback')).toContainText('Product selection is not available right now');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('keepsake-fallback.png') });
  // Nothing else breaks: back to the first step with everything kept.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3 - Owner, pet, and collection details' })).toBeVisible();
  await expect(page.getByLabel(/^Pet first name/)).toHaveValue('Pip');
  await expect(skipBox(page)).toBeDisabled();
  // Back up: Try again loads the product list.
  await page.unroute('http://localhost:8082/**');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3 - Select Items' })).toBeVisible();
  const fallback = page.getByTestId('catalog-fallback');
  if (await fallback.isVisible()) await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Products' })).toContainText('Clay Paw Print');
});

test('an edit draft is kept over an unchanged server copy, and replaced, saying so, when the server copy is newer', async ({ page }) => {
  const booking = await createPrivateBooking(page, { petName: 'Oscar' });
  await page.goto(`/edit-booking-private/${booking.id}`);
  await page.getByLabel(/^Pet first name/).fill('Oscar the second');
  await page.reload();
  await expect(page.getByLabel(/^Pet first name/)).toHaveValue('Oscar the second');
  await expect(page.getByText(STALE_NOTICE)).toHaveCount(0);
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem('bookingDraft') ?? '{}') as { state: { drafts: Record<string, { serverModified?: string }> } };
    const draft = stored.state.drafts[key];
    if (draft) draft.serverModified = '2020-01-01T00:00:00.000Z';
    localStorage.setItem('bookingDraft', JSON.stringify(stored));
  }, `edit:${booking.id}`);
  await page.reload();
  await expect(page.getByText(STALE_NOTICE)).toBeVisible();
  await expect(page.getByLabel(/^Pet first name/)).toHaveValue('Oscar');
  await expectNoSeriousA11yViolations(page);
});
