// The family kept informed (issue 19 item 3). The referral practice (Edenhills), whose bookings no other
// spec moves: its Level 3 turns the texts on, the crematorium's back office moves a booking made through
// portal-api, and the owner opens each text's tracking link on a 375 px phone, with no session.
import type { Page } from '@playwright/test';
import { API, backOffice, createBooking, seriousViolations } from '../support/bookings';
import { OWNER_APP, PHONE_VIEWPORT, requestsFor } from '../support/engraving';
import { expect, test } from '../support/fixtures';
import { accessTokenOf } from '../support/portal';

test.use({ as: 'referralManager' });

const PHONE = { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true };
const SETTING = 'Text the family at each step';
const PRACTICE_CALL = 'Call Adelaide Hills Animal Clinic on 08 8390 1200';

async function setFamilyTexts(page: Page, enabled: boolean) {
  const response = await page.request.put(`${API}/portal/vet/family_updates`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { enabled },
  });
  expect(response.status()).toBe(200);
}

/** The family's texts for a booking (the approval requests name a booking line; these do not). */
const familyTexts = async (page: Page, bookingId: string) => (await requestsFor(page, bookingId)).filter((message) => !message.quoted_product_id);

const currentStep = (phone: Page) => phone.locator('li[aria-current="step"]');

test.afterEach(async ({ page }) => {
  // The practice's texts go back to off (their default) for every other journey.
  await setFamilyTexts(page, false);
});

test('with the setting on, three back-office moves text the family, and the tracking page shows each stage on a phone', async ({ page, pageAs }) => {
  await page.goto('/manage-practice');
  const toggle = page.getByRole('checkbox', { name: SETTING });
  await expect(toggle).not.toBeChecked();
  await page.getByText(SETTING).click();
  await expect(page.getByRole('img', { name: 'Saved' })).toBeVisible();
  await expect(toggle).toBeChecked();

  const booking = await createBooking(page, { fields: { pet_first_name_c: 'Juniper' }, submit: true });
  const phone = await pageAs(null, PHONE);
  // The tracker's step, and what the page says now by the pet's name, which the text says too (issue 32
  // item 4): the booking made here returns the ashes to the practice, so ready ashes are on their way there.
  const steps: [string, string, string][] = [
    ['Pet Collected', 'In our care', 'Juniper has been collected and is in our care.'],
    ['Awaiting Return Delivery', 'Ready to come home', "Juniper's ashes are ready and are on their way back to Adelaide Hills Animal Clinic."],
    ['Returned', 'Home with you', "Juniper's ashes have been returned to you."],
  ];
  for (const [index, [stage, step, now]] of steps.entries()) {
    backOffice('move', booking.id, '--to', stage);
    const texts = await familyTexts(page, booking.id);
    expect(texts).toHaveLength(index + 1);
    const text = texts[0]!; // newest first
    expect(text.to).toBe('+61412345678');
    // The practice speaks, greets the owner, and gives its number before the link.
    expect(text.body).toMatch(/^Adelaide Hills Animal Clinic: Hello \w+, /);
    expect(text.body).toContain(now);
    expect(text.body).toContain('Questions? Call us on 08 8390 1200.');
    expect(text.link).toMatch(new RegExp(`^${OWNER_APP}/track#k=[A-Za-z0-9_-]{40,}$`));

    await phone.goto(text.link);
    await expect(phone.getByRole('heading', { level: 1, name: 'Juniper’s journey' })).toBeVisible();
    await expect(currentStep(phone)).toHaveText(new RegExp(`^✓${step}`));
    await expect(phone.getByTestId('tracking-now')).toContainText(now);
    // Each step reached has its day.
    await expect(currentStep(phone).getByTestId('tracker-date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(phone.getByRole('listitem')).toHaveCount(4);
  }
  // Only the stage and the practice: its phone is a thumb-sized call; no price, no booking number.
  const call = phone.getByRole('link', { name: PRACTICE_CALL });
  await expect(call).toHaveAttribute('href', 'tel:+61883901200');
  expect((await call.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  const shown = await phone.locator('body').innerText();
  expect(shown).not.toMatch(/\$|price|order|booking/i);
  expect(shown).not.toContain(booking.order_id_c);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(phone)).toEqual([]);
});

test('a link the practice closed from the details page shows nothing', async ({ page, pageAs }) => {
  await setFamilyTexts(page, true);
  const booking = await createBooking(page, { fields: { pet_first_name_c: 'Clover' }, submit: true });
  backOffice('move', booking.id, '--to', 'Pet Collected');
  const [text] = await familyTexts(page, booking.id);
  if (!text) throw new Error('No text to the family');

  await page.goto(`/booking/${booking.id}`);
  const section = page.getByRole('region', { name: 'Texts to the family' });
  await expect(section).toContainText('Pet collected: texted');
  await section.getByRole('button', { name: 'Close the tracking link' }).click();
  const question = page.getByRole('alertdialog', { name: 'Close the family’s tracking link?' });
  await expect(question).toContainText('will stop working at once');
  await question.getByRole('button', { name: 'Close the tracking link' }).click();
  await expect(question).toBeHidden();
  await expect(section.getByTestId('tracking-link-status')).toHaveText('The tracking link is closed. The owner gets no more texts about this booking.');

  const phone = await pageAs(null, PHONE);
  await phone.goto(text.link);
  await expect(phone.getByRole('heading', { level: 1, name: 'This link is no longer open' })).toBeVisible();
  await expect(phone.getByRole('listitem')).toHaveCount(0);
  await expect(phone.getByText(/Adelaide Hills|Clover/)).toHaveCount(0);
});
