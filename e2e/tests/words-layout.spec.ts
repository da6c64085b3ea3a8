import type { Locator, Page } from '@playwright/test';
import { apiGet, type ApiBookingRow } from '../support/bookings';
import { cart, openProduct } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/wizard';

// Words and layout at the desk (issue 14, item 16): service types as people read them, a vet supply
// order shown as an order (no cremation tracker, pet or final instructions), and pages that stay
// readable on a 768 px tablet.

test.use({ as: 'directStaff' });

interface Row extends ApiBookingRow {
  service_type: { name: string };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}

/** The /bookings page (15 a page, newest first) holding the practice's booking of a service type. */
async function pageWith(page: Page, serviceType: string): Promise<{ row: Row; listPage: number }> {
  const all = await apiGet<{ data: Row[] }>(page, 'portal/booking?page_size=100');
  const index = all.data.findIndex((row) => row.service_type.name === serviceType);
  const row = all.data[index];
  if (!row) throw new Error(`No ${serviceType} booking`);
  return { row, listPage: Math.floor(index / 15) + 1 };
}

for (const width of [1280, 768]) {
  test(`a long service type stays in its column at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { row, listPage } = await pageWith(page, 'communal cremation - stray / wildlife - vet');
    await page.goto(`/bookings?page=${listPage}`);
    const tableRow = page.getByRole('row').filter({ hasText: row.order_id_c });
    const serviceType = tableRow.getByTestId('service-type');
    await expect(serviceType).toHaveText('Communal Cremation - Stray / Wildlife - Vet');
    const cell = await box(serviceType);
    const date = await box(tableRow.getByTestId('date-created'));
    // The text's own width (a range over it) ends before the date column starts.
    const textRight = await serviceType.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().right;
    });
    expect(textRight).toBeLessThanOrEqual(date.x);
    expect(cell.x + cell.width).toBeLessThanOrEqual(date.x + 1);
  });
}

test('the tracker is one row on a 768 px tablet', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  const { row } = await pageWith(page, 'private cremation & dispersal of ashes');
  await page.goto(`/booking/${row.id}`);
  await expect(page.getByText('Private Cremation & Dispersal of Ashes')).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Tracker' }).getByRole('listitem');
  await expect(steps).toHaveCount(8);
  const tops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const overflowing = await steps.evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth + 1).length);
  expect(overflowing).toBe(0);
});

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
  await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();

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
