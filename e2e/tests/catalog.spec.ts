import type { Locator, Page } from '@playwright/test';
import { apiGet, type ApiBooking } from '../support/bookings';
import { cart, chooseOption, openProduct, productDialog, products } from '../support/catalog';
import { expect, openDashboard, test } from '../support/fixtures';
import { choose, detailsPage, expectNoSeriousA11yViolations, fillOwner, fillPet, submitAndView } from '../support/wizard';

// The catalog and cart (issue 5): the product list, the product modal, packages, the cart, and every
// wizard that uses them, each to the submitted booking's details page with its order and total.

test.use({ as: 'directStaff' });

const OWNER = { first: 'Alex', last: 'Morgan', phone: '0412345678', addressTyped: '1 King William Street, Adelaide 5000', address: /^1 King William Street, Adelaide SA 5000/ };



/** The wizard's details step (vet_direct: owner skipped by default), then Next to the next step. */
async function ownerAndPet(page: Page, pet: { first: string; weight: string }, owner = false) {
  if (owner) await fillOwner(page, OWNER);
  await fillPet(page, { first: pet.first, last: 'Morgan', type: 'Dog', breedSearch: 'kelpie', breed: /Kelpie/, sex: 'Female', weight: pet.weight });
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The order table's total on the details page equals the cart's total on the confirmation. */
async function totalText(locator: Locator) {
  return (await locator.getByRole('row').filter({ hasText: 'Total (inc GST)' }).textContent())?.match(/\$[\d,]+\.\d{2}/)?.[0];
}

async function bookingIdFromUrl(page: Page) {
  await expect(detailsPage(page)).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('private cremation: an urn with a size chosen by weight, a dependent option and engraving text, through to the details page', async ({ page }) => {
  test.slow();
  await choose(page, 'Nurse Pat', /^Private cremation Individual/);
  await expect(page.getByRole('heading', { name: 'New private cremation' })).toBeVisible();
  await ownerAndPet(page, { first: 'Bella', weight: '8' });
  await expect(page.getByRole('heading', { name: 'Step 2 of 3 - Select Items' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New private cremation', level: 2 }).or(page.getByRole('complementary').getByText('New private cremation'))).toBeVisible();
  // The cremation itself is in the cart already, and cannot be removed.
  await expect(cart(page)).toContainText('Private Cremation - up to 10kg');
  await expect(page.getByRole('button', { name: 'Remove Private Cremation - up to 10kg' })).toHaveCount(0);

  await openProduct(page, 'Rosewood Urn');
  const dialog = productDialog(page, /^Rosewood Urn/);
  // 8 kg lies in Small's range: chosen for the nurse.
  await expect(dialog.getByLabel(/^Size/)).toHaveValue(/.+/);
  await expect(dialog.getByLabel(/^Size/).locator('option:checked')).toHaveText('Small (up to 10 kg)');
  // The finish hangs under brass (portal-api's option tree). What the modal does with a required
  // dropdown left empty, a choice changed under it and the text's count is ProductDialog.test.tsx's;
  // its accessibility with engraving text is ProductListStep.browser.test.tsx's.
  await chooseOption(dialog.getByLabel(/^Name plate/), 'Brass name plate');
  await chooseOption(dialog.getByLabel(/^Plate finish/), 'Polished brass');

  // Engraving text: up to 3 lines of 25 characters.
  await dialog.getByRole('checkbox', { name: 'Add engraving' }).check();
  await dialog.getByLabel(/^Engraving text/).fill('Bella Morgan\nForever in our hearts\n2012 - 2026');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await expect(cart(page)).toContainText('Rosewood Urn');
  await expect(cart(page)).toContainText('Size: Small (up to 10 kg)');
  await expect(cart(page)).toContainText('Plate finish: Polished brass');
  await expect(cart(page)).toContainText('Forever in our hearts');
  await expect(cart(page).getByRole('row').filter({ hasText: 'Total (inc GST)' })).toContainText('$');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3 - Confirmation' })).toBeVisible();
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByRole('region', { name: 'Items' })).toContainText('Rosewood Urn');
  await expect(confirmation.getByTestId('engraving-line')).toHaveText(['Bella Morgan', 'Forever in our hearts', '2012 - 2026']);
  const cartTotal = await totalText(confirmation);
  expect(cartTotal).toBeTruthy();

  await submitAndView(page);
  const order = page.getByRole('table', { name: 'Order' });
  await expect(order).toContainText('Private Cremation - up to 10kg');
  await expect(order).toContainText('Rosewood Urn');
  await expect(order).toContainText('Name plate: Brass name plate');
  await expect(order).toContainText('Engraving: Bella Morgan');
  // Line for line, as it will be engraved (the details page used to run the lines together).
  await expect(order.getByTestId('engraving-line')).toHaveText(['Bella Morgan', 'Forever in our hearts', '2012 - 2026']);
  expect(await totalText(order)).toBe(cartTotal);
});

test('communal with keepsake: keepsakes only, owner skipped, to the details page', async ({ page }) => {
  await choose(page, 'Nurse Pat', /^Communal booking with keepsake/);
  await expect(page.getByRole('checkbox', { name: 'Do not provide owner details' })).toBeChecked();
  await ownerAndPet(page, { first: 'Milo', weight: '12' }, false);
  await expect(page.getByRole('heading', { name: 'Step 2 of 3 - Select Items' })).toBeVisible();
  // Keepsakes only (the step's filter list and Next with an empty cart are ProductListStep.test.tsx's).
  await expect(products(page)).not.toContainText('Urn -');
  await openProduct(page, 'Clay Paw Print');
  await productDialog(page, /^Clay Paw Print/).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(cart(page)).toContainText('Clay Paw Print');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3 - Confirmation' })).toBeVisible();
  const total = await totalText(page.getByTestId('booking-confirmation'));
  await submitAndView(page);
  const order = page.getByRole('table', { name: 'Order' });
  await expect(order).toContainText('Communal Cremation');
  await expect(order).toContainText('Clay Paw Print');
  expect(await totalText(order)).toBe(total);
});

// The field's own checks (the box ticked and locked, the add blocked without text, 'x/y lines and x/y
// characters used') and the wizard's categories are in remote-catalog's ProductListStep.browser.test.tsx;
// this is the wizard's journey: the required text through portal-api to the order.
test('urns and memorabilia: a product that requires engraving, with its text, through to the details page', async ({ page }) => {
  await choose(page, 'Nurse Pat', /^Urns and memorabilia/);
  await expect(page.getByRole('heading', { name: 'New urns and memorabilia order' })).toBeVisible();
  await ownerAndPet(page, { first: 'Coco', weight: '6' });
  await expect(page.getByRole('heading', { name: 'Step 2 of 3 - Select Items' })).toBeVisible();
  await openProduct(page, 'Garden Memorial Stone');
  const stone = productDialog(page, /^Garden Memorial Stone/);
  await stone.getByLabel(/^Engraving text/).fill('Coco\nAlways by our side');
  await stone.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(cart(page)).toContainText('Garden Memorial Stone');
  await page.getByRole('button', { name: 'Next' }).click();
  const total = await totalText(page.getByTestId('booking-confirmation'));
  await submitAndView(page);
  const order = page.getByRole('table', { name: 'Order' });
  await expect(order).toContainText('Garden Memorial Stone');
  await expect(order).toContainText('Engraving: Coco');
  expect(await totalText(order)).toBe(total);
});

// The one vet supply journey (issue 30; it was three: here, cart-edit.spec.ts and words-layout.spec.ts).
// One page's own checks are component tests: the category and Next's 'add an item' (remote-catalog
// ProductListStep.test.tsx), the quantity field and its line price (ProductDialog.test.tsx), a line of
// several priced quantity x unit price (CartView.test.tsx).
test('vet supply order: from the dashboard tile, two boxes are one line of quantity 2 priced quantity x unit price, the confirmation names its number and service type, submitted, to the bookings list, and its details page shows an order, not a cremation', async ({ page }) => {
  test.slow();
  await openDashboard(page);
  await page.getByRole('link', { name: 'Vet Supply Order' }).click();
  await expect(page.getByRole('radio', { name: /^Vet supply order/ })).toBeChecked();
  await page.getByLabel(/^Booking vet staff member name/).fill('Practice Manager Jo');
  await page.getByRole('button', { name: 'Next' }).click();
  // Level 1: the cart's own heading says the same once it has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'New vet supply order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 2 - Select Items' })).toBeVisible();

  // The practice's pricebook price, as portal-api serves it.
  const dialog = await openProduct(page, 'Cadaver Bags - Large (box of 10)');
  await expect(dialog.getByTestId('product-price')).toHaveText('Price: $52.00 each');
  await dialog.getByRole('spinbutton', { name: /^Quantity/ }).fill('2');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const bookingId = await page.evaluate((key) => localStorage.getItem(key), 'portal.vetSupplyId');
  expect(bookingId).toBeTruthy();

  // The order is portal-api's: after a reload, the two boxes are still one line of quantity 2.
  await page.reload();
  const bags = cart(page).getByRole('row').filter({ hasText: 'Cadaver Bags - Large (box of 10)' });
  await expect(bags).toHaveCount(1);
  await expect(bags.getByRole('cell').nth(1)).toHaveText('2');
  await expect(bags.getByTestId('line-price')).toHaveText('$104.00');
  await expect(page.getByTestId('cart-total')).toHaveText('$104.00');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2 - Confirmation' })).toBeVisible();
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByTestId('confirm-order-number')).toHaveText(/^VP-\d+$/);
  const orderNumber = (await confirmation.getByTestId('confirm-order-number').textContent()) ?? '';
  await expect(confirmation.getByTestId('confirm-service-type')).toHaveText('Vet Supply Order');
  await expect(confirmation).toContainText('Practice Manager Jo');
  await expect(confirmation).not.toContainText('Owner details');
  await expect(confirmation.getByTestId('cart-total')).toHaveText('$104.00');
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page.getByRole('heading', { name: 'Order Submitted' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), 'portal.vetSupplyId')).toBeNull();
  await page.getByRole('button', { name: 'View Booking' }).click();
  await expect(page).toHaveURL(/\/bookings$/);

  const { data: booking } = await apiGet<{ data: ApiBooking }>(page, `portal/booking/${bookingId}`);
  expect(booking.order_stage_c).toBe('VP Submitted');
  await page.getByRole('row').filter({ hasText: orderNumber }).getByRole('link', { name: 'View' }).click();
  expect(await bookingIdFromUrl(page)).toBe(bookingId);
  await expect(page.getByTestId('booking-status')).toHaveText('Submitted');
  await expect(page.getByText('Vet Supply Order')).toBeVisible();
  const ordered = page.getByRole('table', { name: 'Order' }).getByRole('row').filter({ hasText: 'Cadaver Bags - Large (box of 10)' });
  await expect(ordered.getByRole('cell').nth(1)).toHaveText('2');
  await expect(ordered.getByRole('cell').nth(2)).toHaveText('$104.00');
  await expect(page.getByTestId('order-total')).toHaveText('$104.00');
  // An order, not a cremation: no tracker, pet, owner or status line.
  await expect(page.getByRole('navigation', { name: 'Tracker' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pet details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Owner details' })).toHaveCount(0);
  await expect(page.getByTestId('status-line')).toHaveCount(0);
});

test('private cremation package: the package required, its urn customised, then an added keepsake, to the details page', async ({ page }) => {
  test.slow();
  await choose(page, 'Nurse Pat', /^Private cremation package A cremation/);
  await expect(page.getByRole('heading', { name: 'New private cremation package' })).toBeVisible();
  await ownerAndPet(page, { first: 'Rusty', weight: '14' });
  await expect(page.getByRole('heading', { name: 'Step 2 of 4 - Package options' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select a package' })).toBeVisible();
  // Next without a package, and the button's 5 s rest after an add: PackageBundleStep.test.tsx.
  await page.getByRole('button', { name: 'Select Memorial Cremation Package' }).click();
  await expect(page.getByText('Option selection')).toBeVisible();
  await page.getByRole('button', { name: 'Customise Cedar Urn' }).click();
  const urn = productDialog(page, /^Cedar Urn/);
  await chooseOption(urn.getByLabel(/^Finish/), 'Walnut stain');
  await urn.getByRole('button', { name: 'Save options' }).click();
  await expect(urn).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Items of Memorial Cremation Package' })).toContainText('Selected');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add Cremation Package', exact: true }).click();
  await expect(page.getByText('Memorial Cremation Package was added to this booking. Press Next to continue.')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  const additions = page.getByRole('dialog', { name: 'Cremation package additions' });
  await expect(additions).toBeVisible();
  await additions.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 4 - Select Items' })).toBeVisible();
  await openProduct(page, 'Glass Memorial Heart');
  await productDialog(page, /^Glass Memorial Heart/).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(cart(page)).toContainText('Memorial Cremation Package');
  await expect(cart(page)).toContainText('Finish: Walnut stain');
  await expect(cart(page)).toContainText('Glass Memorial Heart');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4 - Confirmation' })).toBeVisible();
  const total = await totalText(page.getByTestId('booking-confirmation'));
  await submitAndView(page);
  const order = page.getByRole('table', { name: 'Order' });
  await expect(order).toContainText('Memorial Cremation Package');
  await expect(order).toContainText('Finish: Walnut stain');
  await expect(order).toContainText('Glass Memorial Heart');
  expect(await totalText(order)).toBe(total);
});

test('dispersal package: no product list; the package then straight to confirmation and the details page', async ({ page }) => {
  await choose(page, 'Nurse Pat', /^Private cremation package \(no ashes return\)/);
  await expect(page.getByRole('heading', { name: 'New private cremation package (no ashes return)' })).toBeVisible();
  await ownerAndPet(page, { first: 'Pepper', weight: '4' });
  await expect(page.getByRole('heading', { name: 'Step 2 of 3 - Package options' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Packages' })).not.toContainText('Memorial Cremation Package');
  await page.getByRole('button', { name: 'Select Farewell Package' }).click();
  await page.getByRole('button', { name: 'Add Cremation Package', exact: true }).click();
  await expect(page.getByText('Farewell Package was added to this booking. Press Next to continue.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3 - Confirmation' })).toBeVisible();
  await expect(page.getByTestId('booking-confirmation').getByRole('region', { name: 'Items' })).toContainText('Farewell Package');
  const total = await totalText(page.getByTestId('booking-confirmation'));
  await submitAndView(page);
  const order = page.getByRole('table', { name: 'Order' });
  await expect(order).toContainText('Farewell Package');
  expect(await totalText(order)).toBe(total);
});

test('a wizard opened by its address asks for the vet staff member first, and the order carries the name', async ({ page }) => {
  await page.goto('/new-booking/vet-supply-order');
  await expect(page).toHaveURL(/\/new-booking\?bookingoption=/);
  await expect(page.getByRole('radio', { name: /^Vet supply order/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Booking vet staff member name is required')).toBeVisible();
  await page.getByLabel(/^Booking vet staff member name/).fill('Nurse Kai');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New vet supply order' })).toBeVisible();
  await openProduct(page, 'Cold-room Shroud');
  await productDialog(page, /^Cold-room Shroud/).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(cart(page)).toContainText('Cold-room Shroud');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('booking-confirmation')).toContainText('Nurse Kai');
});
