import { bookingAt, createPrivateBooking } from '../support/bookings';
import { expect, test } from '../support/fixtures';
import { choose, detailsPage, expectNoSeriousA11yViolations, fillPet, pickAddress } from '../support/wizard';

// The referral and vet-unity private wizards (issue 4); the communal wizards are in
// wizards-communal.spec.ts. One page's own checks are component tests in remote-bookings (issue 30):
// the chooser's required fields and referral options (ChooserPage.browser.test.tsx), the owner and pet
// step's messages, what it does with what is typed (phone digits, the pet's last name, the weight as
// typed, an empty instruction), and the vet-unity collection messages, zone and grams
// (DetailsStep.browser.test.tsx), and the pet communal wizard's 422, the vet_direct skip
// default and the confirmation's failed submit (WizardSave.browser.test.tsx).

test.describe('referral practice', () => {
  test.use({ as: 'referralStaff' });

  test('what was typed survives a reload; a double click on Next makes one booking, and the confirmation shows it all', async ({ page }) => {
    await choose(page, 'Dr Jones', /^Private cremation referral/);
    await page.getByLabel(/^Owner first name/).fill('Sam');
    await page.getByLabel(/^Owner last name/).fill('Citizen');
    await page.getByLabel(/^Phone number/).fill('0412 345 678');
    await page.getByLabel(/^Email/).fill('sam@example.com');
    await pickAddress(page, 'Home address', '1 King William Street, Adelaide 5000', /^1 King William Street, Adelaide SA 5000/);
    await fillPet(page, { first: 'Biscuit', type: 'Dog', breedSearch: 'beag', breed: /^Beagle$/, sex: 'Male', weight: '12.50' });
    await page.getByRole('button', { name: 'Add special instruction' }).click();
    await page.getByLabel('Special instruction 1', { exact: true }).fill('Keep the red collar');

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
  });

  test("New Booking offers the unfinished booking by name and never takes it unasked: a new one starts blank under the name just typed (issue 31)", async ({ page }) => {
    const header = page.getByTestId('wizard-header');
    const stepOne = async (owner: string, pet: string) => {
      await page.getByLabel(/^Owner first name/).fill(owner);
      await page.getByLabel(/^Owner last name/).fill('Test');
      await page.getByLabel(/^Phone number/).fill('0412 345 678');
      await pickAddress(page, 'Home address', '1 King William Street, Adelaide 5000', /^1 King William Street, Adelaide SA 5000/);
      await fillPet(page, { first: pet, type: 'Dog', breedSearch: 'beag', breed: /^Beagle$/, sex: 'Male', weight: '18' });
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Step 2 of 2 - Confirmation' })).toBeVisible();
    };
    await choose(page, 'Nurse Jo Bell', /^Private cremation referral/);
    await stepOne('Jo', 'Pickles');
    await expect(header).toContainText(/Order [A-Z]+-\d+/);
    const pickles = /Order ([A-Z]+-\d+)/.exec((await header.textContent()) ?? '')?.[1] ?? '';

    // Left for the dashboard; later another nurse starts a booking of the same kind from its menu.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('link', { name: 'New Booking', exact: true }).click();
    await page.getByLabel(/^Booking vet staff member name/).fill('Nurse Kim Lee');
    await page.getByRole('radio', { name: /^Private cremation referral/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const question = page.getByRole('alertdialog', { name: "Continue Pickles's booking?" });
    await expect(question).toContainText(`Pickles's booking (Private Cremation, ${pickles}, started `);
    await expect(question).toContainText('by Nurse Jo Bell) is not finished.');
    await question.getByRole('button', { name: 'Start a new booking' }).click();

    await expect(page.getByRole('heading', { name: /^Step 1 of 2/ })).toBeVisible();
    await expect(page.getByLabel(/^Pet first name/)).toHaveValue('');
    await expect(header).not.toContainText(pickles);
    await stepOne('Kim', 'Rusty');
    await expect(page.getByTestId('booking-confirmation')).toContainText('Nurse Kim Lee');
    await expect(page.getByTestId('booking-confirmation')).not.toContainText('Pickles');
    await expect(header).not.toContainText(pickles);
  });

  test('a double click on Submit booking submits once and ends on Booking Submitted, with nothing sent after it', async ({ page }) => {
    const booking = await createPrivateBooking(page, { petName: 'Pickle' });
    await page.goto(`/edit-booking-referral/${booking.id}#confirmation`);
    await expect(page.getByTestId('booking-confirmation')).toContainText('Pickle');
    const writes: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path.startsWith(`/portal/booking/${booking.id}`)) writes.push(path);
    });
    await page.getByRole('button', { name: 'Submit booking' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
    await expect(page.getByText('can be found in your booking history')).toBeVisible();
    expect(writes).toEqual([`/portal/booking/${booking.id}/complete`]);
    expect(await page.evaluate(() => localStorage.getItem('bookingDraft'))).not.toContain('Pickle');
    await page.getByRole('button', { name: 'View Booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${booking.id}$`));
    await expect(detailsPage(page)).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Submitted');
    expect(writes).toEqual([`/portal/booking/${booking.id}/complete`]);
  });

  test('a submitted booking opens for editing with owner and pet locked, and Confirm updates it', async ({ page }) => {
    const booking = await createPrivateBooking(page, { submit: true, petName: 'Maple' });
    await page.goto(`/booking/${booking.id}`);
    await expect(detailsPage(page)).toBeVisible();
    await expect(page.getByText('Sam Citizen')).toBeVisible();
    await expect(page.getByText('Beagle')).toBeVisible();
    await expect(page.getByText('12.50 kg')).toBeVisible();
    await expect(page.getByText('Dr Jones')).toBeVisible();

    await page.goto(`/edit-booking-referral/${booking.id}`);
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
});

test('vet-unity private: skip default, a Brisbane collection product and a bird in grams, to the details page', async ({ pageAs }) => {
  const page = await pageAs('unityStaff');
  await choose(page, 'Nurse Kim', /^Private cremation/);
  await expect(page).toHaveURL(/\/new-booking\/vetunity-private$/);
  await expect(page.getByRole('heading', { name: 'New private cremation' })).toBeVisible();
  // vet_unity practice that does not provide client details: skip on; the owner's address is no option
  await expect(page.getByRole('checkbox', { name: 'Do not provide owner details' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Owner's home address/ })).toHaveCount(0);

  await page.getByRole('radio', { name: /^Another address/ }).check();
  await pickAddress(page, 'Collection address', '12 Gympie Road, Kedron', /^12 Gympie Road, Kedron QLD 4031/);
  await page.getByLabel(/^Collection product/).selectOption({ label: 'Home collection - Brisbane Metro' });
  await fillPet(page, { first: 'Kiwi', last: 'Walker', type: 'Bird', breedSearch: 'parrot', breed: /parrot \(grams\)/i, sex: 'Female' });
  await page.getByLabel(/^Weight \(grams\)/).fill('85');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2 - Confirmation' })).toBeVisible();
  await expect(page.getByTestId('booking-confirmation')).toContainText('Owner details not provided');
  await expect(page.getByTestId('booking-confirmation')).toContainText('Home collection - Brisbane Metro');
  // Grams take 2 fixed decimals, like kilograms.
  await expect(page.getByTestId('confirm-weight-grams-')).toHaveText('85.00');
  // Submit booking waits, disabled, for the cart to draw, then fades in: axe reads the step once it has
  // (half-faded, its contrast is a moment's, not the page's).
  await expect(page.getByRole('button', { name: 'Submit booking' })).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
  await page.getByRole('button', { name: 'View Booking' }).click();
  await expect(detailsPage(page)).toBeVisible();
  await expect(page.getByText('Owner details were not provided for this booking.')).toBeVisible();
  await expect(page.getByText('Home collection - Brisbane Metro')).toBeVisible();
  await expect(page.getByText('85.00 grams')).toBeVisible();
});

test.describe('direct practice', () => {
  test.use({ as: 'directStaff' });

  test('two members on one edit page see each other, and the other leaving is seen', async ({ page, pageAs }) => {
    const partial = await bookingAt(page, 'VP Unsubmitted', '&booking_type=Private');
    const manager = await pageAs('directManager');
    await manager.goto(`/edit-booking-private/${partial.id}`);
    await page.goto(`/edit-booking-private/${partial.id}`);
    await expect(page.getByRole('heading', { name: 'Edit private cremation' })).toBeVisible();
    await expect(page.getByText('Also on this booking right now: Morgan Ellis')).toBeVisible();
    await expect(manager.getByText('Also on this booking right now: Dana Nguyen')).toBeVisible();
    await manager.close();
    await expect(page.getByText('Also on this booking right now')).toHaveCount(0);
  });
});
