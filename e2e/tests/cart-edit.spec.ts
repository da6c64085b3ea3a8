import type { Page } from '@playwright/test';
import { addCartLine, apiGet, createPrivateBooking } from '../support/bookings';
import { cart, chooseOption, productDialog } from '../support/catalog';
import { expect, test } from '../support/fixtures';

// Trust at the desk (issue 14): a cart line is changed in place through the product modal's Update
// mode. A vet supply ordered by quantity on one line is catalog.spec.ts's one vet supply journey; that
// a ticked engraving is never dropped (the field asks for the text or to untick) is remote-catalog's
// ProductListStep.browser.test.tsx.

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
