import type { Page } from '@playwright/test';
import { addCartLine, apiGet, createPrivateBooking } from '../support/bookings';
import { cart, chooseOption, openProduct, productDialog } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { choose, expectNoSeriousA11yViolations } from '../support/wizard';

// Trust at the desk (issue 14): a cart line is changed in place through the product modal's Update
// mode, and a vet supply is ordered by quantity on one line. That a ticked engraving is never dropped
// (the field asks for the text or to untick) is remote-catalog's ProductListStep.browser.test.tsx.

test.use({ as: 'directStaff' });

const totalOf = (page: Page) => page.getByTestId('cart-total');
const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));


test("Edit on a cart line changes that line's option in place: one line, with its new option, price and total", async ({ page }) => {
  const booking = await createPrivateBooking(page, { petName: 'Biscuit' });
  const lineId = await addCartLine(page, booking.id, 'Cedar Urn', { Finish: 'Natural oil' });
  await page.goto(`/edit-booking-private/${booking.id}#product-list`);
  await expect(cart(page)).toContainText('Finish: Natural oil');
  const before = dollars(await totalOf(page).textContent());

  await cart(page).getByRole('button', { name: 'Edit Cedar Urn' }).click();
  const dialog = productDialog(page, 'Cedar Urn');
  await expect(dialog.getByLabel(/^Finish/).locator('option:checked')).toHaveText('Natural oil');
  await chooseOption(dialog.getByLabel(/^Finish/), 'Walnut stain');
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await expect(cart(page)).toContainText('Finish: Walnut stain');
  await expect(cart(page)).not.toContainText('Natural oil');
  await expect(cart(page).getByRole('row').filter({ hasText: 'Cedar Urn' })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Cedar Urn was updated in the cart.' })).toBeVisible();
  // Walnut stain adds $8.00 at the practice's pricebook price.
  await expect(totalOf(page)).toHaveText(`$${(before + 8).toFixed(2)}`);
  const { data } = await apiGet<{ data: { quoted_products: { id: string; name: string; deleted: number }[] } }>(page, `portal/booking/${booking.id}`);
  expect(data.quoted_products.filter((line) => line.name === 'Cedar Urn' && !line.deleted).map((line) => line.id)).toEqual([lineId]);
});

test('vet supply order: two boxes are one line of quantity 2, priced quantity x unit price, through to the booking details', async ({ page }) => {
  test.slow();
  await choose(page, 'Nurse Pat', /^Vet supply order/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 2 - Select Items' })).toBeVisible();
  const dialog = await openProduct(page, 'Cadaver Bags - Large (box of 10)');
  await expect(dialog.getByTestId('product-price')).toHaveText('Price: $52.00 each');
  const quantity = dialog.getByRole('spinbutton', { name: /^Quantity/ });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');
  await expect(dialog.getByText('2 x $52.00 = $104.00')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  const bags = cart(page).getByRole('row').filter({ hasText: 'Cadaver Bags - Large (box of 10)' });
  await expect(bags).toHaveCount(1);
  await expect(bags.getByRole('cell').nth(1)).toHaveText('2');
  await expect(bags.getByTestId('line-price')).toHaveText('$104.00');
  await expect(totalOf(page)).toHaveText('$104.00');
  const bookingId = await page.evaluate((key) => localStorage.getItem(key), 'portal.vetSupplyId');

  await page.getByRole('button', { name: 'Next' }).click();
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByTestId('cart-total')).toHaveText('$104.00');
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page.getByRole('heading', { name: 'Order Submitted' })).toBeVisible();
  await page.goto(`/booking/${bookingId ?? ''}`);
  const order = page.getByRole('table', { name: 'Order' });
  const ordered = order.getByRole('row').filter({ hasText: 'Cadaver Bags - Large (box of 10)' });
  await expect(ordered.getByRole('cell').nth(1)).toHaveText('2');
  await expect(ordered.getByRole('cell').nth(2)).toHaveText('$104.00');
  await expect(page.getByTestId('order-total')).toHaveText('$104.00');
});
