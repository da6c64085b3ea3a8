import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { createBooking } from '../support/bookings';
import { expect, openDashboard, test } from '../support/fixtures';
import { setChosenPassword } from 'portal-api/testing/identity-users';
import { accessTokenOf, API_URL, identitySettings, LoginPage, readResetCode, readTemporaryPassword } from '../support/portal';

const MANAGER_ID = '30000000-0000-4000-8000-000000000002';
const DIRECT_PRACTICE_ID = '20000000-0000-4000-8000-000000000001';
const GENERIC_SIGN_IN_ERROR = 'Please verify your email and password are correct and try again.';

/** A booking of the caller's practice whose RRP and pricebook totals differ, to see the display follow. */
async function bookingWithPrices(page: Page): Promise<string> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const list = (await (await page.request.get(`${API_URL}/portal/booking`, { headers })).json()) as { data: { id: string }[] };
  for (const { id } of list.data) {
    const booking = (await (await page.request.get(`${API_URL}/portal/booking/${id}`, { headers })).json()) as {
      data: { quoted_products?: { unit_price: number | string; discount_price: number | string }[] };
    };
    if (booking.data.quoted_products?.some((line) => Number(line.unit_price) !== Number(line.discount_price))) return id;
  }
  throw new Error('No seeded booking with different RRP and pricebook prices');
}

async function choosePricing(page: Page, option: 'No price' | 'Pricebook' | 'RRP') {
  await page.goto('/manage-practice');
  const select = page.getByLabel('Prices shown to staff');
  await select.selectOption(option);
  await expect(page.getByRole('img', { name: 'Saved' })).toBeVisible();
  await expect(select).toHaveValue(option);
}

test('a manager switches the price display and a booking follows each option', async ({ pageAs }) => {
  // The referral practice (Edenhills), whose setting starts as RRP and ends as RRP again.
  const page = await pageAs('referralManager');
  const bookingId = await bookingWithPrices(page);
  const order = page.getByRole('table', { name: 'Order' });

  await choosePricing(page, 'No price');
  await page.goto(`/booking/${bookingId}`);
  await expect(order).toBeVisible();
  await expect(order.getByRole('columnheader', { name: 'Price' })).toHaveCount(0);
  await expect(page.getByTestId('order-total')).toHaveCount(0);

  // The catalog under 'No price': no prices in the product list, and no prices, fees or total in the cart.
  const { id: urnsOrder } = await createBooking(page, {
    serviceType: 'products only',
    fields: { first_name: 'Priya', last_name: 'Shah', vet_staff_c: 'Riley Brooks', line_items: [] },
  });
  await page.goto(`/edit-booking-urns-and-memorabilia/${urnsOrder}#product-list`);
  const products = page.getByRole('table', { name: 'Products' });
  await expect(products).toContainText('Cedar Urn');
  await expect(products).not.toContainText('$');
  await products.getByRole('row').filter({ hasText: 'Oak Memorial Photo Frame' }).getByRole('button', { name: /Details/ }).click();
  await page.getByRole('dialog', { name: /^Oak Memorial Photo Frame/ }).getByRole('button', { name: 'Add', exact: true }).click();
  const cartItems = page.getByRole('table', { name: 'Cart items' });
  await expect(cartItems).toContainText('Oak Memorial Photo Frame');
  await expect(cartItems).not.toContainText('$');
  await expect(cartItems).not.toContainText('Total (inc GST)');
  await expect(cartItems).not.toContainText('Travel Cost');

  await choosePricing(page, 'Pricebook');
  await page.goto(`/booking/${bookingId}`);
  await expect(order.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  const pricebookTotal = await page.getByTestId('order-total').textContent();

  await choosePricing(page, 'RRP');
  await page.goto(`/booking/${bookingId}`);
  await expect(order.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(page.getByTestId('order-total')).not.toHaveText(pricebookTotal ?? '');
});

test('a manager adds a member, whose first sign-in with the emailed password takes the new-password path to the dashboard', async ({ pageAs }) => {
  const email = `new.nurse.${Date.now()}@example.com`;
  const manager = await pageAs('directManager');

  // The manager adds the member.
  await openDashboard(manager);
  await manager.getByRole('link', { name: 'Manage practice' }).click();
  await manager.getByRole('link', { name: 'New staff member' }).click();
  await expect(manager.getByRole('heading', { name: 'New member' })).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);
  await manager.getByRole('button', { name: 'Create profile' }).click();
  await expect(manager.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(manager.getByText('Email is required')).toBeVisible();
  await manager.getByLabel(/^First name/).fill('Noor');
  await manager.getByLabel(/^Last name/).fill('Haddad');
  await manager.getByLabel(/^Email/).fill(email);
  await manager.getByRole('button', { name: 'Create profile' }).click();
  await expect(manager).toHaveURL(/\/manage-practice$/);
  const row = manager.getByRole('row', { name: /Noor Haddad/ });
  await expect(row).toContainText('Level 1 (Vet Staff)');
  await expect(row).toContainText('Active');

  // The member's first sign-in, with the emailed temporary password, takes the new-password path.
  let temporaryPassword: string | undefined;
  await expect.poll(() => (temporaryPassword = readTemporaryPassword(email))).toBeTruthy();
  const member = await pageAs(null);
  const login = new LoginPage(member);
  await login.goto();
  await login.signIn(email, temporaryPassword ?? '');
  await expect(member).toHaveURL(/\/forgot-password\?email=/);
  await member.getByRole('button', { name: 'Send code' }).click();
  let code: string | undefined;
  await expect.poll(() => (code = readResetCode(email))).toBeTruthy();
  await member.getByLabel(/^Verification code/).fill(code!);
  await member.getByRole('button', { name: 'Next' }).click();
  await member.getByLabel(/^New password/).fill('Welcome#2026');
  await member.getByLabel(/^Retype new password/).fill('Welcome#2026');
  await member.getByRole('button', { name: 'Change password' }).click();
  await expect(member).toHaveURL(/\/login$/);
  await login.signIn(email, 'Welcome#2026');
  await expect(member).toHaveURL(/\/dashboard$/);
});

// A member past their first sign-in (the journey above walks it): made through portal-api as the
// manager, their chosen password set in the identity stand-in.
test('a member changes their password; raised to Level 3 and then deactivated, their open session is refused and they cannot sign in again', async ({ pageAs }) => {
  const email = `long.serving.nurse.${Date.now()}@example.com`;
  const manager = await pageAs('directManager');
  const created = await manager.request.post(`${API_URL}/portal/contact`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(manager)}` },
    data: { first_name: 'Sam', last_name: 'Okafor', email_address: email, portal_access_c: 'Level 1', vet_account_id: DIRECT_PRACTICE_ID },
  });
  expect(created.status()).toBe(201);
  await setChosenPassword(identitySettings(), email, 'Welcome#2026');

  // They change their password; the old one stops working.
  const member = await pageAs(null);
  const login = new LoginPage(member);
  await login.goto();
  await login.signIn(email, 'Welcome#2026');
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.getByRole('link', { name: 'Profile' }).click();
  await member.getByRole('link', { name: 'Update your password' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Password' })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Update password' })).toBeVisible();
  expect(await seriousViolations(member)).toEqual([]);
  await member.getByLabel(/^Current password/).fill('Welcome#2026');
  await member.getByLabel(/^New password/).fill('Changed#2026');
  await member.getByLabel(/^Retype new password/).fill('Changed#2026');
  await member.getByRole('button', { name: 'Update password' }).click();
  await expect(member.getByText('Your password has been changed.')).toBeVisible();
  await member.getByRole('button', { name: 'Logout' }).click();
  await expect(member).toHaveURL(/\/login$/);
  await login.signIn(email, 'Welcome#2026');
  await expect(member.getByRole('alert')).toContainText(GENERIC_SIGN_IN_ERROR);
  await login.signIn(email, 'Changed#2026');
  // A sign-in after a sign-out starts on the dashboard, not on the page the last session ended on.
  await expect(member).toHaveURL(/\/dashboard$/);

  // The manager raises their access level...
  await manager.goto('/manage-practice');
  const row = manager.getByRole('row', { name: /Sam Okafor/ });
  await manager.getByRole('link', { name: 'View Sam Okafor' }).click();
  await expect(manager.getByRole('definition').filter({ hasText: email })).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);
  await manager.getByLabel('Access level').selectOption('Level 3');
  await manager.getByRole('button', { name: 'Update profile' }).click();
  await expect(manager).toHaveURL(/\/manage-practice$/);
  await expect(row).toContainText('Level 3 (Vet Owner)');

  // ...then deactivates them: their open session is refused on its next call and lands on /login.
  await manager.getByRole('link', { name: 'View Sam Okafor' }).click();
  await manager.getByLabel('Status').selectOption('Inactive');
  await manager.getByRole('button', { name: 'Update profile' }).click();
  await expect(row).toContainText('Inactive');
  await member.getByRole('link', { name: 'Profile' }).click();
  await expect(member).toHaveURL(/\/login$/);
  expect(await member.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  // Signing in again does not get them in.
  await login.signIn(email, 'Changed#2026');
  await expect(member.getByRole('alert')).toContainText(GENERIC_SIGN_IN_ERROR);
  await expect(member).toHaveURL(/\/login$/);
});

// The pages' side (a Level 1 is shown the setting and the team read-only, and the member pages say they
// are for managers, offering nothing) is remote-practice's ManagePracticePage.browser.test.tsx and
// members.test.tsx; here is portal-api's: every member-management call of a Level 1 is refused.
test('a Level 1 member cannot reach member management in the API', async ({ pageAs }) => {
  const page = await pageAs('directStaff');
  await page.goto('/manage-practice');
  await expect(page.getByRole('table', { name: 'Team members' })).toContainText('Dana Nguyen');
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const member = {
    vet_account_id: DIRECT_PRACTICE_ID,
    first_name: 'Not',
    last_name: 'Allowed',
    email_address: 'not.allowed@example.com',
    portal_access_c: 'Level 1',
  };
  expect((await page.request.post(`${API_URL}/portal/contact`, { headers, data: member })).status()).toBe(403);
  expect((await page.request.get(`${API_URL}/portal/contact/${MANAGER_ID}`, { headers })).status()).toBe(403);
  expect(
    (await page.request.post(`${API_URL}/portal/contact/${MANAGER_ID}`, { headers, data: { cognito_portal_active_c: 0 } })).status(),
  ).toBe(403);
  expect((await page.request.post(`${API_URL}/portal/vet`, { headers, data: { pricing_information_c: 'RRP' } })).status()).toBe(403);
});
