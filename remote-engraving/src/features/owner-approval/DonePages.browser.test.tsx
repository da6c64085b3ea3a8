// The owner app's last pages in Chromium, without the stack: thumb-sized on a 375 x 667 phone in the
// owner app's shell (no longer available, not found, approved); and staff's no-longer-available page,
// in the portal at 1280, leading back to the booking.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { APPROVE_ARTWORK_LABEL, ARTWORK_APPROVED_TITLE } from '@portal/contracts/domain/engraving';
import { APPROVE_CONFIRM_LABEL } from './CheckExistingPage';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { renderWithProviders } from '@portal/shared/testing';
import { seriousViolations, StaffMain, touchProblems, type FileStore } from '@portal/shared/testing/browser';
import { setConfig } from '@portal/shared/config';
import { EngravingPages } from '../../app/routes';
import { fakeApi } from '../../testing/fakeApi';
import { QUERY, fakeIdentity, resetOwnerStores, signedInOwner, signedInStaff, testConfig } from '../../testing/ownerApp';
import { ownerRequestLookup, PHONE, renderOwnerShell, serveArtwork } from '../../testing/ownerPhone';
import { PHOTO_PLAQUE_URN } from '../../testing/plaqueConfig';
import { BACK_TO_BOOKING_LABEL } from './OwnerPage';
import { NO_LONGER_AVAILABLE_TITLE } from './DonePages';

const LOOKUP = 'GET portal/engraving/booking/b1/q1';
const CLIENT_CARE = { 'GET portal/engraving/client-care': { body: { data: { name: 'Lawnswood', phone: '0892401234' } } } };
let files: FileStore | null = null;

const heading = () => page.getByRole('heading', { level: 1 });

beforeEach(resetOwnerStores);

afterEach(async () => {
  await files?.stop();
  files = null;
});

describe('the owner app on a 375 x 667 phone (issue 15 item 9)', () => {
  beforeEach(async () => {
    await page.viewport(PHONE.width, PHONE.height);
  });

  it.each([
    ['no longer available', '/engraving/404', NO_LONGER_AVAILABLE_TITLE],
    ['not found', '/engraving/no-such-page', 'Page not found'],
  ])("%s is thumb-sized, offers the brand's Client Care call and no 'Back to dashboard' (issue 15 items 5, 7)", async (_page, route, title) => {
    renderOwnerShell(route, { api: fakeApi(CLIENT_CARE).api });
    await expect.element(heading()).toHaveTextContent(title);
    const call = page.getByRole('link', { name: 'Call Lawnswood Client Care on 08 9240 1234' });
    await expect.element(call).toBeVisible();
    await expect.element(call).toHaveAttribute('href', 'tel:+61892401234');
    await expect.element(page.getByRole('link', { name: 'Back to dashboard' })).not.toBeInTheDocument();
    expect(touchProblems()).toEqual([]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('the approved page (after "I approve this artwork") is thumb-sized', async () => {
    signedInOwner();
    files = await serveArtwork(PHOTO_PLAQUE_URN);
    const { api } = fakeApi({
      ...CLIENT_CARE,
      [LOOKUP]: { body: { data: ownerRequestLookup('Clover') } },
      'POST portal/engraving/b1/q1/approve': { body: { data: { id: 'v1', version: 1, approved: 1 } } },
    });
    renderOwnerShell(`/engraving/check-existing?${QUERY}`, { api });
    await page.getByRole('button', { name: APPROVE_ARTWORK_LABEL }).click();
    // Its confirmation is thumb-sized too.
    expect(touchProblems()).toEqual([]);
    await page.getByRole('button', { name: APPROVE_CONFIRM_LABEL }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: ARTWORK_APPROVED_TITLE })).toBeVisible();
    expect(touchProblems()).toEqual([]);
  });
});

/** The portal's booking details page at /booking/:id (remote-bookings'), standing in: where the link leads. */
function BookingDetails() {
  return <h1>Booking at {useLocation().pathname}</h1>;
}

describe('staff at 1280', () => {
  it("the staff no-longer-available page leads back to the booking's details", async () => {
    await page.viewport(1280, 800);
    signedInStaff();
    setConfig(testConfig);
    // A plaque with no artwork yet, on a booking moved on to Awaiting Processing: no longer editable.
    const { api } = fakeApi({ [LOOKUP]: { body: { data: { ...ownerRequestLookup('Toby'), current: null, versions: [], editable: false } } } });
    renderWithProviders(
      <StaffMain>
        <Routes>
          <Route path="/booking/:bookingId" element={<BookingDetails />} />
          <Route path="/*" element={<EngravingPages />} />
        </Routes>
      </StaffMain>,
      { api, identity: fakeIdentity(), route: '/engraving/check-existing?staff=1&bookingId=b1&quotedProductId=q1' },
    );
    await expect.element(page.getByRole('heading', { name: NO_LONGER_AVAILABLE_TITLE })).toBeVisible();
    await page.getByRole('link', { name: BACK_TO_BOOKING_LABEL }).click();
    await expect.element(heading()).toHaveTextContent('Booking at /booking/b1');
  });
});
