// The owner's phone (issue 15 item 8), on a 375 x 667 touch phone: the approval link goes out when the
// booking is submitted. The mobile taken as Australians write it (item 6) is the page's and the API's
// each: VerifyPage.test.tsx sends it as typed ('0412 345 678'), portal-api's engraving.test.ts takes it. Each journey makes its
// own booking through portal-api (the nurse's part), so no two share a phone check. That every page where
// the owner cannot go on alone offers the brand's Client Care line to call (item 5: a wrong number, too
// many tries, no longer available, not found) is one page's behaviour each: remote-engraving's
// VerifyPage.browser and DonePages.browser tests; portal-api's pause after five tries is engraving.test.ts's.
import { submitBooking } from '../support/bookings';
import { newPlaqueLine, OWNER_APP, PHONE_VIEWPORT, requestsFor, submitStaffArtworkFor } from '../support/engraving';
import { expect, test } from '../support/fixtures';

test.use({ as: 'directStaff', viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

/** The owner's mobile on bookings made through portal-api (REFERRAL_BOOKING). */
const OWNER_MOBILE = '+61412345678';

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
