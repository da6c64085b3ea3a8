// The owner's phone (issue 15 items 6 and 8), on a 375 x 667 touch phone: the approval link goes out
// when the booking is submitted, and the mobile is taken as Australians write it. Each journey makes its
// own booking through portal-api (the nurse's part), so no two share a phone check. That every page where
// the owner cannot go on alone offers the brand's Client Care line to call (item 5: a wrong number, too
// many tries, no longer available, not found) is one page's behaviour each: remote-engraving's
// VerifyPage.browser and DonePages.browser tests; portal-api's pause after five tries is engraving.spec's.
import type { Page } from '@playwright/test';
import { submitBooking } from '../support/bookings';
import { newPlaqueLine, OWNER_APP, PHONE_VIEWPORT, requestsFor, submitStaffArtworkFor, type OutboxMessage } from '../support/engraving';
import { expect, test } from '../support/fixtures';

test.use({ as: 'directStaff', viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

/** The owner's mobile on bookings made through portal-api (REFERRAL_BOOKING), and how they write it. */
const OWNER_MOBILE = '+61412345678';
const AS_WRITTEN = '0412 345 678';

const ownerPhone = (page: Page) => page.getByRole('textbox', { name: /Mobile number/ });
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify', exact: true });

/** A new booking with a plaque whose artwork the nurse prepared, submitted: the owner's link. */
async function ownerLink(page: Page, petName: string): Promise<OutboxMessage> {
  const { bookingId, lineId } = await newPlaqueLine(page, petName);
  await submitStaffArtworkFor(page, bookingId, lineId);
  await submitBooking(page, bookingId);
  const [request] = await requestsFor(page, bookingId);
  if (!request) throw new Error(`No approval request for booking ${bookingId}`);
  return request;
}

test('the approval link goes out when the booking is submitted, not when the nurse finishes the artwork (item 8)', async ({ page }) => {
  const { bookingId, lineId } = await newPlaqueLine(page, 'Pepper');
  const prepared = await submitStaffArtworkFor(page, bookingId, lineId);
  // Finished while the booking is still unsubmitted (it may yet be abandoned): nothing sent, and staff are told when it will be.
  expect(await requestsFor(page, bookingId)).toEqual([]);
  expect(prepared.owner_request).toEqual({ when: 'on_submit', sent: false, to: OWNER_MOBILE });

  await submitBooking(page, bookingId);
  const sent = await requestsFor(page, bookingId);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ to: OWNER_MOBILE, quoted_product_id: lineId });
  // The link is the key (issue 16 item 2): the verify page with a secret in its fragment.
  expect(sent[0]?.link).toMatch(new RegExp(`^${OWNER_APP}/engraving/verify/${bookingId}/${lineId}#k=[A-Za-z0-9_-]{20,}$`));

  // The link opens the phone check on the owner's phone.
  await page.goto(sent[0]?.link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible();
});

test('the owner types their mobile the way Australians write it, with the leading 0 and spaces, and sees the artwork (item 6)', async ({ page }) => {
  const request = await ownerLink(page, 'Milo');
  await page.goto(request.link);
  await ownerPhone(page).fill(AS_WRITTEN);
  await expect(ownerPhone(page)).toHaveValue(AS_WRITTEN);
  await verifyButton(page).tap();
  await expect(page).toHaveURL(/\/engraving\/check-existing\?staff=0&/);
  await expect(page.getByRole('heading', { level: 1, name: 'Current artwork' })).toBeVisible();
});

