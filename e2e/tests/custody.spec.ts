import type { Page } from '@playwright/test';
import { backOffice, createPrivateBooking, seriousViolations } from '../support/bookings';
import { expect, openDashboard, test } from '../support/fixtures';

// Issue 19 items 2 and 4: the custody timeline of the details page, and the crematorium's moves
// reaching open pages without a reload. The timeline's layout at 375, 768 and 1280 px is a component
// test (remote-bookings BookingDetailsPage.browser.test.tsx). The Pets in Peace practice (unity.staff): few other journeys
// make bookings there, so a new one stays on the dashboard's first page while this runs.
test.use({ as: 'unityStaff' });

const DATE = /\d{2}:\d{2} \d{1,2}-[A-Z][a-z]{2}-\d{4}/;
/** How soon a move must show on an open page (the promise). */
const LIVE_MS = 2_000;

const timeline = (page: Page) => page.getByRole('list', { name: 'Stage moves and scans, newest first' });
const entries = (page: Page) => timeline(page).getByRole('listitem');
const uniqueName = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

/** Marks the page's document, so a test can tell it was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', 'yes'));
}
const notReloaded = (page: Page) => expect(page.locator('html[data-not-reloaded="yes"]')).toHaveCount(1);

test('three back-office moves are on the timeline, newest first, by the back office, with the move back marked', async ({ page, details }) => {
  const booking = await createPrivateBooking(page, { submit: true, petName: uniqueName('Custody') });
  expect(backOffice('move', booking.order_id_c, '--next')).toContain("to 'Pre-Booking'");
  expect(backOffice('move', booking.order_id_c, '--next')).toContain("to 'Awaiting Collection'");
  expect(backOffice('move', booking.id, '--to', 'Pre-Booking')).toContain("to 'Pre-Booking'");

  await details.goto(booking.id);
  await expect(page.getByRole('heading', { level: 2, name: 'Custody' })).toBeVisible();
  // The three moves, then the submit and the creation by the nurse.
  await expect(entries(page)).toHaveCount(5);
  await expect(entries(page).nth(0)).toContainText('Pre-Booking');
  await expect(entries(page).nth(0)).toContainText('Moved back');
  await expect(entries(page).nth(0)).toContainText('Current stage');
  await expect(entries(page).nth(0)).toContainText('by Back office · from Awaiting Collection');
  await expect(entries(page).nth(0)).toContainText(/Time in stage: .+ so far/);
  await expect(entries(page).nth(1)).toContainText('Awaiting Collection');
  await expect(entries(page).nth(1)).toContainText('by Back office · from Pre-Booking');
  await expect(entries(page).nth(2)).toContainText('by Back office · from Submitted');
  await expect(entries(page).nth(3)).toContainText('Submitted');
  await expect(entries(page).nth(4)).toContainText('booking created');
  // Only the move back is marked; each move shows its date in the portal's format.
  await expect(timeline(page).getByText('Moved back')).toHaveCount(1);
  await expect(entries(page).nth(1).locator('time')).toHaveText(DATE);
  expect(await seriousViolations(page)).toEqual([]);
});

test('back-office moves reach an open dashboard in a second browser without a reload, within 2 s', async ({ page, pageAs }) => {
  const petName = uniqueName('Live');
  const booking = await createPrivateBooking(page, { petName });
  const dashboard = await pageAs('unityStaff');
  await openDashboard(dashboard);
  await dashboard.getByText('View partial bookings').click();
  const instructions = dashboard.getByRole('table', { name: 'Private Cremation: Awaiting Instructions' });
  const row = instructions.getByRole('row').filter({ hasText: petName });
  await expect(row.getByRole('cell', { name: 'Unsubmitted', exact: true })).toBeVisible();
  await markDocument(dashboard);

  // Submitted by the crematorium: no longer a partial booking.
  backOffice('move', booking.id, '--next');
  await expect(row).toHaveCount(0, { timeout: LIVE_MS });
  backOffice('move', booking.id, '--next');
  // Put back to unsubmitted (a move back): among the partial bookings again.
  backOffice('move', booking.id, '--to', 'VP Unsubmitted');
  await expect(row.getByRole('cell', { name: 'Unsubmitted', exact: true })).toBeVisible({ timeout: LIVE_MS });
  await notReloaded(dashboard);
});

test('a back-office move shows on an open details page, its status and timeline, without a reload', async ({ page, details }) => {
  const booking = await createPrivateBooking(page, { submit: true, petName: uniqueName('Open') });
  await details.goto(booking.id);
  await expect(entries(page)).toHaveCount(2);
  await expect(page.getByTestId('booking-status')).toHaveText('Submitted');
  await markDocument(page);

  backOffice('move', booking.id, '--next');
  await expect(page.getByTestId('booking-status')).toHaveText('In Progress', { timeout: LIVE_MS });
  await expect(entries(page)).toHaveCount(3);
  await expect(entries(page).nth(0)).toContainText('Pre-Booking');
  await expect(entries(page).nth(0)).toContainText('by Back office');
  await notReloaded(page);
});
