import { apiGet, type ApiBookingRow } from '../support/bookings';
import { cart, openProduct } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/wizard';

// Words at the desk (issue 14, item 16): a vet supply order shown as an order (no cremation tracker,
// pet or final instructions). The layout checks of that item (a long service type in its column, the
// tracker on one row at 768 px) are component tests: remote-bookings BookingsPage.browser.test.tsx and
// BookingDetailsPage.browser.test.tsx.

test.use({ as: 'directStaff' });

interface Row extends ApiBookingRow {
  service_type: { name: string };
}

test('a vet supply order: its number and service type on the confirmation, and its details page shows an order, not a cremation', async ({ page }) => {
  await choose(page, 'Nurse Kai', /^Vet supply order/);
  await (await openProduct(page, 'Cold-room Shroud')).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(cart(page)).toContainText('Cold-room Shroud');
  await page.getByRole('button', { name: 'Next' }).click();

  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByTestId('confirm-order-number')).toHaveText(/^VP-\d+$/);
  await expect(confirmation.getByTestId('confirm-service-type')).toHaveText('Vet Supply Order');
  const orderNumber = (await confirmation.getByTestId('confirm-order-number').textContent()) ?? '';
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page.getByRole('heading', { name: 'Order Submitted' })).toBeVisible();

  const orders = await apiGet<{ data: Row[] }>(page, 'portal/booking?booking_type=Vet+Supply&page_size=100');
  const order = orders.data.find((row) => row.order_id_c === orderNumber);
  if (!order) throw new Error(`Order ${orderNumber} is not in the list`);
  await page.goto(`/booking/${order.id}`);
  await expect(page.getByTestId('booking-status')).toHaveText('Submitted');
  await expect(page.getByText('Vet Supply Order')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Order' })).toContainText('Cold-room Shroud');
  await expect(page.getByRole('navigation', { name: 'Tracker' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pet details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Owner details' })).toHaveCount(0);
  await expect(page.getByTestId('status-line')).toHaveCount(0);
});
