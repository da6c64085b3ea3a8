// The owner's phone check in Chromium on a 375 x 667 phone, without the stack: the first screen the
// owner's link opens cold (the light frame, no UI kit), with a wrong number's message, and too many
// tries: each says so and offers the brand's Client Care line to call (issue 15 item 5).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { OWNER_LINK_INVALID_MESSAGE, PHONE_INVALID_FOR_ENGRAVING_MESSAGE } from '@portal/contracts/domain/engraving';
import { MIN_TARGET_PX, seriousViolations, touchProblems } from '@portal/shared/testing/browser';
import { fakeApi, type FakeAnswer } from '../../testing/fakeApi';
import { LINK_KEY, resetOwnerStores } from '../../testing/ownerApp';
import { PHONE, renderFirstScreen } from '../../testing/ownerPhone';
import { VerifyScreen } from './VerifyPage';

const VERIFY = 'portal/engraving/verify/b1/q1';

/** Portal-api's refusal of a number that is a mobile number, but not the booking's owner's. */
const WRONG_NUMBER: FakeAnswer = { status: 422, body: { errors: { detail: { phone: PHONE_INVALID_FOR_ENGRAVING_MESSAGE } } } };

/**
 * The owner's link opened on the phone: portal-api knows the owner's mobile and this brand's Client
 * Care line, and answers each number tried with `answers` in turn (the last for the rest).
 */
function openLink(answers: FakeAnswer[] = [WRONG_NUMBER], hash = `#k=${LINK_KEY}`) {
  let tries = 0;
  const { api, calls } = fakeApi({
    [`GET ${VERIFY}`]: { body: { data: { has_owner_phone: true, client_care: { name: 'Lawnswood', phone: '0892401234' } } } },
    'GET portal/engraving/client-care': { body: { data: { name: 'Lawnswood', phone: '0892401234' } } },
    [`POST ${VERIFY}`]: () => answers[Math.min(tries++, answers.length - 1)] ?? WRONG_NUMBER,
  });
  renderFirstScreen(<VerifyScreen bookingId="b1" quotedProductId="q1" hash={hash} sessionEnded={false} onVerified={vi.fn()} />, { api });
  return calls;
}

const phoneField = () => page.getByRole('textbox', { name: /mobile number/i });
const verifyButton = () => page.getByRole('button', { name: 'Verify', exact: true });
/** The direct practice's brand and its Client Care line (portal-api seed), as a link to call. */
const callClientCare = () => page.getByRole('link', { name: 'Call Lawnswood Client Care on 08 9240 1234' });

beforeEach(async () => {
  resetOwnerStores();
  await page.viewport(PHONE.width, PHONE.height);
});

describe('the phone check on a 375 x 667 phone (issue 15 item 9)', () => {
  it('is thumb-sized, and so is a wrong number’s message with its Client Care call', async () => {
    openLink();
    await expect.element(phoneField()).toBeVisible();
    // The brand in the header is said to be the plaque's maker for the family's practice (issue 32 item 4).
    await expect.element(page.getByText("Lawnswood make your pet's plaque for your vet practice.", { exact: false })).toBeVisible();
    expect(touchProblems()).toEqual([]);

    await userEvent.type(phoneField(), '412000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.element(phoneField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText(PHONE_INVALID_FOR_ENGRAVING_MESSAGE)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Call Lawnswood Client Care on 08 9240 1234' })).toBeVisible();
    expect(touchProblems()).toEqual([]);
  });
});

describe('while the number is checked (issue 32 item 5)', () => {
  it("'Checking your number…' stays in full colour: busy is not unavailable", async () => {
    // Set when the page's request reaches the fake (after the button shows busy, on a busy machine later).
    let answer: ((value: FakeAnswer) => void) | undefined;
    const { api } = fakeApi({
      [`GET ${VERIFY}`]: { body: { data: { has_owner_phone: true, client_care: { name: 'Lawnswood', phone: '0892401234' } } } },
      'GET portal/engraving/client-care': { body: { data: { name: 'Lawnswood', phone: '0892401234' } } },
      [`POST ${VERIFY}`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderFirstScreen(<VerifyScreen bookingId="b1" quotedProductId="q1" hash={`#k=${LINK_KEY}`} sessionEnded={false} onVerified={vi.fn()} />, { api });
    await userEvent.type(phoneField(), '412345678');
    await verifyButton().click();
    const busy = page.getByRole('button', { name: /Checking your number/ });
    await expect.element(busy).toBeDisabled();
    expect(getComputedStyle(busy.element()).opacity).toBe('1');
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.(WRONG_NUMBER);
    await expect.element(page.getByText(PHONE_INVALID_FOR_ENGRAVING_MESSAGE)).toBeVisible();
  });
});

describe("the owner's link is the key (issue 16 item 2; portal-api's side is engraving.test.ts)", () => {
  it('the address without its key (cut short when copied) says so kindly: no phone check, nothing asked of portal-api', async () => {
    const calls = openLink([WRONG_NUMBER], '');
    await expect.element(page.getByRole('alert')).toHaveTextContent(OWNER_LINK_INVALID_MESSAGE);
    expect(page.getByRole('alert').element().textContent).toBe("This link has expired or is incomplete. Please use the latest link we sent you, or call us and we'll help.");
    expect(phoneField().elements()).toEqual([]);
    expect(verifyButton().elements()).toEqual([]);
    expect(calls('POST', VERIFY)).toEqual([]);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe("where the owner cannot go on alone, the brand's Client Care line to tap (issue 15 item 5)", () => {
  it("after a wrong number the owner can tap to call the brand's Client Care", async () => {
    openLink();
    await expect.element(page.getByTestId('owner-brand')).toHaveTextContent('Lawnswood');
    await userEvent.type(phoneField(), '0412 000 000');
    await verifyButton().click();
    await expect.element(page.getByText("That number doesn't match the mobile we have for this booking. Please check it and try again.")).toBeVisible();
    await expect.element(callClientCare()).toHaveAttribute('href', 'tel:+61892401234');
    // A thumb can hit it.
    expect(callClientCare().element().getBoundingClientRect().height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(await seriousViolations()).toEqual([]);
  });

  it('after too many tries the owner is told when to try again and can tap to call', async () => {
    // Five wrong numbers, then portal-api pauses the check for 15 minutes (its rate limit, answered as 429).
    openLink([WRONG_NUMBER, WRONG_NUMBER, WRONG_NUMBER, WRONG_NUMBER, WRONG_NUMBER, { status: 429, body: { errors: { detail: 'Too many attempts' } }, headers: { 'Retry-After': '900' } }]);
    for (let i = 0; i < 5; i++) {
      await userEvent.fill(phoneField(), `0412 000 00${i}`);
      await verifyButton().click();
      await expect.element(phoneField()).toHaveAttribute('aria-invalid', 'true');
      await expect.element(verifyButton()).toBeEnabled();
    }
    await userEvent.fill(phoneField(), '0412 345 678');
    await verifyButton().click();
    await expect.element(page.getByRole('alert').filter({ hasText: "For your security, we've paused the check after several tries." })).toBeVisible();
    await expect.element(callClientCare()).toHaveAttribute('href', 'tel:+61892401234');
    // Verify waits with the server (issue 32 item 5): the call is the one thing to do now.
    await expect.element(verifyButton()).toBeDisabled();
  });
});
