import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrivateBooking } from '../support/bookings';
import { openProduct, products } from '../support/catalog';
import { policyOf, watchPolicyViolations } from '../support/csp';
import { artworkSteps, fillTextLine, NEW_BOOKING_OWNER_DIGITS, newOwnerRequest, OWNER_APP, PHONE_VIEWPORT, plaqueBookingId, stepHeading } from '../support/engraving';
import { expect, test } from '../support/fixtures';
import { signInAs, USERS } from '../support/portal';
import { choose } from '../support/wizard';

// Issue 16 item 7: every app sends a Content-Security-Policy (no inline script, styles by a nonce,
// script and connect sources from config.json, nothing may frame it), and the portal runs under it:
// each journey below fails on the first thing the browser refuses. The e2e stack serves the apps
// with serve-app, which sends the headers production sends.

const APP_ORIGINS = [8080, 8081, 8082, 8083, 8084].map((port) => `http://localhost:${port}`);
const onPhone = { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true };

test('signing in, the dashboard and a new booking\'s first step run under the policy with nothing refused', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const login = await page.goto('/login');
  const policy = policyOf(login);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['style-src']?.some((source) => source.startsWith("'nonce-"))).toBe(true);

  await signInAs(page, USERS.directStaff);
  await choose(page, 'Nurse Pat', /^Private cremation Individual/);
  await expect(page.getByLabel(/^Pet first name/)).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ as: 'directStaff' });

  test("the product modal's artwork preview (fonts and images from other origins) runs under the policy", async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    const booking = await createPrivateBooking(page, { petName: 'Pepper' });
    expect(policyOf(await page.goto(`/edit-booking-private/${booking.id}#product-list`))['style-src']).toContainEqual(expect.stringMatching(/^'nonce-/));
    await expect(products(page)).toBeVisible();
    const dialog = await openProduct(page, 'Engraved Brass Plaque');
    await dialog.getByRole('button', { name: 'Next' }).click();
    const steps = artworkSteps(dialog);
    await expect(stepHeading(steps, 'Customise text')).toBeVisible();
    await fillTextLine(steps, 'Pet name', { text: 'Pepper', font: 'Garamond', size: '36' });
    await expect(steps.getByTestId('plaque-preview')).toHaveAttribute('aria-label', /Pepper/);
    // The engraving faces come from remote-engraving's origin, into a page of the host's.
    await expect.poll(() => page.evaluate(() => document.fonts.check('36px "EB Garamond"', 'Pepper'))).toBe(true);
    expect(violations).toEqual([]);
  });

  test("a submitted booking's confirmation screenshot (html2canvas's copy of the page) is drawn under the policy", async ({ page, wizard }) => {
    const violations = await watchPolicyViolations(page);
    const booking = await createPrivateBooking(page, { petName: 'Juniper' });
    expect(policyOf(await page.goto(`/edit-booking-private/${booking.id}#confirmation`))['style-src']).toContainEqual(expect.stringMatching(/^'nonce-/));
    await expect(wizard.confirmation()).toContainText('Juniper');
    await wizard.submit().click();
    await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the owner's verify page runs under the policy, gives no referrer, and its artwork shows after the check", async ({ browser, page }) => {
    // A booking of its own: the seeded plaque bookings belong to the engraving journeys.
    const request = await newOwnerRequest(page, 'Rosie');
    const phone = await browser.newContext(onPhone);
    try {
      const owner = await phone.newPage();
      const violations = await watchPolicyViolations(owner);
      const response = await owner.goto(request.link);
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      expect(policyOf(response)['frame-ancestors']).toEqual(["'none'"]);
      await owner.getByLabel(/mobile number/i).fill(NEW_BOOKING_OWNER_DIGITS);
      await owner.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(owner.getByRole('img', { name: /Artwork/ })).toBeVisible();
      expect(violations).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test("another site cannot frame the owner's approval page", async ({ browser }) => {
    const link = `${OWNER_APP}/engraving/verify/${plaqueBookingId(5)}/any-line`;
    // The other site is a real server on this machine: Chromium keeps a page it cannot place on the
    // network (one a test routes) from framing localhost at all, which would prove nothing here.
    const site = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end(`<!doctype html><title>Win a prize</title><iframe title="owner" src="${link}"></iframe>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const context = await browser.newContext();
    try {
      const attacker = await context.newPage();
      const framed = attacker.waitForResponse((response) => response.url() === link);
      await attacker.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
      // The owner app answered the frame's request, and the browser refused to show it there:
      // Chromium puts its error page where the owner's page would have been.
      expect((await framed).status()).toBe(200);
      const frame = () => attacker.frames().find((candidate) => candidate !== attacker.mainFrame())?.url();
      await expect.poll(frame).toBe('chrome-error://chromewebdata/');
    } finally {
      await context.close();
      site.close();
    }
  });
});

test('no app serves its source maps, and no bundle points at one', async ({ request }) => {
  for (const origin of APP_ORIGINS) {
    const html = await (await request.get(`${origin}/`)).text();
    const main = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(main, origin).toBeTruthy();
    const script = await request.get(new URL(main ?? '', origin).href);
    expect(await script.text(), origin).not.toContain('sourceMappingURL');
    expect((await request.get(new URL(`${main ?? ''}.map`, origin).href)).status(), origin).toBe(404);
  }
});
