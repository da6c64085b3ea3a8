import type { Page } from '@playwright/test';
import { createPrivateBooking } from '../support/bookings';
import { expect, test } from '../support/fixtures';
import { choose, expectNoSeriousA11yViolations } from '../support/wizard';

// The wizard's Cancel (issue 14, item 10): it asks first when there is anything to lose, and says what
// happens to a booking that is already saved.

test.use({ as: 'referralStaff' });

const question = (page: Page) => page.getByRole('alertdialog');

test('Cancel on an untouched new booking leaves without asking', async ({ page }) => {
  await choose(page, 'Dr Jones', /^Private cremation referral/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 2 - Owner, pet, and collection details' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Cancel asks before throwing away typed details, and Keep editing keeps them', async ({ page }) => {
  await choose(page, 'Dr Jones', /^Private cremation referral/);
  await page.getByLabel(/^Owner first name/).fill('Margaret');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toContainText('Discard this booking?');
  await expect(question(page)).toContainText('Nothing has been saved yet: the details you have entered will be lost.');
  await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(page.getByLabel(/^Owner first name/)).toHaveValue('Margaret');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await question(page).getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await choose(page, 'Dr Jones', /^Private cremation referral/);
  await expect(page.getByLabel(/^Owner first name/)).toHaveValue('');
});

test('Cancel on a saved booking says it stays unsubmitted and where to finish it', async ({ page }) => {
  const booking = await createPrivateBooking(page, { petName: 'Pebble' });
  await page.goto(`/edit-booking-referral/${booking.id}`);
  await expect(page.getByLabel(/^Pet first name/)).toHaveValue('Pebble');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toContainText('Leave this booking unsubmitted?');
  await expect(question(page)).toContainText(
    `Booking ${booking.order_id_c} is saved but not submitted, so the crematorium will not act on it yet. It stays in Bookings as Unsubmitted, where Edit lets you finish it.`,
  );
  await question(page).getByRole('button', { name: 'Leave it unsubmitted' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
