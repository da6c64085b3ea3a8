import type { Page } from '@playwright/test';
import { expect, openDashboard, test } from '../support/fixtures';
import { corsHeaders, LoginPage, USERS } from '../support/portal';
import { choose } from '../support/wizard';

// What the browser keeps belongs to the signed-in member (issue 14, items 1 and 2): nothing of one
// member reaches the next, and only the member whose session ended returns to where they were.

const ownerFirstName = (page: Page) => page.getByLabel(/^Owner first name/);
const ownerPhone = (page: Page) => page.getByLabel(/^Phone number/);

/** The session ends: every portal call answers 401 (preflights still pass) until `resume` is called. */
async function endSession(page: Page) {
  await page.route('**/portal/**', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: { ...corsHeaders, 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' } })
      : route.fulfill({ status: 401, headers: corsHeaders, json: { errors: { detail: 'Unauthorized' } } }),
  );
  return () => page.unroute('**/portal/**');
}

test("a booking draft goes at sign-out: the next member, of another practice, opens the same wizard empty", async ({ pageAs }) => {
  const page = await pageAs('referralStaff');
  await choose(page, 'Dr Jones', /^Pet communal cremation/);
  const skip = page.getByRole('checkbox', { name: 'Do not provide owner details' });
  if (await skip.isChecked()) await skip.uncheck();
  await ownerFirstName(page).fill('Private');
  await ownerPhone(page).fill('0412 999 888');
  await expect(page.evaluate(() => localStorage.getItem('bookingDraft'))).resolves.toContain('Private');

  await page.getByRole('button', { name: 'Logout' }).click();
  // Unsaved typing: Logout asks what Cancel asks first (issue 31 item 6).
  await page.getByRole('alertdialog', { name: 'Discard this booking?' }).getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('Private');
  await new LoginPage(page).signIn(USERS.directStaff);
  await expect(page).toHaveURL(/\/dashboard$/);

  await choose(page, 'Nurse Pat', /^Pet communal cremation/);
  await expect(page.getByRole('heading', { name: 'New pet communal cremation' })).toBeVisible();
  if (await skip.isChecked()) await skip.uncheck();
  await expect(ownerFirstName(page)).toHaveValue('');
  await expect(ownerPhone(page)).toHaveValue('');
});

test("a sign-in after another member's sign-out lands on the dashboard, not on that member's last page", async ({ pageAs }) => {
  const page = await pageAs('directManager');
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).signIn(USERS.directStaff);
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** On /accounts, the session ends (401) as the member moves on to Manage practice: the sign-in page opens. */
async function sessionEndsOnTheWayToManagePractice(page: Page) {
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  const resume = await endSession(page);
  await page.getByRole('link', { name: 'Manage practice' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await resume();
}

test('a member whose session ended mid-page (401) signs in again and returns to that page', async ({ pageAs }) => {
  const page = await pageAs('directManager');
  await sessionEndsOnTheWayToManagePractice(page);
  await new LoginPage(page).signIn(USERS.directManager);
  await expect(page).toHaveURL(/\/manage-practice$/);
});

test('a member whose session ended mid-page reloads the sign-in page (its first screen) and still returns to that page', async ({ pageAs }) => {
  const page = await pageAs('directManager');
  await sessionEndsOnTheWayToManagePractice(page);
  // The reload is answered with the first screen, which reads what the app handed over from the history entry.
  await page.reload();
  await new LoginPage(page).signIn(USERS.directManager);
  await expect(page).toHaveURL(/\/manage-practice$/);
});

test("another member signing in where a session ended (401) starts on their own dashboard", async ({ pageAs }) => {
  const page = await pageAs('directManager');
  await sessionEndsOnTheWayToManagePractice(page);
  await new LoginPage(page).signIn(USERS.directStaff);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openDashboard(page);
});
