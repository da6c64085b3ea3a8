// Custody that proves itself (issue 35): the pet tag scanned at the clinic's handover on the Scan page,
// by the device's camera (Chromium's fake camera playing a video of the printed tag's QR code) or by a
// USB scanner typing the code; another booking's tag refused full screen and recorded; each scan on the
// timeline and on the family's tracking page in their words; and, with the business clock moved (no
// waiting), a booking Overdue on the dashboard and in the Level 3 members' daily digest.
// The certificate of cremation too: its QR code read from the PDF opens the public verification page.
//
// In the `settings` project, after the other journeys: it turns the direct practice's family texts on
// (the tracking page needs a texted link) and moves the Pets in Peace practice's business clock, which
// every open page of those practices would read. The clock is that practice's alone (PUT /dev/clock
// with practice_id) and goes back in `finally`; the texts go back off at the end of the
// journey that turned them on.
import { mkdirSync, writeFileSync } from 'node:fs';
import jsQR from 'jsqr';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { pdfImages, type PdfImage } from 'portal-api/testing/pdf-reader';
import { PRACTICE_IDS } from 'portal-api/testing/demo-data';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH } from '../../shared/build/chromium.mjs';
import { API, backOffice, createBooking, type ApiBookingRow } from '../support/bookings';
import { openDocumentTab } from '../support/documents';
import { OWNER_APP, PHONE_VIEWPORT, requestsFor } from '../support/engraving';
import { authFile, expect, openDashboard, test } from '../support/fixtures';
import { accessTokenOf, E2E_DATA_DIR } from '../support/portal';

test.use({ as: 'directStaff' });

const PORTAL = 'http://localhost:8080';
const uniqueName = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;
const authorised = async (page: Page) => ({ Authorization: `Bearer ${await accessTokenOf(page)}` });

async function setFamilyTexts(manager: Page, enabled: boolean) {
  const response = await manager.request.put(`${API}/portal/vet/family_updates`, { headers: await authorised(manager), data: { enabled } });
  expect(response.status()).toBe(200);
}

/** The link the booking's printed pet tag carries (its QR code), as portal-api prints it for this site. */
const tagLink = (booking: ApiBookingRow) => `${PORTAL}/booking/${booking.id}`;

/** The QR code of the booking's printed 4 x 6 in pet tag: the picture in the PDF portal-api makes. */
async function printedTagQr(page: Page, bookingId: string): Promise<PdfImage> {
  const query = new URLSearchParams({ format: 'label', portal_url: PORTAL }).toString();
  const answer = await page.request.get(`${API}/portal/booking/${bookingId}/tag?${query}`, { headers: await authorised(page) });
  expect(answer.status()).toBe(200);
  const pdf = await page.request.get(((await answer.json()) as { url: string }).url);
  const [qr] = pdfImages(await pdf.body());
  if (!qr) throw new Error('The pet tag has no QR code');
  return qr;
}

/**
 * A Y4M video (what Chromium's fake camera plays, looping) of the QR code held up to the camera: the
 * picture grey, scaled to 360 px square on a white 640 x 480 frame. Two identical frames at 10 fps.
 */
function writeTagVideo(qr: PdfImage, file: string) {
  const [width, height, side] = [640, 480, 360];
  const luma = Buffer.alloc(width * height, 235);
  const [left, top] = [(width - side) / 2, (height - side) / 2];
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const source = (Math.floor((y * qr.height) / side) * qr.width + Math.floor((x * qr.width) / side)) * 4;
      const grey = 0.299 * qr.rgba[source]! + 0.587 * qr.rgba[source + 1]! + 0.114 * qr.rgba[source + 2]!;
      // Video range: black 16, white 235.
      luma[(top + y) * width + left + x] = Math.round(16 + (grey / 255) * 219);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Pet tag code' });
const warning = (page: Page) => page.getByRole('alertdialog');
const timelineEntries = (page: Page) => page.getByRole('list', { name: 'Stage moves and scans, newest first' }).getByRole('listitem');

/** A USB scanner's scan: the code typed into the focused code field, then Enter. */
async function typedScan(page: Page, code: string) {
  await codeField(page).click();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

async function handOver(page: Page, booking: ApiBookingRow, driver = 'Sam Driver', bags = '2') {
  await expect(page.getByRole('heading', { name: `Booking ${booking.order_id_c}` })).toBeVisible();
  await expect(page.getByText('Handed to the driver', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Driver’s name/ }).fill(driver);
  await page.getByRole('textbox', { name: /^Number of bags/ }).fill(bags);
}

const recorded = (page: Page, booking: ApiBookingRow, pet: string) =>
  expect(page.getByText(`Recorded: Handed to the driver for ${pet} (${booking.order_id_c}). The booking is now at 'Pet Collected'.`)).toBeVisible();

test('the camera reads the printed tag and records "Handed to the driver": on the timeline, and on the family’s tracking page in their words', async ({ page, pageAs }) => {
  const manager = await pageAs('directManager');
  await setFamilyTexts(manager, true);
  try {
    const pet = uniqueName('Camera');
    const booking = await createBooking(page, { fields: { pet_first_name_c: pet }, submit: true });
    const video = path.join(E2E_DATA_DIR, 'camera', `${booking.id}.y4m`);
    writeTagVideo(await printedTagQr(page, booking.id), video);

    // A browser of its own, whose camera plays the video of the tag.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_HEADLESS_SHELL_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const context = await browser.newContext({ baseURL: PORTAL, storageState: authFile('directStaff') });
      await context.grantPermissions(['camera'], { origin: PORTAL });
      const nurse = await context.newPage();
      await nurse.goto('/scan');
      await expect(nurse.getByRole('heading', { level: 1, name: 'Scan a pet tag' })).toBeVisible();
      await nurse.getByRole('textbox', { name: 'This device’s name' }).fill('Cool room tablet');
      await nurse.getByRole('button', { name: 'Scan with the camera' }).click();
      await handOver(nurse, booking);
      await nurse.getByRole('button', { name: 'Record: Handed to the driver' }).click();
      await recorded(nurse, booking, pet);
    } finally {
      await browser.close();
    }

    // The custody timeline: who, at which practice, with which device, when.
    await page.goto(`/booking/${booking.id}`);
    const scan = timelineEntries(page).first();
    await expect(scan).toContainText('Scan: Handed to the driver');
    await expect(scan).toContainText('Current stage');
    await expect(scan).toContainText(/by \S.* · at .+ · Cool room tablet \(camera\) · Submitted to Pet Collected/);
    await expect(scan).toContainText('Driver: Sam Driver · 2 bags');
    await expect(scan.locator('time')).toHaveText(/\d{2}:\d{2} \d{1,2}-[A-Z][a-z]{2}-\d{4}/);

    // The family's text links to the tracking page, which says the step as the family reads it.
    const [text] = (await requestsFor(page, booking.id)).filter((message) => !message.quoted_product_id);
    expect(text?.body).toContain(`${pet} is on his way to the crematorium.`);
    const phone = await pageAs(null, { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });
    await phone.goto(text?.link ?? '');
    expect(text?.link).toMatch(new RegExp(`^${OWNER_APP}/track#k=`));
    await expect(phone.getByTestId('tracking-now')).toContainText(`${pet} is on his way to the crematorium. We will look after him gently at every step.`);
    await expect(phone.locator('li[aria-current="step"]')).toHaveText(/^✓In our care/);
  } finally {
    // The direct practice's texts go back to off (their default).
    await setFamilyTexts(manager, false);
  }
});

test('another booking’s tag is refused with the full-screen warning in the API’s words, and recorded on the timeline', async ({ page }) => {
  // The warning's own behaviour (the whole window, its focus, the tone, a scanner's Enter not dismissing
  // it, axe) is the Scan page's component test; this is the real API deciding and recording it.
  const onScreenPet = uniqueName('Shown');
  const onScreen = await createBooking(page, { fields: { pet_first_name_c: onScreenPet }, submit: true });
  const otherPet = uniqueName('Other');
  const other = await createBooking(page, { fields: { pet_first_name_c: otherPet }, submit: true });

  await page.goto('/scan');
  await typedScan(page, tagLink(onScreen));
  await handOver(page, onScreen);
  await typedScan(page, tagLink(other));

  const shown = warning(page);
  await expect(shown).toHaveAccessibleName('Stop: Wrong tag');
  await expect(shown).toContainText(`Wrong tag: this is ${otherPet} (${other.order_id_c})'s tag, not ${onScreenPet} (${onScreen.order_id_c})'s. Stop and check the pet and its tag before going on.`);
  await expect(shown).toContainText('This refused scan is recorded on the booking’s custody timeline.');
  await shown.getByRole('button', { name: 'I have checked: dismiss' }).click();
  await expect(shown).toHaveCount(0);

  // The refusal is a warning on the booking's timeline; neither booking moved.
  await page.goto(`/booking/${onScreen.id}`);
  const refusal = timelineEntries(page).first();
  await expect(refusal).toContainText('Refused scan: Handed to the driver');
  await expect(refusal).toContainText('Wrong tag');
  await expect(refusal).toContainText(`this is ${otherPet} (${other.order_id_c})'s tag`);
  await expect(page.getByTestId('booking-status')).toHaveText('Submitted');
});

test('a USB scanner’s typed scan opens the booking and records the handover as the camera does', async ({ page }) => {
  const pet = uniqueName('Typed');
  const booking = await createBooking(page, { fields: { pet_first_name_c: pet }, submit: true });
  await openDashboard(page);
  await page.getByRole('link', { name: 'Scan a pet tag' }).first().click();
  await expect(page).toHaveURL(/\/scan$/);
  await typedScan(page, tagLink(booking));
  await handOver(page, booking, 'Alex Courier', '1');
  await page.getByRole('textbox', { name: /^Handed over by/ }).fill('Tom Baxter');
  await page.getByRole('button', { name: 'Record: Handed to the driver' }).click();
  await recorded(page, booking, pet);
  await expect(codeField(page)).toBeFocused();

  await page.goto(`/booking/${booking.id}`);
  const scan = timelineEntries(page).first();
  await expect(scan).toContainText('Scan: Handed to the driver');
  await expect(scan).toContainText('scanner or typed');
  await expect(scan).toContainText('Driver: Alex Courier · 1 bag · handed over by Tom Baxter');
  await expect(page.getByTestId('booking-status')).toHaveText('In Progress');
});

test('with the business clock moved three days on, a booking is Overdue on the dashboard and in the day’s digest', async ({ pageAs }) => {
  // Pets in Peace (unity.staff is its Level 3): few bookings, so the digest lists every overdue one.
  const nurse = await pageAs('unityStaff');
  const pet = uniqueName('Late');
  const booking = await createBooking(nurse, { fields: { pet_first_name_c: pet }, submit: true });
  const moveClock = async (offsetSeconds: number) => {
    const response = await nurse.request.put(`${API}/dev/clock`, { data: { offset_seconds: offsetSeconds, practice_id: PRACTICE_IDS.unity } });
    expect(response.status(), await response.text()).toBe(200);
  };
  await moveClock(3 * 86_400);
  try {
    await openDashboard(nurse);
    const tile = nurse.getByRole('listitem').filter({ has: nurse.getByRole('link', { name: 'Overdue', exact: true }) });
    await expect(tile).toContainText(/\d+ bookings? (is|are) longer in (its|their) stage than expected\./);
    await tile.getByRole('link', { name: 'Overdue', exact: true }).click();
    await expect(nurse).toHaveURL(/\/bookings\?overdue=true$/);
    await expect(nurse.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    await expect(nurse.getByRole('table', { name: 'Search results' }).getByRole('row').filter({ hasText: pet })).toBeVisible();
    await nurse.getByRole('row').filter({ hasText: pet }).getByRole('link').first().click();
    await expect(nurse.getByTestId('overdue-notice')).toContainText(/Submitted for 3 days|VP Submitted for 3 days/);

    // The day's digest (the API's timer sends it from 07:00 local; this sends it now): an email to the Level 3 members.
    const run = await nurse.request.post(`${API}/dev/jobs/overdue-digest`);
    expect(run.status()).toBe(200);
    const outbox = (await (await nurse.request.get(`${API}/dev/outbox.json`)).json()) as { data: { channel: string; to: string; body: string }[] };
    const digest = outbox.data.find((message) => message.channel === 'email' && message.body.includes(booking.order_id_c));
    expect(digest?.to).toBe('unity.staff@example.com');
    expect(digest?.body).toMatch(/^Subject: \d+ overdue bookings? at /);
    expect(digest?.body).toContain(`${booking.order_id_c} ${pet} (Private Cremation): VP Submitted for 3 days`);
    expect(digest?.body).toContain('/bookings?overdue=true');
  } finally {
    await moveClock(0);
  }
});

test('the certificate of cremation: its QR code opens the verification page, which says the custody record is intact', async ({ page, pageAs }) => {
  const pet = uniqueName('Sealed');
  const booking = await createBooking(page, { fields: { pet_first_name_c: pet }, submit: true });
  // The back office moves it on to the ashes home with the family: the details page offers the certificate then.
  expect(backOffice('move', booking.order_id_c, '--to', 'Completed - Returned')).toContain("to 'Completed - Returned'");

  await page.goto(`/booking/${booking.id}`);
  const link = await openDocumentTab(
    page,
    () => page.getByRole('button', { name: 'Certificate of cremation' }).click(),
    /\/files\/certificates\/[A-Za-z0-9_-]+\.pdf\?.*signature=/,
  );
  const pdf = await page.request.get(link);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const [qr] = pdfImages(await pdf.body());
  const verification = qr ? jsQR(qr.rgba, qr.width, qr.height)?.data : undefined;
  expect(verification).toMatch(/\/verify\/certificate\/[A-Za-z0-9_-]+\?h=[0-9a-f]{64}$/);

  // The family's phone, signed in to nothing, opens it.
  const phone = await pageAs(null, { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });
  await phone.goto(verification ?? '');
  await expect(phone.getByRole('heading', { name: 'Certificate verified' })).toBeVisible();
  await expect(phone.getByRole('status')).toContainText(`Intact: the custody record of ${pet}'s cremation is exactly as this certificate shows it.`);
});
