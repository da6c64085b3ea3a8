// The family's confirmation page (issue 36) in Chromium, as a 375 x 667 touch phone opens the link cold:
// what was booked, the two answers, progress while sending, the answer kept on reload, and every failure,
// thumb-sized and without serious accessibility problems.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from '@testing-library/react';
import { deferred, fakeApi, type FakeReply } from '@portal/shared/testing';
import { seriousViolations, touchProblems } from '@portal/shared/testing/browser';
import type { ConfirmationPageDto } from '@portal/contracts/wire/family-confirmation';
import { PHONE, renderFamilyScreen } from '../../testing/ownerPhone';
import {
  CONCERN_LABEL,
  CONFIRM_CLOSED_TITLE,
  CONFIRM_CUT_SHORT_TITLE,
  CONFIRM_LABEL,
  CONFIRM_UNREACHABLE,
  ConfirmationScreen,
  NAME_REQUIRED,
  PHONE_TITLE,
  WORDS_REQUIRED,
} from './ConfirmationScreen';

/** A whole key, as portal-api makes them (43 characters). */
const KEY = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const CONSENT =
  'I confirm that what is shown here is what I have asked Perth Paws Veterinary Hospital to arrange for Bonnie, and I understand that a cremation cannot be undone.';
const COMMUNAL = 'Bonnie will be cremated together with other pets. No ashes are returned.';
const PHONE_TYPED = '0412 345 678';

function confirmation(more: Partial<ConfirmationPageDto> = {}): ConfirmationPageDto {
  return {
    pet_name: 'Bonnie',
    service: { name: 'Communal Cremation', says: COMMUNAL },
    products: [
      {
        name: 'Paw Print Keepsake',
        quantity: 1,
        options: ['Silver'],
        engraving: { version: 2, lines: ['Bonnie', 'Forever in our hearts'], icon: 'Heart', photo: false, summary: '', approved: true, artwork_url: null },
      },
    ],
    amount: 145,
    amount_note: null,
    practice: { name: 'Perth Paws Veterinary Hospital', phone: '0892271100' },
    consent_wording: CONSENT,
    state: 'awaiting',
    answer: null,
    can_answer: true,
    expires_at: '2026-12-12T02:00:00.000Z',
    ...more,
  };
}

function setup(answers: Record<string, FakeReply>, hash = `#k=${KEY}`) {
  const fake = fakeApi(answers);
  renderFamilyScreen(<ConfirmationScreen hash={hash} />, { api: fake.api });
  return fake;
}

/** The mobile the text went to, typed on the first page. */
async function typePhone(phone = PHONE_TYPED) {
  await expect.element(page.getByRole('heading', { level: 1, name: PHONE_TITLE })).toBeVisible();
  await userEvent.type(page.getByRole('textbox', { name: 'Mobile number' }), phone);
  await page.getByRole('button', { name: 'Open the booking' }).click();
}

const heading = () => page.getByRole('heading', { level: 1 });

beforeEach(async () => {
  sessionStorage.clear();
  await page.viewport(PHONE.width, PHONE.height);
});

afterEach(async () => {
  await page.viewport(1280, 900);
  document.title = '';
});

describe('the family’s confirmation page on a 375 px phone (issue 36)', () => {
  it('asks for the mobile first, then shows the pet, the service in plain words, the keepsake and its engraving as made, the amount and the practice to call', async () => {
    const { calls } = setup({ 'POST portal/confirmation': { body: { data: confirmation() } } });
    await expect.element(heading()).toHaveTextContent(PHONE_TITLE);
    await expect.element(page.getByText(/Bonnie/)).not.toBeInTheDocument();
    expect(touchProblems()).toEqual([]);
    expect(await seriousViolations()).toEqual([]);
    await typePhone();
    await expect.element(heading()).toHaveTextContent('Please check Bonnie’s booking');
    await expect.element(heading()).toHaveFocus();
    expect(document.title).toBe('Please check Bonnie’s booking');
    expect(calls('POST', 'portal/confirmation').map((call) => call.body)).toEqual([{ key: KEY, phone: PHONE_TYPED }]);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Communal Cremation' })).toBeVisible();
    await expect.element(page.getByTestId('confirm-service')).toHaveTextContent(COMMUNAL);
    await expect.element(page.getByTestId('confirm-products')).toHaveTextContent('Paw Print KeepsakeSilverEngraved with: BonnieForever in our heartsIcon: Heart');
    await expect.element(page.getByTestId('confirm-amount')).toHaveTextContent('$145.00 including GST.');
    const call = page.getByRole('link', { name: 'Call Perth Paws Veterinary Hospital on 08 9227 1100' });
    await expect.element(call).toHaveAttribute('href', 'tel:+61892271100');
    // The name wraps as a sentence and the number ends it, on the last line (not a column of its own beside the name).
    const link = call.element();
    const number = link.querySelector('.lt-nowrap')?.getBoundingClientRect();
    const style = getComputedStyle(link);
    const contentBottom = link.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
    expect(Math.abs(contentBottom - (number?.bottom ?? 0))).toBeLessThan(4);
    await expect.element(page.getByRole('button', { name: CONFIRM_LABEL, exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: CONCERN_LABEL })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(touchProblems()).toEqual([]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('a wrong number is said at the field, and nothing of the booking shows', async () => {
    const wrong = "That number doesn't match the mobile we have for this booking. Please check it and try again.";
    setup({ 'POST portal/confirmation': { status: 422, body: { errors: { detail: { phone: wrong } } } } });
    await typePhone('0499 999 999');
    await expect.element(page.getByText(wrong)).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByTestId('confirm-service')).not.toBeInTheDocument();
  });

  it('says who tells the family the amount when the practice does not charge at the portal’s price, and shows no products section without products', async () => {
    setup({ 'POST portal/confirmation': { body: { data: confirmation({ amount: null, amount_note: 'Your vet practice will tell you the cost.', products: [] }) } } });
    await typePhone();
    await expect.element(page.getByTestId('confirm-amount')).toHaveTextContent('Your vet practice will tell you the cost.');
    await expect.element(page.getByTestId('confirm-products')).not.toBeInTheDocument();
  });

  it('Confirm asks for the typed name under the consent wording, shows progress while sending, then thanks the family', async () => {
    const sent = deferred<void>();
    const { calls } = setup({
      'POST portal/confirmation': { body: { data: confirmation() } },
      'POST portal/confirmation/answer': async (call) => {
        await sent.promise;
        const { name } = call.body as { name: string };
        return { body: { data: confirmation({ state: 'confirmed', answer: { answer: 'confirm', name, words: null, at: '2026-11-28T02:00:00.000Z' } }) } };
      },
    });
    await typePhone();
    await page.getByRole('button', { name: CONFIRM_LABEL, exact: true }).click();
    // The wording shown is the wording recorded (the server's).
    await expect.element(page.getByTestId('consent-text')).toHaveTextContent(CONSENT);
    const name = page.getByRole('textbox', { name: 'Your full name' });
    await expect.element(name).toHaveFocus();
    // Nothing typed: said at the field, nothing sent.
    await page.getByRole('button', { name: 'Confirm the booking' }).click();
    await expect.element(page.getByText(NAME_REQUIRED)).toBeVisible();
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', 'portal/confirmation/answer')).toEqual([]);
    expect(touchProblems()).toEqual([]);
    expect(await seriousViolations()).toEqual([]);

    await userEvent.type(name, '  Sarah Nguyen ');
    await page.getByRole('button', { name: 'Confirm the booking' }).click();
    const sending = page.getByRole('button', { name: 'Sending…' });
    await expect.element(sending).toBeDisabled();
    await expect.element(sending).toHaveAttribute('aria-busy', 'true');
    sent.resolve();
    await expect.element(heading()).toHaveTextContent('Thank you for confirming');
    expect(calls('POST', 'portal/confirmation/answer').map((call) => call.body)).toEqual([{ key: KEY, phone: PHONE_TYPED, answer: 'confirm', name: 'Sarah Nguyen' }]);
    await expect.element(page.getByTestId('confirm-answer')).toMatchTextContent(/You confirmed this booking on 28 November 2026 as Sarah Nguyen\./);
    await expect.element(page.getByTestId('confirm-answer')).toMatchTextContent(/You do not need to do anything else/);
    // What was confirmed stays in view.
    await expect.element(page.getByTestId('confirm-service')).toHaveTextContent(COMMUNAL);
    expect(await seriousViolations()).toEqual([]);
  });

  it('"Something’s not right" takes the family’s words, and the page says nothing goes ahead until it is put right', async () => {
    const words = 'We asked for Bonnie’s ashes to come home.\nPlease call me.';
    const { calls } = setup({
      'POST portal/confirmation': { body: { data: confirmation() } },
      'POST portal/confirmation/answer': (call) => ({
        body: {
          data: confirmation({ state: 'concern', answer: { answer: 'concern', name: null, words: (call.body as { words: string }).words, at: '2026-11-28T02:00:00.000Z' } }),
        },
      }),
    });
    await typePhone();
    await page.getByRole('button', { name: CONCERN_LABEL }).click();
    const box = page.getByRole('textbox', { name: 'What is not right?' });
    await expect.element(box).toHaveFocus();
    await page.getByRole('button', { name: 'Send to Perth Paws Veterinary Hospital' }).click();
    await expect.element(page.getByText(WORDS_REQUIRED)).toBeVisible();
    expect(calls('POST', 'portal/confirmation/answer')).toEqual([]);
    expect(touchProblems()).toEqual([]);
    expect(await seriousViolations()).toEqual([]);

    await userEvent.type(box, 'We asked for Bonnie’s ashes to come home.{Enter}Please call me.');
    await page.getByRole('button', { name: 'Send to Perth Paws Veterinary Hospital' }).click();
    await expect.element(heading()).toHaveTextContent('Thank you for telling us');
    expect(calls('POST', 'portal/confirmation/answer').map((call) => call.body)).toEqual([{ key: KEY, phone: PHONE_TYPED, answer: 'concern', words }]);
    await expect.element(page.getByTestId('confirm-answer')).toMatchTextContent(/Nothing will go ahead for Bonnie until this is put right/);
    await expect.element(page.getByTestId('confirm-answer')).toMatchTextContent(/We asked for Bonnie’s ashes to come home\.\s*Please call me\./);
    // Until the cremation begins the family may still confirm here.
    await expect.element(page.getByRole('heading', { name: 'Has something changed?' })).toBeVisible();
  });

  it('Back returns to the two choices, keeping what was typed', async () => {
    setup({ 'POST portal/confirmation': { body: { data: confirmation() } } });
    await typePhone();
    await page.getByRole('button', { name: CONFIRM_LABEL, exact: true }).click();
    await userEvent.type(page.getByRole('textbox', { name: 'Your full name' }), 'Sarah');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: CONFIRM_LABEL, exact: true }).click();
    await expect.element(page.getByRole('textbox', { name: 'Your full name' })).toHaveValue('Sarah');
  });

  it('opened again in the same tab, shows the answer given without asking for the number again', async () => {
    const confirmed = confirmation({ state: 'confirmed', answer: { answer: 'confirm', name: 'Sarah Nguyen', words: null, at: '2026-11-27T02:00:00.000Z' } });
    const first = setup({ 'POST portal/confirmation': { body: { data: confirmed } } });
    await typePhone();
    await expect.element(heading()).toHaveTextContent('Thank you for confirming');
    cleanup();
    const { calls } = setup({ 'POST portal/confirmation': { body: { data: confirmed } } });
    await expect.element(heading()).toHaveTextContent('Thank you for confirming');
    await expect.element(page.getByTestId('confirm-answer')).toMatchTextContent(/as Sarah Nguyen/);
    expect(calls('POST', 'portal/confirmation').map((call) => call.body)).toEqual([{ key: KEY, phone: PHONE_TYPED }]);
    expect(first.calls('POST', 'portal/confirmation')).toHaveLength(1);
    expect(touchProblems()).toEqual([]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('once the cremation has begun, shows the booking without the choices and says why', async () => {
    setup({ 'POST portal/confirmation': { body: { data: confirmation({ can_answer: false }) } } });
    await typePhone();
    await expect.element(page.getByTestId('confirm-service')).toBeVisible();
    await expect.element(page.getByRole('button', { name: CONFIRM_LABEL, exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByText(/the cremation has started or the booking was cancelled/)).toBeVisible();
  });

  it.each([404, 410])('an expired or revoked link (%i) shows nothing of the booking', async (status) => {
    setup({ 'POST portal/confirmation': { status, body: { errors: { detail: 'Not found' } } } });
    await typePhone();
    await expect.element(heading()).toHaveTextContent(CONFIRM_CLOSED_TITLE);
    await expect.element(heading()).toHaveFocus();
    await expect.element(page.getByText(/Bonnie|Perth Paws/)).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a link without its key asks for nothing and says how to open it in full', async () => {
    const { calls } = setup({}, '');
    await expect.element(heading()).toHaveTextContent(CONFIRM_CUT_SHORT_TITLE);
    expect(calls('POST', 'portal/confirmation')).toEqual([]);
  });

  it('a page that could not be loaded offers Try again, then shows the booking', async () => {
    let fail = true;
    setup({
      'POST portal/confirmation': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { body: { data: confirmation() } };
      },
    });
    await typePhone();
    await expect.element(page.getByRole('alert')).toMatchTextContent(/Your phone couldn’t reach us/);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(heading()).toHaveTextContent('Please check Bonnie’s booking');
  });

  it('an answer that could not be sent keeps what was typed and says so; a link closed meanwhile says it is no longer open', async () => {
    let reply: 'offline' | 'closed' = 'offline';
    setup({
      'POST portal/confirmation': { body: { data: confirmation() } },
      'POST portal/confirmation/answer': () => {
        if (reply === 'offline') throw new TypeError('Failed to fetch');
        return { status: 404, body: { errors: { detail: 'Not found' } } };
      },
    });
    await typePhone();
    await page.getByRole('button', { name: CONCERN_LABEL }).click();
    const box = page.getByRole('textbox', { name: 'What is not right?' });
    await userEvent.type(box, 'Wrong urn');
    await page.getByRole('button', { name: 'Send to Perth Paws Veterinary Hospital' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(CONFIRM_UNREACHABLE);
    await expect.element(box).toHaveValue('Wrong urn');
    reply = 'closed';
    await page.getByRole('button', { name: 'Send to Perth Paws Veterinary Hospital' }).click();
    await expect.element(heading()).toHaveTextContent(CONFIRM_CLOSED_TITLE);
  });
});

describe('a new request’s link opened in the same tab', () => {
  it('starts afresh for the new link: the number is asked for again, and the booking shown is the new one', async () => {
    const NEW_KEY = 'Zbcdefghijklmnopqrstuvwxyz0123456789_-ZZZZZ';
    const { api, calls } = fakeApi({
      'POST portal/confirmation': (call) => ({
        body: { data: (call.body as { key: string }).key === KEY ? confirmation({ state: 'concern', answer: { answer: 'concern', name: null, words: 'Wrong', at: '2026-11-28T02:00:00.000Z' } }) : confirmation() },
      }),
    });
    const { rerender } = renderFamilyScreen(<ConfirmationScreen hash={`#k=${KEY}`} />, { api });
    await typePhone();
    await expect.element(heading()).toHaveTextContent('Thank you for telling us');
    rerender(<ConfirmationScreen hash={`#k=${NEW_KEY}`} />);
    await typePhone();
    await expect.element(heading()).toHaveTextContent('Please check Bonnie’s booking');
    expect(calls('POST', 'portal/confirmation').map((call) => (call.body as { key: string }).key)).toEqual([KEY, NEW_KEY]);
  });
});
