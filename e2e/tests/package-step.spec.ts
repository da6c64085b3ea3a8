import { createBooking } from '../support/bookings';
import { expect, test } from '../support/fixtures';

// The package bundle step says plainly what the next action is (issue 14, item 14): choosing a
// package's items does not add it, and an included item's dialog shows no price of its own.

test.use({ as: 'directStaff' });

test.beforeEach(async ({ page }) => {
  const booking = await createBooking(page, { fields: { is_package_c: 1, pet_first_name_c: 'Rusty', pet_weight_c: '14' } });
  await page.goto(`/edit-booking-package/${booking.id}#bundle`);
  await expect(page.getByRole('heading', { name: 'Step 2 of 4 - Package options' })).toBeVisible();
  await page.getByRole('button', { name: 'Select Memorial Cremation Package' }).click();
  await expect(page.getByText('Option selection')).toBeVisible();
});

test('a package chosen but not added says so, and Next says how to add it', async ({ page }) => {
  await expect(page.getByText('Not added yet')).toBeVisible();
  await expect(page.getByTestId('package-next-action')).toHaveText(
    'To choose Memorial Cremation Package, customise its items if you wish, then press "Cremation Package" to add it to this booking.',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Package selection is required: Please select a package to proceed. Memorial Cremation Package is not added yet: press "Cremation Package" to add it.'),
  ).toBeVisible();
});

test('adding a package whose item needs an option names it; chosen, the package is added and the page says what next', async ({ page }) => {
  await page.getByRole('button', { name: 'Cremation Package', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Memorial Cremation Package, Cedar Urn: Finish is required');

  await page.getByRole('button', { name: 'Customise Cedar Urn' }).click();
  const urn = page.getByRole('dialog', { name: /^Cedar Urn/ });
  await urn.getByLabel(/^Finish/).selectOption({ label: 'Walnut stain' });
  await urn.getByRole('button', { name: 'Save options' }).click();
  await expect(urn).toHaveCount(0);
  await page.getByRole('button', { name: 'Cremation Package', exact: true }).click();
  await expect(page.getByText('Memorial Cremation Package was added to this booking. Press Next to continue.')).toBeVisible();
  await expect(page.getByText('Not added yet')).toHaveCount(0);
  await expect(page.getByTestId('package-next-action')).toContainText('Memorial Cremation Package is in this booking. Press Next to go on');
});

test("an included item's customise dialog shows no price of its own", async ({ page }) => {
  await page.getByRole('button', { name: 'Customise Cedar Urn' }).click();
  const urn = page.getByRole('dialog', { name: /^Cedar Urn/ });
  await expect(urn.getByTestId('product-price')).toHaveText('Included in the package');
  await expect(urn).not.toContainText('Price:');
});
