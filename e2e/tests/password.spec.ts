import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { LoginPage, readResetCode, USERS } from '../support/portal';

async function enterCodeAndPassword(page: Page, code: string, password: string, retyped = password) {
  await page.getByLabel(/^Verification code/).fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Retype new password/).fill(retyped);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('a new starter is sent to choose a password, resets it with the emailed code, and signs in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(USERS.newStarter, 'Temp#2026');
  await expect(page).toHaveURL(/\/forgot-password\?email=new\.starter%40example\.com$/);
  await expect(page.getByLabel(/^Email/)).toHaveValue(USERS.newStarter);
  // The sign-in page handed over that this is a first sign-in (router state, through the page load).
  await expect(page.getByText(/^Welcome! Before you first sign in, please choose your own password\./)).toBeVisible();

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => readResetCode(USERS.newStarter)).toBeTruthy();
  await enterCodeAndPassword(page, readResetCode(USERS.newStarter)!, 'Welcome#2026');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();

  await login.signIn(USERS.newStarter, 'Welcome#2026');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an address without an account is answered as one with an account: on to the code step (issue 29)', async ({ page }) => {
  const nobody = 'nobody.here@example.com';
  await page.goto(`/forgot-password?email=${encodeURIComponent(nobody)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`If an account uses ${nobody}, we have sent a verification code to it. It can take a minute to arrive.`)).toBeVisible();
  await expect(page.getByText('Email is invalid or not registered')).toHaveCount(0);
  // A code for it reads as a wrong code, never that the user does not exist.
  await enterCodeAndPassword(page, '123456', 'Another#2026');
  await expect(page.getByRole('button', { name: 'Invalid verification code. Click here to try again' })).toBeVisible();
});

