import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { IdentitySettings } from 'portal-api/testing/identity-users';

const root = path.resolve(import.meta.dirname, '..', '..');
export const E2E_DATA_DIR = path.join(root, '.data', 'e2e');
export const PASSWORD = 'Portal#2026';

export const USERS = {
  directStaff: 'direct.staff@example.com',
  directManager: 'direct.manager@example.com',
  referralStaff: 'referral.staff@example.com',
  referralManager: 'referral.manager@example.com',
  unityStaff: 'unity.staff@example.com',
  newStarter: 'new.starter@example.com',
} as const;

/** The run's identity stand-in: its pool, client and address (portal-api writes identity.json). */
export function identitySettings(): IdentitySettings {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'identity.json'), 'utf8')) as IdentitySettings;
}

/** The reset code the identity stand-in "emailed" (it keeps it in its user record). */
export function readResetCode(username: string): string | undefined {
  return readIdentityUsers()?.[username]?.ConfirmationCode;
}

interface IdentityUserRecord {
  ConfirmationCode?: string;
  Password?: string;
  UserStatus?: string;
}

/** The stand-in's user records; undefined while it is rewriting its file (a read may see it half-written). */
function readIdentityUsers(): Record<string, IdentityUserRecord> | undefined {
  const { userPoolId } = identitySettings();
  try {
    const file = readFileSync(path.join(E2E_DATA_DIR, 'identity', '.cognito', 'db', `${userPoolId}.json`), 'utf8');
    return (JSON.parse(file) as { Users: Record<string, IdentityUserRecord> }).Users;
  } catch {
    return undefined;
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly username = () => this.page.getByLabel(/^Username \(email\)/);
  readonly password = () => this.page.getByLabel(/^Password/);
  readonly submit = () => this.page.getByRole('button', { name: 'Sign in' });

  async goto(origin = '') {
    await this.page.goto(`${origin}/login`);
    await expect(this.page.getByRole('heading', { name: 'Welcome to our Vet Portal' })).toBeVisible();
  }

  async signIn(username: string, password = PASSWORD) {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.submit().click();
  }
}

export async function signInAs(page: Page, username: string, password = PASSWORD) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

export const corsHeaders = { 'access-control-allow-origin': '*' };

/** The temporary password the identity stand-in "emailed" a new member (it keeps it in its user record). */
export function readTemporaryPassword(username: string): string | undefined {
  const user = readIdentityUsers()?.[username];
  return user?.UserStatus === 'FORCE_CHANGE_PASSWORD' ? user.Password : undefined;
}

/**
 * The signed-in page's access token, to call portal-api as that person: read from the browser's
 * storage of the portal's origin, so it works before the page has opened anything.
 */
export async function accessTokenOf(page: Page): Promise<string> {
  const state = await page.context().storageState();
  const portal = state.origins.find((origin) => origin.origin === 'http://localhost:8080');
  const token = portal?.localStorage.find((item) => item.name === 'accessToken')?.value;
  if (!token) throw new Error('No access token stored: not signed in');
  return token;
}

export const API_URL = 'http://localhost:8090';
