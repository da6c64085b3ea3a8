// The family confirms what will be done, before it cannot be undone (issue 36). The direct practice asks
// families to confirm (its default): a communal booking submitted through portal-api texts the owner a
// link; on a 375 px touch phone the family reads the communal wording and says something is not right,
// which reaches the nurse's open dashboard at once and holds the booking before the cremation (the back
// office's move is refused); from the booking the nurse adds the keepsake the family asked for in its
// product list, which texts them a new link; the family confirms with their name (the nurse's open details page shows it), the move goes
// through, and the consent record names them and the service as they read it.
import type { Page } from '@playwright/test';
import { pdfText } from 'portal-api/testing/pdf-reader';
import { apiGet, backOffice, createBooking } from '../support/bookings';
import { cart, openProduct } from '../support/catalog';
import { openDocumentTab } from '../support/documents';
import { confirmationRequestsFor, OWNER_APP, PHONE_VIEWPORT } from '../support/engraving';
import { expect, test } from '../support/fixtures';

test.use({ as: 'directStaff' });

const PHONE = { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true };
/** The mobile createBooking gives the owner (+61412345678), as the family types it. */
const OWNER_TYPES = '0412 345 678';
const COMMUNAL_WORDS = 'Maple will be cremated together with other pets. No ashes are returned.';
const CONCERN = 'We wanted to keep a lock of Maple’s fur.';

const concernsTile = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Family concerns' }) });

/** The family opens their link on the phone and gives the mobile the text went to. */
async function openLink(phone: Page, link: string) {
  await phone.goto(link);
  await phone.getByRole('textbox', { name: 'Mobile number' }).fill(OWNER_TYPES);
  await phone.getByRole('button', { name: 'Open the booking' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Please check Maple’s booking' })).toBeVisible();
}

test('a concern holds the communal booking until the corrected booking is confirmed, and the consent record names the family', async ({ page, pageAs }) => {
  const booking = await createBooking(page, { serviceType: 'communal cremation - vet', fields: { pet_first_name_c: 'Maple' }, submit: true });
  const [request] = await confirmationRequestsFor(page, booking.id);
  if (!request) throw new Error('No confirmation request was texted at submit');
  expect(request.to).toBe('+61412345678');
  expect(request.link).toMatch(new RegExp(`^${OWNER_APP}/confirm#k=[A-Za-z0-9_-]{20,}$`));

  // The nurse's dashboard is open while the family answers.
  const concerns = (await apiGet<{ data: { concern: number } }>(page, 'portal/dashboard/confirmations')).data.concern;
  await page.goto('/dashboard');
  await expect(concernsTile(page)).toBeVisible();

  const phone = await pageAs(null, PHONE);
  await openLink(phone, request.link);
  await expect(phone.getByTestId('confirm-service')).toHaveText(COMMUNAL_WORDS);
  // Nothing wider than the phone (its accessibility and touch sizes are the component test's, at the same width).
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await phone.getByRole('button', { name: 'Something’s not right' }).tap();
  await phone.getByRole('textbox', { name: 'What is not right?' }).fill(CONCERN);
  await phone.getByRole('button', { name: /^Send to / }).tap();
  await expect(phone.getByRole('heading', { level: 1, name: 'Thank you for telling us' })).toBeVisible();

  // Live on the open dashboard within 2 s, without a reload.
  await expect(concernsTile(page)).toContainText(`${concerns + 1} ${concerns + 1 === 1 ? 'family has' : 'families have'} raised a concern`, { timeout: 2_000 });

  // The crematorium cannot begin.
  expect(() => backOffice('move', booking.id, '--to', 'In Cremation')).toThrow(`${booking.order_id_c} is on hold`);

  // The nurse reads the family's words on the booking, and from there adds the keepsake they asked for
  // in the booking's product list (remote-catalog's), which first says the family will be asked again.
  await page.goto(`/booking/${booking.id}`);
  await expect(page.getByTestId('family-confirmation-status')).toHaveText('Family raised a concern (on hold)');
  await expect(page.getByTestId('family-words')).toHaveText(CONCERN);
  await page.getByRole('link', { name: 'Change the products' }).click();
  await expect(page.getByTestId('rerequest-warning')).toBeVisible();
  const keepsake = await openProduct(page, 'Fur Clipping Keepsake');
  await keepsake.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(cart(page)).toContainText('Fur Clipping Keepsake');
  // The newest request first.
  await expect.poll(async () => (await confirmationRequestsFor(page, booking.id))[0]?.body).toContain('we have changed what we arranged for Maple');
  const [again] = await confirmationRequestsFor(page, booking.id);
  await page.goBack();
  await expect(page.getByTestId('family-confirmation-status')).toHaveText('Awaiting family confirmation');
  if (!again || again.link === request.link) throw new Error('No new confirmation request after the change');

  // The family confirms the corrected booking on the new link; the nurse's open page shows it.
  await openLink(phone, again.link);
  await expect(phone.getByTestId('confirm-products')).toContainText('Fur Clipping Keepsake');
  await phone.getByRole('button', { name: 'Confirm', exact: true }).tap();
  const consent = await phone.getByTestId('consent-text').innerText();
  await phone.getByRole('textbox', { name: 'Your full name' }).fill('Sam Citizen');
  await phone.getByRole('button', { name: 'Confirm the booking' }).tap();
  await expect(phone.getByRole('heading', { level: 1, name: 'Thank you for confirming' })).toBeVisible();
  await expect(page.getByTestId('family-confirmation-status')).toHaveText('Family confirmed');

  expect(backOffice('move', booking.id, '--to', 'In Cremation')).toContain("to 'In Cremation'");

  // The consent record: the name typed, the service as the family read it, the wording they agreed to.
  const link = await openDocumentTab(page, () => page.getByRole('button', { name: 'Consent record (PDF)' }).click(), /\/files\/consents\/.+\.pdf/);
  const pdf = await page.request.get(link);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body()).join(' ');
  expect(text).toContain('Sam Citizen');
  expect(text).toContain(COMMUNAL_WORDS);
  expect(text).toContain(consent.slice(0, 40));
});
