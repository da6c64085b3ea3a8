// First paint on a phone (issue 17): the owner's link opens the phone check as a first screen, React
// and the page alone (no federation runtime, no remote, no UI kit), a right number the artwork the
// same way, and the owner's decision opens the owner app as a first screen of its own (issue 32 item 3:
// no federation, its code in a few files the page names, fetched ahead while the owner looks at the
// artwork). Lighthouse's figures come from `pnpm perf:lighthouse`, the slow phone's from `pnpm perf:owner`.
import type { Page } from '@playwright/test';
import { NEW_BOOKING_OWNER_DIGITS, newOwnerRequest, PHONE_VIEWPORT } from '../support/engraving';
import { expect, test } from '../support/fixtures';

test.use({ as: 'directStaff', viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

/** What the federated app loads: the remotes' manifests and entries. */
const FEDERATED = /\/(mf-manifest\.json|remoteEntry\.js)$/;
/** The owner app as a first screen: its entry. */
const OWNER_APP_ENTRY = /^localhost:8083\/first\/owner\.[0-9a-f]+\.js$/;

/** Every script and federation file the page asks for, as host + path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.resourceType() === 'script' || FEDERATED.test(url.pathname)) scripts.push(url.host + url.pathname);
  });
  return scripts;
}

const outsideFirstScreens = (scripts: string[]) => scripts.filter((file) => !file.startsWith('localhost:8083/first/'));

test("the owner's link opens the phone check without the federated app", async ({ page }) => {
  const request = await newOwnerRequest(page, 'Juniper');
  const scripts = scriptsOf(page);
  await page.goto(request.link);
  await expect(page.getByRole('textbox', { name: /Mobile number/ })).toBeVisible();
  await expect(page.getByTestId('owner-brand')).toHaveText('Lawnswood');
  expect(outsideFirstScreens(scripts)).toEqual([]);
});

test('a right number opens the artwork as a first screen too, and approving it opens the owner app, without the federated app too', async ({ page }) => {
  const request = await newOwnerRequest(page, 'Wren');
  const scripts = scriptsOf(page);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  await page.goto(request.link);
  await page.getByRole('textbox', { name: /Mobile number/ }).fill(NEW_BOOKING_OWNER_DIGITS);
  await page.getByRole('button', { name: 'Verify', exact: true }).tap();
  await expect(page).toHaveURL(/\/engraving\/check-existing\?staff=0&/);
  await expect(page.getByRole('heading', { level: 1, name: 'Current artwork' })).toBeVisible();
  await expect(page.getByTestId('current-artwork')).toHaveJSProperty('complete', true);
  await expect(page.getByText('Photo Plaque Urn for Wren')).toBeVisible();
  expect(outsideFirstScreens(scripts)).toEqual([]);
  // While the owner looks at the artwork, the owner app's code is fetched ahead (issue 32 item 3).
  await expect.poll(() => requested.some((url) => /\/first\/owner\.[0-9a-f]+\.js$/.test(url))).toBe(true);

  await page.getByRole('button', { name: 'I approve this artwork' }).tap();
  await page.getByRole('button', { name: 'Yes, approve the artwork' }).tap();
  await expect(page).toHaveURL(/\/engraving\/approved\?staff=0&/);
  await expect(page.getByRole('heading', { level: 1, name: 'Artwork approved' })).toBeVisible();
  expect(scripts.filter((file) => OWNER_APP_ENTRY.test(file)).length).toBeGreaterThan(0);
  expect(outsideFirstScreens(scripts)).toEqual([]);
});

test("the artwork's address opened without the phone check (a forwarded link, a new tab) asks for the number first", async ({ page }) => {
  const request = await newOwnerRequest(page, 'Moss');
  const [, bookingId = '', quotedProductId = ''] = /\/engraving\/verify\/([^/]+)\/([^/#?]+)/.exec(request.link) ?? [];
  await page.goto(`http://localhost:8083/engraving/check-existing?staff=0&bookingId=${bookingId}&quotedProductId=${quotedProductId}`);
  await expect(page).toHaveURL(`http://localhost:8083/engraving/verify/${bookingId}/${quotedProductId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible();
});
