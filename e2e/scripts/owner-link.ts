// The owner's link both slow-phone benchmarks start from (perf:lighthouse, perf:owner), made on the
// running portal as a nurse would: signed in as the direct practice's nurse, a new booking with a
// Photo Plaque Urn whose artwork is sent (support/engraving's newOwnerRequest).
import type { Page } from '@playwright/test';
import { newOwnerRequest } from '../support/engraving';

export const PORTAL = 'http://localhost:8080';
/** The nurse the benchmarks sign in as. */
export const PERF_STAFF = { username: 'direct.staff@example.com', password: 'Portal#2026' };

/** Signs `page` in and answers the new approval request's link; the page is left signed in. */
export async function newPerfOwnerLink(page: Page): Promise<string> {
  await page.goto(`${PORTAL}/login`);
  await page.getByLabel(/^Username/).fill(PERF_STAFF.username);
  await page.getByLabel(/^Password/).fill(PERF_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  return (await newOwnerRequest(page, `Perf ${new Date().toISOString().slice(11, 19)}`)).link;
}
