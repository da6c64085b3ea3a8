// The printable pet tag (issue 19 item 1): from the details page and the submitted screen, a PDF with
// the service, order number, pet, owner surname and practice in large type and a QR code whose link
// opens the booking, signed in, or after signing in.
import jsQR from 'jsqr';
import { pdfImages, pdfPageCount, pdfText } from 'portal-api/testing/pdf-reader';
import type { Page } from '@playwright/test';
import { apiGet, createPrivateBooking, seriousViolations } from '../support/bookings';
import { openDocumentTab } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { LoginPage, USERS } from '../support/portal';

test.use({ as: 'directStaff' });

const printGroup = (page: Page) => page.getByRole('group', { name: 'Print pet tag' });

/** Clicks one paper of Print pet tag and answers the PDF the new tab opened, with its link. */
async function printTag(page: Page, paper: string) {
  const link = await openDocumentTab(
    page,
    () => printGroup(page).getByRole('button', { name: paper }).click(),
    /\/files\/pet-tags\/[^/]+\/(label|a4)\.pdf\?portal_url=.+&expires=\d+&signature=/,
  );
  const answer = await page.request.get(link);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  return answer.body();
}

/** The links of the PDF's QR codes, decoded from its images. */
const qrLinks = (pdf: Buffer) => pdfImages(pdf).map((image) => jsQR(image.rgba, image.width, image.height)?.data);

test('the details page prints a 4 x 6 in pet tag whose QR code opens the booking', async ({ page, details }) => {
  const booking = await createPrivateBooking(page, { submit: true, petName: 'Pickles' });
  const practice = await apiGet<{ data: { name: string } }>(page, 'portal/vet');
  await details.goto(booking.id);
  await expect(printGroup(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const pdf = await printTag(page, '4 × 6 in label');
  expect(pdfPageCount(pdf)).toBe(2);
  const text = pdfText(pdf);
  for (const line of ['Private Cremation', booking.order_id_c, 'Pickles Citizen', 'Dog  ·  12.50 kg', 'Citizen', practice.data.name]) {
    expect(text).toContain(line);
  }
  const link = `${new URL(page.url()).origin}/booking/${booking.id}`;
  expect(qrLinks(pdf)).toEqual([link, link]);

  await page.goto(link);
  await expect(details.heading()).toHaveText(`Booking ${booking.order_id_c}`);
});

test('the submitted screen prints an A4 sheet of four tags', async ({ page, wizard }) => {
  const booking = await createPrivateBooking(page, { petName: 'Marmalade' });
  await page.goto(`/edit-booking-private/${booking.id}#confirmation`);
  await expect(wizard.confirmation()).toContainText('Marmalade Citizen');
  await wizard.submit().click();
  await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
  await expect(printGroup(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const pdf = await printTag(page, 'A4 sheet (4 tags)');
  expect(pdfPageCount(pdf)).toBe(1);
  expect(pdfText(pdf).filter((line) => line === 'Marmalade Citizen')).toHaveLength(4);
  expect(qrLinks(pdf)).toEqual(Array(4).fill(`${new URL(page.url()).origin}/booking/${booking.id}`));
});

test("a tag scanned signed out asks to sign in, then opens the booking (for a member who was not this browser's last)", async ({ page, pageAs }) => {
  const booking = await createPrivateBooking(page, { submit: true, petName: 'Nugget' });
  await page.goto(`/booking/${booking.id}`);
  const [link] = qrLinks(await printTag(page, '4 × 6 in label'));

  // Another nurse's browser, where the manager was the last to sign in.
  const scanner = await pageAs(null);
  const login = new LoginPage(scanner);
  await login.goto();
  await scanner.evaluate(() => localStorage.setItem('portal.memberStorageOwner', 'someone-else'));
  await scanner.goto(link ?? '');
  await expect(scanner).toHaveURL(/\/login$/);
  // The sign-in page loaded again (the light first screen) still knows where the tag pointed.
  await scanner.reload();
  await login.signIn(USERS.directStaff);
  await expect(scanner).toHaveURL(link ?? '');
  await expect(scanner.getByRole('heading', { level: 1, name: `Booking ${booking.order_id_c}` })).toBeVisible();
});
