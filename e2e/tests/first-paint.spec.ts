// First paint on a phone (issue 17): the owner's link opens the phone check as a first screen, React
// and the page alone (no federation runtime, no remote, no UI kit), and a right number hands over to
// the owner app proper for the artwork. Lighthouse's figures come from `pnpm perf:lighthouse`.
import { NEW_BOOKING_OWNER_DIGITS, newOwnerRequest, PHONE_VIEWPORT } from '../support/engraving';
import { expect, test } from '../support/fixtures';

test.use({ as: 'directStaff', viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

/** What the federated app loads: the remotes' manifests and entries. */
const FEDERATED = /\/(mf-manifest\.json|remoteEntry\.js)$/;
/** The owner app proper: its entry, with the federation runtime. */
const OWNER_APP_ENTRY = /^localhost:8083\/main\.[0-9a-f]+\.js$/;

test("the owner's link opens the phone check without the federated app, and a right number opens the artwork in it", async ({ page }) => {
  const request = await newOwnerRequest(page, 'Juniper');
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' || FEDERATED.test(new URL(sent.url()).pathname)) scripts.push(new URL(sent.url()).host + new URL(sent.url()).pathname);
  });
  await page.goto(request.link);
  const phone = page.getByRole('textbox', { name: /Mobile number/ });
  await expect(phone).toBeVisible();
  await expect(page.getByTestId('owner-brand')).toHaveText('Lawnswood');

  expect(scripts.filter((file) => !file.startsWith('localhost:8083/first/'))).toEqual([]);

  await phone.fill(NEW_BOOKING_OWNER_DIGITS);
  await page.getByRole('button', { name: 'Verify', exact: true }).tap();
  await expect(page).toHaveURL(/\/engraving\/check-existing\?staff=0&/);
  await expect(page.getByRole('heading', { level: 1, name: 'Current artwork' })).toBeVisible();
  expect(scripts.filter((file) => OWNER_APP_ENTRY.test(file))).toHaveLength(1);
});
