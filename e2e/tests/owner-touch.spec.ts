import type { Page } from '@playwright/test';
import { NEW_BOOKING_OWNER_DIGITS, OWNER_APP, PET_PHOTO, PHONE_VIEWPORT, newOwnerRequest } from '../support/engraving';
import { expect, test } from '../support/fixtures';
import { expectThumbSized } from '../support/touch';
import { layoutShiftOf, trackLayoutShift } from '../support/layout-shift';

// The owner's phone (issue 15, item 9): on every page of the owner app, fields take 16 px text (iOS
// zooms into smaller) and every button, slider, box and standalone link is at least 44 x 44 px. The
// check is generic (support/touch.ts): whatever a page shows, it measures.

test.use({ as: 'directStaff', viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

const ownerPhone = (owner: Page) => owner.getByLabel(/mobile number/i);
const verifyButton = (owner: Page) => owner.getByRole('button', { name: 'Verify', exact: true });
const next = (owner: Page) => owner.getByRole('button', { name: 'Next' });

test('the owner pages before the change path are thumb-sized: verify (and its wrong-number message), check-existing, no longer available, not found', async ({ page, pageAs }) => {
  const request = await newOwnerRequest(page, 'Pepper');
  const owner = await pageAs(null);

  await owner.goto(request.link);
  await expect(ownerPhone(owner)).toBeVisible();
  await expectThumbSized(owner, 'verify');
  await ownerPhone(owner).fill('412000000');
  await verifyButton(owner).tap();
  await expect(ownerPhone(owner)).toHaveAttribute('aria-invalid', 'true');
  await expectThumbSized(owner, 'verify, a wrong number');

  await ownerPhone(owner).fill(NEW_BOOKING_OWNER_DIGITS);
  await verifyButton(owner).tap();
  await expect(owner).toHaveURL(/\/engraving\/check-existing\?/);
  await expect(owner.getByRole('button', { name: 'I want to make changes' })).toBeVisible();
  await expectThumbSized(owner, 'check-existing');

  await owner.goto(`${OWNER_APP}/engraving/404`);
  await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
  await expectThumbSized(owner, 'no longer available');

  await owner.goto(`${OWNER_APP}/engraving/no-such-page`);
  await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
  await expectThumbSized(owner, 'not found');
});

test('the change path is thumb-sized on a phone: text, icon, photo (choosing, cropping, cropped), final approval and thank-you', async ({ page, pageAs }) => {
  test.slow();
  const request = await newOwnerRequest(page, 'Biscuit');
  const owner = await pageAs(null);
  await owner.goto(request.link);
  await ownerPhone(owner).fill(NEW_BOOKING_OWNER_DIGITS);
  await verifyButton(owner).tap();
  await owner.getByRole('button', { name: 'I want to make changes' }).tap();

  await expect(owner).toHaveURL(/\/engraving\/customise-text\?/);
  await expect(owner.getByLabel(/^Pet name text/)).toBeVisible();
  await expectThumbSized(owner, 'customise-text');
  await next(owner).tap();

  await expect(owner).toHaveURL(/\/engraving\/engraving-options\?/);
  await expect(owner.getByRole('radiogroup', { name: 'Icon' })).toBeVisible();
  await expectThumbSized(owner, 'engraving-options');
  await next(owner).tap();

  await expect(owner).toHaveURL(/\/engraving\/image-options\?/);
  await expect(owner.getByRole('img', { name: 'The cropped photo' })).toBeVisible();
  await expectThumbSized(owner, 'image-options');
  await owner.getByLabel(/^Photo/).setInputFiles(PET_PHOTO);
  await expect(owner.getByTestId('photo-cropper')).toBeVisible();
  await expect(owner.getByLabel('Zoom')).toBeVisible();
  await expectThumbSized(owner, 'image-options, cropping');
  await owner.getByRole('button', { name: 'Apply' }).tap();
  await expect(owner.getByRole('button', { name: 'Crop again' })).toBeVisible();
  await expectThumbSized(owner, 'image-options, cropped');
  await next(owner).tap();

  await expect(owner).toHaveURL(/\/engraving\/final-approval\?/);
  await expect(owner.getByTestId('approval-image')).toBeVisible();
  await expectThumbSized(owner, 'final-approval');
  await owner.getByRole('checkbox', { name: 'Content has been checked and is correct' }).check();
  await owner.getByRole('button', { name: /Submit final artwork/ }).tap();

  await expect(owner).toHaveURL(/\/engraving\/thank-you\?/, { timeout: 20_000 });
  await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
  await expectThumbSized(owner, 'thank-you');
});

test('check-existing on a 375 x 667 phone: "I approve this artwork" and "I want to make changes" are on screen without scrolling', async ({ page, pageAs }) => {
  const request = await newOwnerRequest(page, 'Juniper');
  const owner = await pageAs(null);
  await owner.goto(request.link);
  await ownerPhone(owner).fill(NEW_BOOKING_OWNER_DIGITS);
  await verifyButton(owner).tap();
  await expect(owner).toHaveURL(/\/engraving\/check-existing\?/);
  await expect(owner.getByTestId('current-artwork')).toBeVisible();
  // The page has not been scrolled: the heading took focus at the top.
  expect(await owner.evaluate(() => window.scrollY)).toBe(0);
  await expect(owner.getByRole('button', { name: 'I approve this artwork' })).toBeInViewport({ ratio: 1 });
  await expect(owner.getByRole('button', { name: 'I want to make changes' })).toBeInViewport({ ratio: 1 });
});

test('check-existing opened again on a phone: nothing moves when the artwork arrives after the page (issue 17: its box is kept)', async ({ page, pageAs }) => {
  const request = await newOwnerRequest(page, 'Hazel');
  const owner = await pageAs(null);
  await owner.goto(request.link);
  await ownerPhone(owner).fill(NEW_BOOKING_OWNER_DIGITS);
  await verifyButton(owner).tap();
  await expect(owner).toHaveURL(/\/engraving\/check-existing\?/);

  await trackLayoutShift(owner);
  // The artwork arrives only once the page below it (the text as engraved) is on screen.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await owner.route('**/files/engraving/**', async (route) => {
    await released;
    await route.continue();
  });
  await owner.reload();
  await expect(owner.getByRole('heading', { name: 'As it will be engraved' })).toBeVisible();
  release();
  await expect.poll(() => owner.getByTestId('current-artwork').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // Past the next frame, so a shift of the image's arrival is counted.
  await owner.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutShiftOf(owner)).toBeLessThan(0.001);
});

test('the approved page (after "I approve this artwork") is thumb-sized on a phone', async ({ page, pageAs }) => {
  const request = await newOwnerRequest(page, 'Clover');
  const owner = await pageAs(null);
  await owner.goto(request.link);
  await ownerPhone(owner).fill(NEW_BOOKING_OWNER_DIGITS);
  await verifyButton(owner).tap();
  await owner.getByRole('button', { name: 'I approve this artwork' }).tap();
  await expect(owner).toHaveURL(/\/engraving\/approved\?/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Artwork approved' })).toBeVisible();
  await expectThumbSized(owner, 'approved');
});
