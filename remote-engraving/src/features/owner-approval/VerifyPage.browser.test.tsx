// The owner's phone check in Chromium on a 375 x 667 phone, without the stack: the first screen the
// owner's link opens cold (the light frame, no UI kit), with a wrong number's message.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PHONE_INVALID_FOR_ENGRAVING_MESSAGE } from '@portal/shared/domain/engraving';
import { touchProblems } from '@portal/shared/testing/browser';
import { fakeApi } from '../../testing/fakeApi';
import { LINK_KEY, resetOwnerStores } from '../../testing/ownerApp';
import { PHONE, renderFirstScreen } from '../../testing/ownerPhone';
import { VerifyScreen } from './VerifyPage';

const VERIFY = 'portal/engraving/verify/b1/q1';

/** The owner's link opened on the phone: portal-api knows the owner's mobile and this brand's Client Care line. */
function openLink() {
  const { api } = fakeApi({
    [`GET ${VERIFY}`]: { body: { data: { has_owner_phone: true, client_care: { name: 'Lawnswood', phone: '0892401234' } } } },
    // The number typed is a mobile number, but not the booking's owner's (portal-api's refusal).
    'GET portal/engraving/client-care': { body: { data: { name: 'Lawnswood', phone: '0892401234' } } },
    [`POST ${VERIFY}`]: { status: 422, body: { errors: { detail: { phone: PHONE_INVALID_FOR_ENGRAVING_MESSAGE } } } },
  });
  renderFirstScreen(<VerifyScreen bookingId="b1" quotedProductId="q1" hash={`#k=${LINK_KEY}`} sessionEnded={false} onVerified={vi.fn()} />, { api });
}

const phoneField = () => page.getByRole('textbox', { name: /mobile number/i });

beforeEach(async () => {
  resetOwnerStores();
  await page.viewport(PHONE.width, PHONE.height);
});

describe('the phone check on a 375 x 667 phone (issue 15 item 9)', () => {
  it('is thumb-sized, and so is a wrong number’s message with its Client Care call', async () => {
    openLink();
    await expect.element(phoneField()).toBeVisible();
    expect(touchProblems()).toEqual([]);

    await userEvent.type(phoneField(), '412000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.element(phoneField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText(PHONE_INVALID_FOR_ENGRAVING_MESSAGE)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Call Lawnswood Client Care on 08 9240 1234' })).toBeVisible();
    expect(touchProblems()).toEqual([]);
  });
});
