import type { Page } from '@playwright/test';
import { apiGet, backOffice, bookingAt, createBooking, createPrivateBooking, seriousViolations, type ApiBooking } from '../support/bookings';
import { expect, openDashboard, test } from '../support/fixtures';

// Dashboard tables, all bookings and a booking's details against portal-api: journeys through the real
// API, the back office and another practice. One page's own checks are component tests in
// remote-bookings (issue 30): the dashboard's paging, partial toggle, failed list and which practices
// have Awaiting Return (DashboardPage.browser.test.tsx); /bookings' pages, Edit and View, pet tag
// placeholders and lightbox (BookingsPage.browser.test.tsx); the status line, tracker step, prices and
// failed tag image of the details page (BookingDetailsPage.browser.test.tsx).

const DATE = /\d{2}:\d{2} \d{1,2}-[A-Z][a-z]{2}-\d{4}/;

const instructionTable = (page: Page) => page.getByRole('table', { name: 'Private Cremation: Awaiting Instructions' });
const returnTable = (page: Page) => page.getByRole('table', { name: 'Private Cremation: Awaiting Return' });
/** Data rows of a table (the header row has column headers, not cells). */
const dataRows = (table: ReturnType<Page['getByRole']>) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });

test.use({ as: 'directStaff' });

test.describe('dashboard tables', () => {
  test('a booking submitted in the portal reaches Awaiting Instructions, then Awaiting Return, as the crematorium moves it (issue 31)', async ({ page }) => {
    const petName = `Tables${Date.now() % 100000}`;
    const booking = await createPrivateBooking(page, { petName, submit: true });
    const rowOf = (table: ReturnType<typeof instructionTable>) => table.getByRole('row').filter({ hasText: petName });

    backOffice('move', booking.order_id_c, '--to', 'Pet Collected - Pending Details');
    await openDashboard(page);
    await expect(rowOf(instructionTable(page))).toBeVisible();

    backOffice('move', booking.order_id_c, '--to', 'Awaiting Return Delivery');
    await page.reload();
    await expect(rowOf(returnTable(page))).toBeVisible();
    await expect(rowOf(instructionTable(page))).toHaveCount(0);
  });

  test('a booking a nurse started in the portal and left is among the partial bookings', async ({ pageAs }) => {
    const page = await pageAs('referralStaff');
    const petName = `Halfway${Date.now() % 100000}`;
    const started = await createPrivateBooking(page, { petName });
    await openDashboard(page);
    await expect(dataRows(instructionTable(page))).toHaveCount(5);
    await expect(instructionTable(page).getByRole('cell', { name: petName })).toHaveCount(0);

    await page.getByText('View partial bookings').click();
    const row = instructionTable(page).getByRole('row').filter({ hasText: petName });
    await expect(row.getByRole('cell', { name: 'Unsubmitted', exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', new RegExp(`^/edit-booking-[a-z-]+/${started.id}$`));
  });

});

test.describe('all bookings', () => {
  // Issue 31 item 5: a nurse with the family on the phone finds the booking by what the family says.
  test('find a booking by phone as read out, by order number and by names; open it; Back returns to the results', async ({ page }) => {
    const stamp = String(Date.now()).slice(-8);
    const petName = `Quill${stamp}`;
    const booking = await createBooking(page, {
      fields: { pet_first_name_c: petName, last_name: "O'Sullivan-Brown", pet_last_name_c: "O'Sullivan-Brown", phone_mobile: `+614${stamp}` },
    });
    await page.goto('/bookings');
    const search = page.getByRole('searchbox', { name: 'Find a booking' });
    const results = page.getByRole('table', { name: 'Search results' });
    const found = async (typed: string) => {
      await search.fill(typed);
      await search.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 booking found.');
      await expect(results.getByRole('row').filter({ hasText: booking.order_id_c })).toContainText(petName);
    };
    await found(`04${stamp.slice(0, 2)} ${stamp.slice(2, 5)} ${stamp.slice(5)}`);
    await found(booking.order_id_c.toLowerCase());
    await found(`osullivan-brown ${petName.toLowerCase()}`);

    await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Completed' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(results.getByRole('cell', { name: /^No bookings match/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Unsubmitted' });
    await page.getByRole('button', { name: 'Search' }).click();
    await results.getByRole('row').filter({ hasText: booking.order_id_c }).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${booking.id}$`));
    await page.goBack();
    await expect(search).toHaveValue(`osullivan-brown ${petName.toLowerCase()}`);
    await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('unsubmitted');
    await expect(results.getByRole('row').filter({ hasText: booking.order_id_c })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // What the list shows for a missing or failed image, and the lightbox's own behaviour, are component
  // tests (remote-bookings BookingsPage.browser.test.tsx); here the image is the file store's own.
  test('a pet tag image from the file store loads in the list and opens in the lightbox', async ({ page }) => {
    const withTag = await bookingAt(page, 'Pet Collected - Pending Details');
    expect(withTag.pet_tag_image).not.toBeNull();
    // Open the page that holds the booking (15 a page, newest first).
    const all = await apiGet<{ data: { id: string }[] }>(page, 'portal/booking?page_size=100');
    await page.goto(`/bookings?page=${Math.floor(all.data.findIndex((row) => row.id === withTag.id) / 15) + 1}`);
    const table = page.getByRole('table', { name: 'Latest entries' });
    const tagged = dataRows(table).filter({ hasText: withTag.order_id_c });
    const trigger = tagged.getByRole('button', { name: `Open pet tag of booking ${withTag.order_id_c}` });
    await expect(trigger.getByRole('img')).toHaveJSProperty('complete', true);
    expect(await trigger.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: `Pet tag, booking ${withTag.order_id_c}` });
    await expect(dialog.getByRole('img', { name: new RegExp(`booking ${withTag.order_id_c}`) })).toBeVisible();
  });

});

test.describe('booking details', () => {
  const tracker = (page: Page) => page.getByRole('navigation', { name: 'Tracker' });

  test('an In Progress booking: status, tracker step, order lines and total', async ({ page }) => {
    const row = await bookingAt(page, 'In Cremation', '&booking_type=Private');
    const { data: booking } = await apiGet<{ data: ApiBooking }>(page, `portal/booking/${row.id}`);
    await page.goto(`/booking/${row.id}`);
    await expect(page.getByRole('heading', { name: `Booking ${row.order_id_c}` })).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('In Progress');
    await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Cremation');
    await expect(tracker(page).locator('[aria-current="step"]')).toContainText('In Cremation');
    for (const section of ['Service Details', 'Owner details', 'Pet details', 'Collection details', 'Special instructions', 'Order']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Service Details' })).toContainText(/Booking Submitted/);
    await expect(page.getByRole('region', { name: 'Service Details' })).toContainText(DATE);

    // Pricebook practice: prices are pricebook prices, to 2 decimals, with both travel costs.
    const order = page.getByRole('table', { name: 'Order' });
    const money = (n: number) => `$${n.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    // Lines at every depth count (a product's chosen options are priced child lines).
    type Line = { quantity: number; discount_price: number; child_products?: Line[] };
    const lineTotal = (line: Line): number => line.discount_price * line.quantity + (line.child_products ?? []).reduce((sum, child) => sum + lineTotal(child), 0);
    let total = booking.collection_freight_fee_c + booking.return_freight_fee_c;
    for (const line of booking.quoted_products) {
      total += lineTotal(line);
      await expect(order.getByRole('row').filter({ hasText: line.name })).toContainText(money(line.discount_price * line.quantity));
    }
    await expect(order.getByRole('row').filter({ hasText: 'Collection Travel Cost' })).toContainText(money(booking.collection_freight_fee_c));
    // Ashes dispersed are not returned: that line shows only when the service returns them or it is charged (issue 31 item 6).
    const returnLine = order.getByRole('row').filter({ hasText: 'Return Travel Cost' });
    if (booking.service_type.name.toLowerCase().includes('dispersal') && booking.return_freight_fee_c === 0) await expect(returnLine).toHaveCount(0);
    else await expect(returnLine).toContainText(money(booking.return_freight_fee_c));
    await expect(order.getByRole('row').filter({ hasText: 'Total (inc GST)' })).toContainText(money(total));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the back-office command moves a booking and the details page follows', async ({ page }) => {
    const row = await bookingAt(page, 'Preparation Completed');
    await page.goto(`/booking/${row.id}`);
    await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Inspection');

    expect(backOffice('move', row.order_id_c, '--next')).toContain("to 'Quality Assurance Completed'");
    await page.reload();
    await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Return');
    await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Quality Assurance Completed');

    backOffice('move', row.id, '--to', 'Completed - Returned');
    await page.reload();
    await expect(page.getByTestId('booking-status')).toHaveText('Completed');
    await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Completed - Returned');
  });

  test("another practice's booking shows not found, never its data", async ({ page, pageAs }) => {
    const mine = await bookingAt(page, 'In Cremation');
    const referral = await pageAs('referralStaff');
    await referral.goto(`/booking/${mine.id}`);
    await expect(referral.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await expect(referral.getByText('We could not find this booking. It may not exist, or it belongs to another practice.')).toBeVisible();
    await expect(referral.getByText(mine.order_id_c)).toHaveCount(0);
    await referral.goto('/booking/00000000-0000-4000-8000-000000000000');
    await expect(referral.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  });
});
