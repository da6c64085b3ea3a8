import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiGet, backOffice, seriousViolations } from '../support/bookings';
import {
  artworkSteps,
  chooseIcon,
  cropPhoto,
  fillTextLine,
  OWNER_APP,
  PET_PHOTO,
  requestsFor,
  PHONE_VIEWPORT,
  plaqueBookingId,
  plaqueOwnerDigits,
  stepHeading,
  submitStaffArtwork,
} from '../support/engraving';
import { expect, openDashboard, test } from '../support/fixtures';
import { USERS } from '../support/portal';
import { choose, detailsPage, fillOwner, fillPet, submitAndView } from '../support/wizard';

// Engraving (issue 6): the nurse prepares a plaque's artwork in the product modal; the owner checks it
// on a phone after verifying their mobile number, changes and approves it; staff see every version.
// Which steps a plaque takes (photo only, no photo), in the modal and on the owner's change path, and
// the text field on a phone are one page's behaviour: remote-engraving's component tests
// (EngravingSteps.browser, ChangeStepPage.browser, ChangeFlow and CheckExistingPage tests).

const OWNER = { first: 'Jordan', last: 'Ellis', phone: '0412555777', addressTyped: '1 King William Street, Adelaide 5000', address: /^1 King William Street, Adelaide SA 5000/ };

const products = (page: Page) => page.getByRole('table', { name: 'Products' });
const cart = (page: Page) => page.getByRole('table', { name: 'Cart items' });

async function openProduct(page: Page, name: string): Promise<Locator> {
  await page.getByLabel('Search products').fill(name);
  // The list has settled on the search (aria-busy while it waits out the typing pause and loads).
  await expect(products(page)).not.toHaveAttribute('aria-busy', 'true');
  const row = products(page).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Details/ }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${name}`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A private cremation with the owner's details, to the product list. */
async function privateCremationToProducts(page: Page, petName: string) {
  await choose(page, 'Nurse Pat', /^Private cremation Individual/);
  await page.getByRole('checkbox', { name: 'Do not provide owner details' }).uncheck();
  await fillOwner(page, OWNER);
  await fillPet(page, { first: petName, last: OWNER.last, type: 'Dog', breedSearch: 'kelpie', breed: /Kelpie/, sex: 'Male', weight: '12' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3 - Select Items' })).toBeVisible();
}

test.use({ as: 'directStaff' });

test('a nurse adds an engraved plaque with text, icon, a cropped photo and approval; the details page shows the artwork', async ({ page }) => {
  test.slow();
  await privateCremationToProducts(page, 'Rusty');

  const dialog = await openProduct(page, 'Photo Plaque Urn');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const steps = artworkSteps(dialog);

  // Each step's own checks (empty text, font and size, a missing icon or placement, no photo applied,
  // the green checkbox) are remote-engraving's EngravingSteps.test.tsx.
  await expect(stepHeading(steps, 'Customise text')).toBeVisible();
  await expect(steps.getByLabel(/^Pet name text/)).toHaveValue('Rusty');
  await fillTextLine(steps, 'Pet name', { text: 'Rusty', font: 'Garamond', size: '36' });
  await fillTextLine(steps, 'Text line 1', { text: 'Forever our good boy', font: 'Times New Roman', size: '18' });
  await fillTextLine(steps, 'Text line 2', { text: '2012 - 2026', font: 'Arial', size: '14' });
  await steps.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(steps, 'Icon selection')).toBeVisible();
  await chooseIcon(steps, 'Dog Paw', 'Left');
  await steps.getByRole('button', { name: 'Next' }).click();

  // A file that is no image is the step's own behaviour, in Chromium: EngravingSteps.browser.test.tsx.
  await expect(stepHeading(steps, 'Image options')).toBeVisible();
  await cropPhoto(steps);
  await steps.getByRole('button', { name: 'Next' }).click();

  // Approval: the artwork as it will be engraved, and the green checkbox.
  await expect(stepHeading(steps, 'Approval')).toBeVisible();
  await expect(steps.getByTestId('approval-image')).toBeVisible();
  // The product's vessel image shows where the plaque goes (portal-api draws it for the config's view).
  const vessel = steps.getByRole('img', { name: 'Where the plaque goes on the Photo Plaque Urn' });
  await expect(vessel).toBeVisible();
  await expect.poll(() => vessel.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  await steps.getByRole('checkbox', { name: 'Content has been checked and is correct' }).check();
  await steps.getByRole('button', { name: 'Finish and add to cart' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(cart(page)).toContainText('Photo Plaque Urn');

  await page.getByRole('button', { name: 'Next' }).click();
  await submitAndView(page);
  const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const artwork = page.getByRole('region', { name: 'Engraving artwork' }).or(page.getByRole('article', { name: 'Photo Plaque Urn' }));
  await expect(page.getByRole('article', { name: 'Photo Plaque Urn' })).toBeVisible();
  await expect(artwork.first()).toContainText('Version 1 (current)');
  await expect(artwork.first()).toContainText("Awaiting the owner's approval");
  await expect(artwork.first()).toContainText('Rusty / Forever our good boy / 2012 - 2026, icon Dog Paw (Left), with a photo');
  const proof = page.getByRole('img', { name: /^Artwork version 1 for the Photo Plaque Urn/ });
  await expect(proof).toBeVisible();
  // The stored artwork is a real picture, 398 px wide as approved.
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(398);

  // The owner was sent the approval request with the link to verify.
  const [request] = await requestsFor(page, bookingId);
  expect(request?.to).toBe('+61412555777');
  // The link carries its own key in the fragment (issue 16 item 2).
  expect(request?.link).toMatch(new RegExp(`^${OWNER_APP}/engraving/verify/${bookingId}/[^/#]+#k=[A-Za-z0-9_-]{43}$`));
});

test("a nurse prepares a booked plaque's artwork from the booking's page (staff mode); the owner is sent the link and staff see version 1", async ({ page }) => {
  test.slow();
  const bookingId = plaqueBookingId(9);
  await page.goto(`/booking/${bookingId}`);
  await expect(detailsPage(page)).toBeVisible();
  const entry = page.getByRole('article', { name: 'Engraved Brass Plaque' });
  await expect(entry).toContainText('No artwork yet');
  await entry.getByRole('link', { name: 'Prepare the artwork' }).click();

  // One click: straight to the plaque's first artwork step (issue 15 item 10).
  await expect(page).toHaveURL(new RegExp(`/engraving/customise-text\\?staff=1&bookingId=${bookingId}&`));
  await fillTextLine(page, 'Pet name', { text: 'Rosie', font: 'Garamond', size: '36' });
  await fillTextLine(page, 'Text line 1', { text: 'Always by our side', font: 'Garamond', size: '18' });
  await fillTextLine(page, 'Text line 2', { text: '2011 - 2026', font: 'Arial', size: '14' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/engraving\/engraving-options\?/);
  await chooseIcon(page, 'Heart', 'Right');
  await page.getByRole('button', { name: 'Next' }).click();
  // No photo on this plaque (PhotoSize '0'): straight to the final approval.
  await expect(page).toHaveURL(/\/engraving\/final-approval\?/);
  await page.getByRole('checkbox', { name: 'Content has been checked and is correct' }).check();
  await page.getByRole('button', { name: 'Submit final artwork' }).click();
  await expect(page).toHaveURL(/\/engraving\/thank-you\?/, { timeout: 20_000 });
  await expect(page.getByText(/This version now waits for the owner's approval/)).toBeVisible();

  const [request] = await requestsFor(page, bookingId);
  expect(request?.to).toBe('+61412555099');
  expect(request?.link).toMatch(new RegExp(`^${OWNER_APP}/engraving/verify/${bookingId}/${request?.quoted_product_id ?? ''}#k=[A-Za-z0-9_-]{43}$`));
  // The artwork pages have no portal navigation: the nurse goes back to the booking by its link.
  await page.getByRole('link', { name: 'Back to the booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}$`));
  const proofs = page.getByRole('article', { name: 'Engraved Brass Plaque' });
  await expect(proofs).toContainText('Version 1 (current)');
  await expect(proofs).toContainText("Awaiting the owner's approval");
  await expect(proofs).toContainText('Submitted by practice staff');
  await expect(proofs).toContainText('Rosie / Always by our side / 2011 - 2026, icon Heart (Right)');
});

const ownerPhone = (page: Page) => page.getByLabel(/mobile number/i);
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify', exact: true });
const onPhone = { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true };

test("an owner on a phone opens the link from the outbox, verifies, changes the text, approves, and staff see the new version", async ({ browser, page }) => {
  test.slow();
  const request = await submitStaffArtwork(page, 1);
  expect(request.to).toBe('+61412555011');

  const phone = await browser.newContext(onPhone);
  const owner = await phone.newPage();
  await owner.goto(request.link);
  await expect(owner).toHaveTitle('Engraving Approval');
  await expect(ownerPhone(owner)).toBeVisible();
  // A wrong number's message, the typed number kept and the page's accessibility: VerifyPage.test.tsx
  // and VerifyPage.browser.test.tsx (portal-api's 422 is engraving.test.ts's).
  expect(await seriousViolations(owner)).toEqual([]);
  await ownerPhone(owner).fill(plaqueOwnerDigits(1));
  await verifyButton(owner).click();

  await expect(owner).toHaveURL(/\/engraving\/check-existing\?staff=0&bookingId=.+&quotedProductId=.+/);
  await expect(owner.getByRole('img', { name: /Artwork/ })).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  expect(await seriousViolations(owner)).toEqual([]);
  await owner.getByRole('button', { name: 'I want to make changes' }).click();

  await expect(owner).toHaveURL(/\/engraving\/customise-text\?/);
  await owner.getByLabel('First line', { exact: true }).fill('Best friend, always');
  await owner.getByRole('button', { name: 'Next' }).click();
  await expect(owner).toHaveURL(/\/engraving\/engraving-options\?/);
  // The address changes before the step is drawn: Next is the icon step's once its heading shows.
  await expect(owner.getByRole('heading', { name: 'Icon selection' })).toBeVisible();
  await owner.getByRole('button', { name: 'Next' }).click();
  // Plaque 1 is a Photo Plaque Urn: its photo is the practice's, not named by the practice's file.
  await expect(owner).toHaveURL(/\/engraving\/image-options\?/);
  await expect(owner.getByTestId('chosen-photo')).toHaveText('Chosen: the current photo');
  // The owner's own photo, moved in the cropper and never applied: Next takes it as shown (issue 32).
  await owner.getByLabel(/^Photo/).setInputFiles({ name: 'ownerdog.png', mimeType: 'image/png', buffer: readFileSync(PET_PHOTO) });
  const cropArea = owner.getByRole('group', { name: /^Crop area/ });
  await expect(cropArea).toBeVisible();
  await expect(owner.getByTestId('chosen-photo')).toHaveText('Chosen: ownerdog.png (not applied yet)');
  await owner.getByLabel('Zoom').fill('2');
  await cropArea.press('ArrowRight');
  await owner.getByRole('button', { name: 'Next' }).click();
  await expect(owner).toHaveURL(/\/engraving\/final-approval\?/);
  // Back on the photo page, the caption names the photo shown.
  await owner.getByRole('button', { name: 'Back to Image options' }).click();
  await expect(owner.getByText('Cropped photo (ownerdog.png)')).toBeVisible();
  await expect(owner.getByTestId('chosen-photo')).toHaveText('Chosen: ownerdog.png');
  await owner.getByRole('button', { name: 'Next' }).click();
  await expect(owner).toHaveURL(/\/engraving\/final-approval\?/);
  // A reload keeps what the owner changed.
  await owner.reload();
  // Submit without the green checkbox is ChangeFlow.test.tsx's.
  await owner.getByRole('checkbox', { name: 'I have checked the artwork and it is correct' }).check();
  await owner.getByRole('button', { name: /Submit final artwork/ }).click();
  await expect(owner).toHaveURL(/\/engraving\/thank-you\?/, { timeout: 20_000 });
  await expect(owner.getByText(/submitted for engraving/)).toBeVisible();
  await phone.close();

  await page.goto(`/booking/${request.booking_id}`);
  await expect(detailsPage(page)).toBeVisible();
  const entry = page.getByTestId('engraving-proofs');
  await expect(entry).toContainText('Version 2 (current)');
  await expect(entry).toContainText('Submitted by the owner');
  await expect(entry).toContainText('Best friend, always');
  await expect(entry).toContainText('Approved');
  await expect(entry).toContainText('Approved by the owner.');
  await entry.getByText(/^Earlier versions \(1\)/).click();
  await expect(entry.getByText('Version 1', { exact: true })).toBeVisible();
  // The photo in the owner's version is the one they chose and zoomed, not the practice's.
  const lookup = await apiGet<{ data: { current: { engravingFiles: { imageOptions: { fileImgSrc: string | null; zoom: number } | null } } } }>(
    page,
    `portal/engraving/booking/${request.booking_id}/${request.quoted_product_id}`,
  );
  expect(lookup.data.current.engravingFiles.imageOptions).toMatchObject({ fileImgSrc: 'ownerdog.png', zoom: 2 });
});

test("an owner's link opened under the portal in a nurse's browser acts as the owner and leaves the nurse signed in", async ({ page }) => {
  test.slow();
  const request = await submitStaffArtwork(page, 6);
  // The link under the portal's origin, with its key.
  const link = new URL(request.link);
  const path = link.pathname + link.hash;
  await openDashboard(page);
  // Whom the identity provider remembers as this site's signed-in user (what refreshes the session).
  const lastAuthUser = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.LastAuthUser')).map((key) => localStorage.getItem(key)));
  expect(await lastAuthUser()).toEqual([USERS.directStaff]);
  const owner = await page.context().newPage();
  await owner.goto(path);
  await ownerPhone(owner).fill(plaqueOwnerDigits(6));
  await verifyButton(owner).click();
  await expect(owner).toHaveURL(/\/engraving\/check-existing\?staff=0&/);
  // The owner's change goes in as the owner's, not as the nurse's whose token this browser holds.
  await owner.getByRole('button', { name: 'I want to make changes' }).click();
  await owner.getByLabel('Second line', { exact: true }).fill('Sleep well, friend');
  for (const next of [/engraving-options/, /image-options/, /final-approval/]) {
    await owner.getByRole('button', { name: 'Next' }).click();
    await expect(owner).toHaveURL(next);
  }
  await owner.getByRole('checkbox', { name: 'I have checked the artwork and it is correct' }).check();
  await owner.getByRole('button', { name: 'Submit final artwork' }).click();
  await expect(owner).toHaveURL(/\/engraving\/thank-you\?/, { timeout: 20_000 });
  await owner.close();
  const lookup = await apiGet<{ data: { versions: { submitted_by: string; approved: number }[] } }>(
    page,
    `portal/engraving/booking/${request.booking_id}/${request.quoted_product_id}`,
  );
  expect(lookup.data.versions.map((version) => [version.submitted_by, version.approved])).toEqual([
    ['staff', 0],
    ['owner', 1],
  ]);
  // No second approval request: the owner's own change sends them nothing.
  expect(await requestsFor(page, request.booking_id)).toHaveLength(1);
  // The guest's sign-in was not remembered: the nurse's session is still the page's.
  expect(await lastAuthUser()).toEqual([USERS.directStaff]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('owner pages without their query land on /engraving/404, which says editing is no longer available', async ({ pageAs }) => {
  const page = await pageAs(null);
  await page.goto(`${OWNER_APP}/engraving/check-existing?bookingId=b1`);
  await expect(page).toHaveURL(`${OWNER_APP}/engraving/404`);
  await expect(page.getByText(/no longer available/i)).toBeVisible();
  await expect(page.getByText(/Client Care|customer care/i).first()).toBeVisible();
  await page.goto('/engraving/final-approval?staff=0');
  await expect(page).toHaveURL(/\/engraving\/404$|\/login/);
  // Under the portal, an owner's page opened without the owner's session goes to the phone check, not
  // to the staff sign-in.
  await page.goto(`/engraving/thank-you?staff=0&bookingId=${plaqueBookingId(1)}&quotedProductId=q1`);
  await expect(page).toHaveURL(new RegExp(`/engraving/verify/${plaqueBookingId(1)}/q1$`));
  // A link to no booking, or to a line not on the booking, says no more than a link without its key.
  await page.goto(`${OWNER_APP}/engraving/verify/60000000-0000-4000-8001-999999999999/x#k=not-a-key`);
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
  await page.goto(`${OWNER_APP}/engraving/verify/${plaqueBookingId(1)}/no-such-line#k=not-a-key`);
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
});

const LINK_INVALID = "This link has expired or is incomplete. Please use the latest link we sent you, or call us and we'll help.";

test('staff mode: /engraving/staff-login sends a signed-out nurse through sign-in to the artwork with staff=1; a booking past engraving goes to /engraving/404', async ({ page: staff, pageAs }) => {
  const request = await submitStaffArtwork(staff, 5);
  const page = await pageAs(null);

  await page.goto(`/engraving/staff-login/${request.booking_id}/${request.quoted_product_id}`);
  await expect(page).toHaveURL(/\/login\?bookingId=.+&quotedProductId=.+/);
  await page.getByLabel(/^Username \(email\)/).fill(USERS.directStaff);
  await page.getByLabel(/^Password/).fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/engraving/check-existing\\?staff=1&bookingId=${request.booking_id}&quotedProductId=${request.quoted_product_id}`));
  await expect(page.getByRole('button', { name: 'I want to make changes' })).toBeVisible();

  backOffice('move', request.booking_id, '--to', 'Awaiting Processing');
  await page.reload();
  // Staff keep the query there, so the page leads back to the booking.
  await expect(page).toHaveURL(/\/engraving\/404\?staff=1&/);
});
