import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { corsHeaders, signInAs, USERS } from '../support/portal';

/** Serious or critical accessibility violations on the page as it is now. */
async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}

async function choose(page: Page, staffName: string, option: string) {
  await page.goto('/new-booking');
  await expect(page.getByRole('heading', { name: 'New booking' })).toBeVisible();
  await page.getByLabel(/^Booking vet staff member name/).fill(staffName);
  await page.getByRole('radio', { name: new RegExp(`^${option}`) }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function pickAddress(page: Page, label: string, typed: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function fillPet(page: Page, pet: { first: string; last?: string; type: string; breedSearch: string; breed: string | RegExp; sex: 'Male' | 'Female' }) {
  await page.getByLabel(/^Pet first name/).fill(pet.first);
  if (pet.last !== undefined) await page.getByLabel(/^Pet last name/).fill(pet.last);
  await page.getByLabel(/^Pet type/).selectOption(pet.type);
  await page.getByRole('combobox', { name: /^Breed/ }).fill(pet.breedSearch);
  await page.getByRole('option', { name: pet.breed }).first().click();
  await page.getByRole('radio', { name: pet.sex, exact: true }).check();
}

const detailsPage = (page: Page) => page.getByRole('heading', { level: 1, name: /^Booking / });

test('chooser: both fields required; referral wizard end to end with every owner and pet message, reload keeps the draft, one booking for a double click', async ({ page }) => {
  await signInAs(page, USERS.referralStaff);
  await page.goto('/new-booking');
  await expect(page.getByText('Horse and livestock bookings cannot be made in the portal')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Booking vet staff member name is required')).toBeVisible();
  await expect(page.getByText('Please select a booking option')).toBeVisible();
  await expect(page.getByLabel(/^Booking vet staff member name/)).toHaveAttribute('aria-invalid', 'true');
  // referral practices are offered the referral, communal and urns options, not vet supplies
  await expect(page.getByRole('radio', { name: /^Private cremation referral/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Vet supply order/ })).toHaveCount(0);

  await choose(page, 'Dr Jones', 'Private cremation referral');
  await expect(page).toHaveURL(/\/new-booking\/referral$/);
  await expect(page.getByRole('heading', { name: 'New private cremation referral' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 2 - Owner, pet, and collection details' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Do not provide owner details' })).not.toBeChecked();
  await expect(page.getByText('If selected, owner details will be excluded from this booking')).toBeVisible();
  await expect(page.getByText('* Required Fields')).toBeVisible();

  // Every owner and pet rule, once.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('First name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter valid Phone Number')).toBeVisible();
  await expect(page.getByText('Home address is required')).toBeVisible();
  await expect(page.getByText('Pet type should be selected first')).toBeVisible();
  await expect(page.getByText('The Pet Weight must be greater than 0')).toBeVisible();
  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByRole('combobox', { name: /^Home address/ }).fill('1 King William Street, Adelai');
  await page.getByLabel(/^Pet type/).selectOption('Dog');
  await page.getByRole('combobox', { name: /^Breed/ }).fill('Beagle-ish');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter valid email address')).toBeVisible();
  await expect(page.getByText('Error in selecting address')).toBeVisible();
  await expect(page.getByText('Please select a valid breed from the options')).toBeVisible();
  await page.getByRole('combobox', { name: /^Breed/ }).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter valid breed')).toBeVisible();
  await pickAddress(page, 'Home address', 'Queensland', 'Queensland, Australia');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('City not found')).toBeVisible();
  await page.route('**/portal/address/search?*', (route) =>
    route.fulfill({
      headers: corsHeaders,
      json: { data: [{ description: 'Nowhere Street, Adelaide SA', street: 'Nowhere Street', city: 'Adelaide', state: 'SA', postalcode: '', country: 'Australia', lat: -34.9, lng: 138.6 }] },
    }),
  );
  await pickAddress(page, 'Home address', 'Nowhere Street', 'Nowhere Street, Adelaide SA');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Postal code not found')).toBeVisible();
  await page.unroute('**/portal/address/search?*');

  // The valid booking.
  await page.getByLabel(/^Owner first name/).fill('Sam');
  await page.getByLabel(/^Owner last name/).fill('Citizen');
  await page.getByLabel(/^Phone number/).fill('0412 345 678');
  await expect(page.getByLabel(/^Phone number/)).toHaveValue('0412345678');
  await page.getByLabel(/^Email/).fill('sam@example.com');
  await pickAddress(page, 'Home address', '1 King William Street, Adelaide 5000', /^1 King William Street, Adelaide SA 5000/);
  await fillPet(page, { first: 'Biscuit', type: 'Dog', breedSearch: 'beag', breed: /^Beagle$/, sex: 'Male' });
  await expect(page.getByLabel(/^Pet last name/)).toHaveValue('Citizen');
  await page.getByLabel(/^Weight \(Kg\)/).fill('-12.505');
  await expect(page.getByLabel(/^Weight \(Kg\)/)).toHaveValue('12.50');
  await page.getByRole('button', { name: 'Add special instruction' }).click();
  await page.getByRole('button', { name: 'Add special instruction' }).click();
  await page.getByLabel('Special instruction 1', { exact: true }).fill('Keep the red collar');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Special instruction cannot be empty')).toBeVisible();
  await page.getByRole('button', { name: 'Delete special instruction 2' }).click();
  await expect(page.getByLabel('Special instruction 2', { exact: true })).toHaveCount(0);

  // Reload in the middle: everything typed is still there.
  await page.reload();
  await expect(page.getByLabel(/^Owner first name/)).toHaveValue('Sam');
  await expect(page.getByLabel(/^Weight \(Kg\)/)).toHaveValue('12.50');
  await expect(page.getByLabel('Special instruction 1', { exact: true })).toHaveValue('Keep the red collar');
  await expectNoSeriousA11yViolations(page);

  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/portal\/booking$/.test(new URL(request.url()).pathname)) creates.push(request.url());
  });
  await page.getByRole('button', { name: 'Next' }).dblclick();
  await expect(page.getByText('Information updated successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2 - Confirmation' })).toBeVisible();
  expect(creates).toHaveLength(1);
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation).toContainText('Sam Citizen');
  await expect(confirmation).toContainText('0412345678');
  await expect(confirmation).toContainText('Beagle');
  await expect(confirmation).toContainText('12.50');
  await expect(confirmation).toContainText('Keep the red collar');
  await page.reload();
  await expect(page.getByTestId('booking-confirmation')).toContainText('Sam Citizen');

  await page.getByRole('button', { name: 'Submit booking' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
  await expect(page.getByText('can be found in your booking history')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bookingDraft'))).not.toContain('Biscuit');
  await page.getByRole('button', { name: 'View Booking' }).click();
  await expect(page).toHaveURL(/\/booking\/[\w-]+$/);
  await expect(detailsPage(page)).toBeVisible();
  await expect(page.getByText('Sam Citizen')).toBeVisible();
  await expect(page.getByText('Beagle')).toBeVisible();
  await expect(page.getByText('12.50 kg')).toBeVisible();
  await expect(page.getByText('Keep the red collar')).toBeVisible();
  await expect(page.getByText('Dr Jones')).toBeVisible();

  // Editing the submitted booking: owner and pet locked, with the note.
  const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.goto(`/edit-booking-referral/${bookingId}`);
  await expect(page.getByRole('heading', { name: 'Edit private cremation referral' })).toBeVisible();
  await expect(page.getByText('Should you need to change, please contact our Client Care team')).toBeVisible();
  await expect(page.getByLabel(/^Owner first name/)).toBeDisabled();
  await expect(page.getByLabel(/^Pet first name/)).toBeDisabled();
  await expect(page.getByLabel(/^Pet type/)).toBeDisabled();
  await expect(page.getByLabel(/^Pet type/)).toHaveValue('Dog');
  await expect(page.getByRole('checkbox', { name: 'Do not provide owner details' })).toBeDisabled();
  await expect(page.getByLabel(/^Weight \(Kg\)/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add special instruction' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Updated' })).toBeVisible();
});

test('vet-unity private: skip default, outside-zone postcode, custom-unit breed, collection product, to the details page', async ({ page }) => {
  await signInAs(page, USERS.unityStaff);
  await choose(page, 'Nurse Kim', 'Private cremation');
  await expect(page).toHaveURL(/\/new-booking\/vetunity-private$/);
  await expect(page.getByRole('heading', { name: 'New private cremation' })).toBeVisible();
  // vet_unity practice that does not provide client details: skip on; the owner's address is no option
  await expect(page.getByRole('checkbox', { name: 'Do not provide owner details' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Owner's home address/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Collection Address Option is required')).toBeVisible();
  await page.getByRole('radio', { name: /^Another address/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Collection Address is required')).toBeVisible();
  await pickAddress(page, 'Collection address', 'Alice Springs', /^Alice Springs NT 0870/);
  await expect(page.getByText('ADDRESS IS OUTSIDE AVAILABLE COLLECTION ZONES')).toBeVisible();
  await pickAddress(page, 'Collection address', '12 Gympie Road, Kedron', /^12 Gympie Road, Kedron QLD 4031/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Collection Product is Required')).toBeVisible();
  await page.getByLabel(/^Collection product/).selectOption({ label: 'Home collection - Brisbane Metro' });

  await fillPet(page, { first: 'Kiwi', last: 'Walker', type: 'Bird', breedSearch: 'parrot', breed: /parrot \(grams\)/i, sex: 'Female' });
  await expect(page.getByLabel(/^Weight \(grams\)/)).toBeVisible();
  await page.getByLabel(/^Weight \(grams\)/).fill('0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Must be greater than 0', { exact: true })).toBeVisible();
  await page.getByLabel(/^Weight \(grams\)/).fill('85');
  // Changing the type clears the breed.
  await page.getByLabel(/^Pet type/).selectOption('Cat');
  await expect(page.getByRole('combobox', { name: /^Breed/ })).toHaveValue('');
  await page.getByLabel(/^Pet type/).selectOption('Bird');
  await page.getByRole('combobox', { name: /^Breed/ }).fill('parrot');
  await page.getByRole('option', { name: /parrot \(grams\)/i }).first().click();
  await page.getByLabel(/^Weight \(grams\)/).fill('85');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2 - Confirmation' })).toBeVisible();
  await expect(page.getByTestId('booking-confirmation')).toContainText('Owner details not provided');
  await expect(page.getByTestId('booking-confirmation')).toContainText('Home collection - Brisbane Metro');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
  await page.getByRole('button', { name: 'View Booking' }).click();
  await expect(detailsPage(page)).toBeVisible();
  await expect(page.getByText('Owner details were not provided for this booking.')).toBeVisible();
  await expect(page.getByText('Home collection - Brisbane Metro')).toBeVisible();
  await expect(page.getByText('85 grams').or(page.getByText('85.00 grams'))).toBeVisible();
});

test('pet communal (vet_direct): skip on by default, a server 422 shows the field message and keeps the form; two pages on its edit page see each other', async ({ page, browser }) => {
  await signInAs(page, USERS.directStaff);
  await choose(page, 'Dr Lee', 'Pet communal cremation');
  await expect(page).toHaveURL(/\/new-booking\/communal\?kind=pet$/);
  await expect(page.getByRole('heading', { name: 'New pet communal cremation' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Do not provide owner details' })).toBeChecked();
  await fillPet(page, { first: 'Rex', last: 'Stray', type: 'Dog', breedSearch: 'kelpie', breed: /Kelpie/, sex: 'Male' });
  await page.getByLabel(/^Weight \(Kg\)/).fill('20');

  const cors = { ...corsHeaders, 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
  await page.route('**/portal/booking', (route) => {
    const method = route.request().method();
    if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (method === 'POST') {
      return route.fulfill({ status: 422, headers: cors, json: { errors: { detail: { pet_weight_c: 'The Pet Weight must be greater than 0' } } } });
    }
    return route.fallback();
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred. Please verify the fields are correct: pet_weight_c' })).toBeVisible();
  await expect(page.getByText('The Pet Weight must be greater than 0', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Pet first name/)).toHaveValue('Rex');
  await page.unroute('**/portal/booking');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2 - Confirmation' })).toBeVisible();
  const bookingId = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('bookingDraft') ?? '{}') as { state?: { drafts?: Record<string, { bookingId: string | null }> } };
    return Object.values(stored.state?.drafts ?? {}).find((draft) => draft.bookingId)?.bookingId ?? '';
  });
  expect(bookingId).not.toBe('');

  // Two nurses on one edit page see each other.
  const manager = await browser.newContext();
  const managerPage = await manager.newPage();
  await signInAs(managerPage, USERS.directManager);
  await managerPage.goto(`/edit-booking-communal/${bookingId}`);
  await page.goto(`/edit-booking-communal/${bookingId}`);
  await expect(page.getByRole('heading', { name: 'Edit pet communal cremation' })).toBeVisible();
  await expect(page.getByText('Also on this booking right now: Morgan Ellis')).toBeVisible();
  await expect(managerPage.getByText('Also on this booking right now: Dana Nguyen')).toBeVisible();
  await managerPage.close();
  await expect(page.getByText('Also on this booking right now')).toHaveCount(0);
  await manager.close();

  await page.goto(`/edit-booking-communal/${bookingId}#confirmation`);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
  await page.getByRole('button', { name: 'View Booking' }).click();
  await expect(page.getByText('Kelpie')).toBeVisible();
});
