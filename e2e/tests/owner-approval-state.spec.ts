import type { Browser, Page } from '@playwright/test';
import { apiGet } from '../support/bookings';
import { fillTextLine, chooseIcon, newPlaqueBooking, ownerLinkOf, PHONE_VIEWPORT, submitStaffArtworkFor } from '../support/engraving';
import { expect, test } from '../support/fixtures';
import { detailsPage } from '../support/wizard';

// Issue 15 items 2, 4 and 10, where portal-api's state moves: the owner's phone cannot send the same
// artwork twice (Back after the thank-you page); staff get one-click preparation with a plain thank-you
// (crossing from bookings to engraving). Each journey makes its own booking (its own owner mobile)
// through portal-api. One page's rendering (what a photo-only tile lists, the settled page's
// accessibility and width, the staff summary, the way back from a closed artwork, the details page's
// warning of artwork still waiting for the owner where plaques are engraved) is checked by the
// component tests beside those pages (*.browser.test.tsx), and so are the settled check-existing
// (CheckExistingPage.browser: neither button, the call to Client Care) and a change step opened after
// the booking moved on (ChangeFlow.test: /engraving/404, draft kept).

test.use({ as: 'directStaff' });

const onPhone = { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true };

/** An owner on a 375 x 667 touch phone who opened the link (with its key) and passed the phone check. */
async function ownerOnPhone(browser: Browser, link: string, mobile: string): Promise<Page> {
  const context = await browser.newContext(onPhone);
  const owner = await context.newPage();
  await owner.goto(link);
  await owner.getByLabel(/mobile number/i).fill(mobile.replace(/^\+61/, ''));
  await owner.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(owner).toHaveURL(/\/engraving\/check-existing\?staff=0&/);
  return owner;
}

/**
 * A new submitted booking with one plaque whose artwork the nurse prepared (through portal-api), and
 * its owner on a phone past the phone check, on check-existing.
 */
async function ownerReviewing(browser: Browser, page: Page, product: 'Engraved Brass Plaque', petName: string, mobile: string) {
  const { bookingId, lineId } = await newPlaqueBooking(page, product, { petName, mobile });
  await submitStaffArtworkFor(page, bookingId, lineId);
  const owner = await ownerOnPhone(browser, await ownerLinkOf(page, bookingId, lineId), mobile);
  return { owner, bookingId, lineId };
}

const versionsOf = async (page: Page, bookingId: string, lineId: string) =>
  (await apiGet<{ data: { versions: { version: number; approved: number }[] } }>(page, `portal/engraving/booking/${bookingId}/${lineId}`)).data.versions;

test.describe('the owner on a phone', () => {
  test("Back after the thank-you page does not reopen the filled final step: it shows 'You approved this artwork on …' and nothing to send again", async ({ browser, page }) => {
    test.slow();
    const { owner, bookingId, lineId } = await ownerReviewing(browser, page, 'Engraved Brass Plaque', 'Bella', '+61412555202');

    await owner.getByRole('button', { name: 'I want to make changes' }).click();
    await owner.getByLabel('First line', { exact: true }).fill('Our sweet girl');
    await owner.getByRole('button', { name: 'Next' }).click();
    await expect(owner).toHaveURL(/\/engraving\/engraving-options\?/);
    await owner.getByRole('button', { name: 'Next' }).click();
    await expect(owner).toHaveURL(/\/engraving\/final-approval\?/);
    await owner.getByRole('checkbox', { name: 'I have checked the artwork and it is correct' }).check();
    await owner.getByRole('button', { name: 'Submit final artwork' }).click();
    await expect(owner).toHaveURL(/\/engraving\/thank-you\?/, { timeout: 20_000 });
    await expect(owner.getByRole('heading', { name: 'Thank you' })).toBeVisible();

    await owner.goBack();
    await expect(owner.getByText(/^You approved this artwork on \d{1,2} [A-Z][a-z]+ \d{4}\./)).toBeVisible();
    await expect(owner).toHaveURL(/\/engraving\/check-existing\?/);
    await expect(owner.getByRole('button', { name: /Submit final artwork|I approve this artwork|I want to make changes/ })).toHaveCount(0);
    expect((await versionsOf(page, bookingId, lineId)).map((version) => [version.version, version.approved])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    await owner.context().close();
  });
});

test.describe('staff at 1280', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("'Prepare the artwork' opens the first artwork step in one click, and the thank-you names the number the owner's link went to", async ({ page }) => {
    test.slow();
    const { bookingId } = await newPlaqueBooking(page, 'Engraved Brass Plaque', { petName: 'Rosie', mobile: '+61412555212' });
    await page.goto(`/booking/${bookingId}`);
    await expect(detailsPage(page)).toBeVisible();
    await page.getByRole('article', { name: 'Engraved Brass Plaque' }).getByRole('link', { name: 'Prepare the artwork' }).click();
    await expect(page).toHaveURL(new RegExp(`/engraving/customise-text\\?staff=1&bookingId=${bookingId}&`));

    await fillTextLine(page, 'Pet name', { text: 'Rosie', font: 'Garamond', size: '36' });
    await fillTextLine(page, 'Text line 1', { text: 'Always by our side', font: 'Garamond', size: '18' });
    await fillTextLine(page, 'Text line 2', { text: '2011 - 2026', font: 'Arial', size: '14' });
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseIcon(page, 'Heart', 'Right');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Content has been checked and is correct' }).check();
    await page.getByRole('button', { name: 'Submit final artwork' }).click();
    await expect(page).toHaveURL(/\/engraving\/thank-you\?/, { timeout: 20_000 });
    await expect(page.getByText('We sent the owner a text message with a link to check and approve it, to 0412 555 212.', { exact: false })).toBeVisible();
  });
});
