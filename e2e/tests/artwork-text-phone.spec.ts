import type { Locator, Page } from '@playwright/test';
import { createPrivateBooking } from '../support/bookings';
import { openProduct } from '../support/catalog';
import { NEW_BOOKING_OWNER_DIGITS, PHONE_VIEWPORT, artworkSteps, newOwnerRequest, stepHeading } from '../support/engraving';
import { expect, test } from '../support/fixtures';

// The artwork's text on the owner's phone (issue 15, item 3): a full line says so beside its field
// (in the field's live region, so it is announced); the preview stays in view while the owner types,
// without covering the field; and a line the preview can only draw squeezed says so.

test.use({ as: 'directStaff', viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

/** A 29-character line: text line 1 and 2 take 29 (spec 001 s5). */
const FULL_LINE = 'Always loved, never forgotten';

/** The owner of a new plaque booking (text, icon and photo) verified and on the customise-text page. */
async function ownerOnTextStep(page: Page, owner: Page, petName: string) {
  const request = await newOwnerRequest(page, petName);
  await owner.goto(request.link);
  await owner.getByLabel(/mobile number/i).fill(NEW_BOOKING_OWNER_DIGITS);
  await owner.getByRole('button', { name: 'Verify', exact: true }).tap();
  await owner.getByRole('button', { name: 'I want to make changes' }).tap();
  await expect(owner).toHaveURL(/\/engraving\/customise-text\?/);
}

const preview = (owner: Page) => owner.getByTestId('plaque-preview');
/** The live region under a text field (what is said of it as it is typed). */
const fitNote = (owner: Page, label: string) => owner.getByRole('group', { name: label }).getByTestId('text-fit');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}
const overlap = (a: { y: number; height: number }, b: { y: number; height: number }) => a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a tap at the middle of the element reaches it (nothing, such as a pinned preview, lies over it). */
const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

test('on a 375 x 667 phone, typing the last line to its 29 characters: the field says it is full, and the preview stays on screen above it', async ({ page, pageAs }) => {
  const owner = await pageAs(null);
  await ownerOnTextStep(page, owner, 'Marlow');
  const line2 = owner.getByLabel(/^Text line 2 text/);
  await line2.tap();
  await line2.fill(FULL_LINE);
  await expect(line2).toHaveValue(FULL_LINE);
  await expect(fitNote(owner, 'Text line 2')).toContainText('Text line 2 is full (29 characters).');
  // The preview has not scrolled away: it is on screen, wholly, and the field is not under it.
  await expect(line2).toBeFocused();
  await expect(preview(owner)).toBeInViewport({ ratio: 1 });
  await expect(line2).toBeInViewport({ ratio: 1 });
  expect(overlap(await box(preview(owner)), await box(line2))).toBe(false);
  expect(await reachable(line2)).toBe(true);
});

test('a line the preview can only draw narrower than typed is flagged beside its field, not squeezed silently', async ({ page, pageAs }) => {
  const owner = await pageAs(null);
  await ownerOnTextStep(page, owner, 'Rosie');
  await owner.getByLabel(/^Text line 1 text/).fill(FULL_LINE);
  await owner.getByLabel(/^Text line 1 font size/).selectOption('36');
  await expect(fitNote(owner, 'Text line 1')).toContainText(
    'Text line 1 is drawn narrower than typed to fit the plaque: choose a smaller size or shorter text.',
  );
  // A smaller size that fits takes the flag away.
  await owner.getByLabel(/^Text line 1 font size/).selectOption('10');
  await expect(fitNote(owner, 'Text line 1')).not.toContainText('drawn narrower');
});

test('held sideways (667 x 375) the preview is not pinned: the field typed in and the Next button stay clear of it', async ({ page, pageAs }) => {
  const owner = await pageAs(null);
  await owner.setViewportSize({ width: PHONE_VIEWPORT.height, height: PHONE_VIEWPORT.width });
  await ownerOnTextStep(page, owner, 'Hazel');
  const line2 = owner.getByLabel(/^Text line 2 text/);
  await line2.tap();
  await expect(line2).toBeInViewport({ ratio: 1 });
  expect(await reachable(line2)).toBe(true);
  const next = owner.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport({ ratio: 1 });
  expect(await reachable(next)).toBe(true);
});

test.describe('the staff product modal (1280 x 720)', () => {
  test.use({ viewport: { width: 1280, height: 720 }, hasTouch: false, isMobile: false });

  test("the preview is sticky in the modal: typing the last line to 29 characters, it stays in view and the field says it is full", async ({ page }) => {
    const booking = await createPrivateBooking(page, { petName: 'Tilly' });
    await page.goto(`/edit-booking-private/${booking.id}#product-list`);
    const dialog = await openProduct(page, 'Photo Plaque Urn');
    await dialog.getByRole('button', { name: 'Next' }).click();
    const steps = artworkSteps(dialog);
    await expect(stepHeading(steps, 'Customise text')).toBeVisible();
    const line2 = steps.getByLabel(/^Text line 2 text/);
    await line2.fill(FULL_LINE);
    await expect(fitNote(page, 'Text line 2')).toContainText('Text line 2 is full (29 characters).');
    await expect(line2).toBeInViewport();
    await expect(preview(page)).toBeInViewport({ ratio: 1 });
    expect(await reachable(line2)).toBe(true);
  });
});
