import type { Page } from '@playwright/test';
import { apiGet, backOffice, bookingAt, createBooking, createPrivateBooking, seriousViolations, type ApiBooking, type ApiBookingRow } from '../support/bookings';
import { expect, openDashboard, test } from '../support/fixtures';

const DATE = /\d{2}:\d{2} \d{1,2}-[A-Z][a-z]{2}-\d{4}/;

const instructionTable = (page: Page) => page.getByRole('table', { name: 'Private Cremation: Awaiting Instructions' });
const returnTable = (page: Page) => page.getByRole('table', { name: 'Private Cremation: Awaiting Return' });
/** Data rows of a table (the header row has column headers, not cells). */
const dataRows = (table: ReturnType<Page['getByRole']>) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });

test.use({ as: 'directStaff' });

test.describe('dashboard tables', () => {
  test('both tables page by ?table=&page=, and the partial toggle is kept', async ({ page }) => {
    await openDashboard(page);
    // 7 closed private bookings wait for instructions: 5 on page 1.
    await expect(dataRows(instructionTable(page))).toHaveCount(5);
    await expect(dataRows(returnTable(page))).toHaveCount(5);
    await expect(instructionTable(page).getByRole('cell', { name: 'Pet Collected - Pending Details' })).toHaveCount(5);

    await page.getByRole('navigation', { name: 'Awaiting Instructions pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/dashboard\?table=instruction&page=2$/);
    await expect(dataRows(instructionTable(page))).toHaveCount(2);
    await expect(dataRows(returnTable(page))).toHaveCount(5);

    await page.getByRole('navigation', { name: 'Awaiting Return pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/dashboard\?table=return&page=2$/);
    await expect(dataRows(returnTable(page))).toHaveCount(2);
    await expect(returnTable(page).getByRole('cell', { name: 'In Progress' })).toHaveCount(2);

    // Partial bookings: at least the 4 seeded VP Unsubmitted private bookings join the 7 (other
    // journeys start more in this practice while this one runs).
    const toggle = page.getByLabel('View partial bookings');
    await expect(toggle).not.toBeChecked();
    await page.getByText('View partial bookings').click();
    await expect(toggle).toBeChecked();
    const instructionPages = page.getByRole('navigation', { name: 'Awaiting Instructions pages' });
    await expect(instructionPages.getByRole('link', { name: 'Page 3' })).toBeVisible();
    await expect(instructionTable(page).getByRole('cell', { name: 'Unsubmitted', exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('View partial bookings')).toBeChecked();
    await expect(instructionTable(page).getByRole('cell', { name: 'Unsubmitted', exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

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

  for (const user of ['referralStaff', 'unityStaff'] as const) {
    test(`${user} has no Awaiting Return table`, async ({ pageAs }) => {
      const page = await pageAs(user);
      await openDashboard(page);
      await expect(dataRows(instructionTable(page))).toHaveCount(5);
      await expect(page.getByRole('heading', { name: 'Private Cremation: Awaiting Instructions' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Private Cremation: Awaiting Return' })).toHaveCount(0);
      await expect(returnTable(page)).toHaveCount(0);
    });
  }

  test('a failed list shows No bookings found', async ({ page }) => {
    await page.route((url) => url.pathname === '/portal/booking', (route) => route.fulfill({ status: 500, json: { errors: { detail: 'Something went wrong' } }, headers: { 'access-control-allow-origin': '*' } }));
    await page.goto('/dashboard');
    await expect(instructionTable(page).getByRole('cell', { name: 'No bookings found' })).toBeVisible();
    await expect(returnTable(page).getByRole('cell', { name: 'No bookings found' })).toBeVisible();
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

  test('pages by 15 with at most 4 page numbers, Prev and Next', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('link', { name: 'View All Bookings' }).click();
    await expect(page.getByRole('heading', { name: 'View Bookings/Orders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest entries' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Latest entries' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Booking ID',
      'Pet Tag',
      'Service Type',
      'Date Created',
      'Owner Name',
      'Pet Name',
      'Status',
      'Action',
    ]);
    await expect(dataRows(table)).toHaveCount(15);
    await expect(dataRows(table).first().getByRole('cell').nth(3)).toHaveText(DATE);
    const pages = page.getByRole('navigation', { name: 'Bookings pages' });
    await expect(pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(4);
    await expect(pages.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/bookings\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 4' }).click();
    await expect(page).toHaveURL(/\/bookings\?page=4$/);
    const lastRows = await dataRows(table).count();
    expect(lastRows).toBeGreaterThan(0);
    expect(lastRows).toBeLessThanOrEqual(15);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a pet tag opens in a lightbox; a missing or failed image shows the placeholder', async ({ page }) => {
    const withTag = await bookingAt(page, 'Pet Collected - Pending Details');
    // A submitted booking whose tag was never printed (printing one gives it its image: issue 31 item 6).
    const submittedRows = await apiGet<{ data: ApiBookingRow[] }>(page, 'portal/booking?order_stage=VP+Submitted&page_size=100');
    const submitted = submittedRows.data.find((row) => row.pet_tag_image === null);
    expect(withTag.pet_tag_image).not.toBeNull();
    if (!submitted) throw new Error('No submitted booking without a pet tag image');
    // One more image fails to load.
    const broken = await bookingAt(page, 'In Cremation');
    const brokenPath = new URL(broken.pet_tag_image?.url ?? 'http://x/none').pathname;
    await page.route((url) => url.pathname === brokenPath, (route) => route.fulfill({ status: 404, body: '' }));

    // Open the page that holds each booking (15 a page, newest first).
    const all = await apiGet<{ data: { id: string }[] }>(page, 'portal/booking?page_size=100');
    await page.goto(`/bookings?page=${Math.floor(all.data.findIndex((row) => row.id === submitted.id) / 15) + 1}`);
    const table = page.getByRole('table', { name: 'Latest entries' });
    const submittedRow = dataRows(table).filter({ hasText: submitted.order_id_c });
    await expect(submittedRow.getByRole('img', { name: /^No pet tag image/ })).toBeVisible();

    const listPage = Math.floor(all.data.findIndex((row) => row.id === withTag.id) / 15) + 1;
    await page.goto(`/bookings?page=${listPage}`);
    const tagged = dataRows(table).filter({ hasText: withTag.order_id_c });
    const trigger = tagged.getByRole('button', { name: `Open pet tag of booking ${withTag.order_id_c}` });
    await expect(trigger.getByRole('img')).toHaveJSProperty('complete', true);
    expect(await trigger.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: `Pet tag, booking ${withTag.order_id_c}` });
    await expect(dialog.getByRole('img', { name: new RegExp(`booking ${withTag.order_id_c}`) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/booking/${broken.id}`);
    await expect(page.getByRole('img', { name: /^No pet tag image/ })).toBeVisible();
  });

  test('Edit shows only for an editable Unsubmitted booking; View always', async ({ page }) => {
    const partial = await bookingAt(page, 'VP Unsubmitted', '&booking_type=Private');
    const vetSupply = await bookingAt(page, 'VP Unsubmitted', '&booking_type=Vet+Supply');
    const submitted = await bookingAt(page, 'VP Submitted');
    await page.goto('/bookings');
    const table = page.getByRole('table', { name: 'Latest entries' });
    const row = (orderId: string) => dataRows(table).filter({ hasText: orderId });
    await expect(row(partial.order_id_c).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/edit-booking-private/${partial.id}`);
    await expect(row(partial.order_id_c).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/booking/${partial.id}`);
    await expect(row(vetSupply.order_id_c).getByRole('link', { name: 'View' })).toBeVisible();
    await expect(row(vetSupply.order_id_c).getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(row(submitted.order_id_c).getByRole('link', { name: 'View' })).toBeVisible();
    await expect(row(submitted.order_id_c).getByRole('link', { name: 'Edit' })).toHaveCount(0);
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

  test('VP Submitted shows Submitted and the status line, with the ok-to-prepare date', async ({ page }) => {
    const body = await apiGet<{ data: (ApiBooking & { ok_prepare_c: number })[] }>(page, 'portal/booking?order_stage=VP+Submitted&booking_type=Private');
    const waiting = body.data.find((b) => b.ok_prepare_c === 0);
    const ready = body.data.find((b) => b.ok_prepare_c === 1);
    await page.goto(`/booking/${waiting?.id ?? ''}`);
    await expect(page.getByTestId('booking-status')).toHaveText('Submitted');
    await expect(page.getByTestId('status-line')).toHaveText('Waiting for final instructions');
    await expect(tracker(page).locator('[aria-current="step"]')).toHaveCount(0);
    await page.goto(`/booking/${ready?.id ?? ''}`);
    await expect(page.getByTestId('status-line')).toHaveText(new RegExp(`^Final instructions received ${DATE.source}$`));
  });

  test('a referral booking at VP Submitted waits for instructions and/or payment; completed and pending stages', async ({ pageAs }) => {
    const page = await pageAs('referralStaff');
    const submitted = await bookingAt(page, 'VP Submitted');
    await page.goto(`/booking/${submitted.id}`);
    await expect(page.getByTestId('status-line')).toHaveText(/^Waiting for final instructions and\/or payment$|^Final instructions and\/or payment received /);
    const completed = await bookingAt(page, 'Completed - Posted');
    await page.goto(`/booking/${completed.id}`);
    await expect(page.getByTestId('booking-status')).toHaveText('Completed');
    await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Completed');
    const pending = await bookingAt(page, 'Pet Collected - Pending Details', '&booking_status=Close');
    await page.goto(`/booking/${pending.id}`);
    await expect(page.getByTestId('booking-status')).toHaveText('Pet Collected - Pending Details');
    // RRP practice: prices and the total show.
    await expect(page.getByRole('table', { name: 'Order' }).getByRole('row').filter({ hasText: 'Total (inc GST)' })).toContainText('$');
  });

  test('prices are hidden for the No price practice', async ({ pageAs }) => {
    const page = await pageAs('unityStaff');
    const row = await bookingAt(page, 'Awaiting Processing');
    await page.goto(`/booking/${row.id}`);
    const order = page.getByRole('table', { name: 'Order' });
    await expect(order.getByRole('row').nth(1)).toBeVisible();
    await expect(order.getByRole('columnheader')).toHaveText(['Item', 'Qty']);
    await expect(order).not.toContainText('$');
    await expect(order).not.toContainText('Total (inc GST)');
    await expect(order).not.toContainText('Travel Cost');
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
