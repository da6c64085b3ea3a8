import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GUEST_LOGIN_FAILED_MESSAGE,
  NO_OWNER_PHONE_MESSAGE,
  OWNER_LINK_INVALID_MESSAGE,
  PHONE_INVALID_FOR_ENGRAVING_MESSAGE,
  tooManyTriesMessage,
  VERIFY_PHONE_FORMAT_MESSAGE,
} from '@portal/contracts/domain/engraving';
import { CLIENT_CARE_UNKNOWN } from '@portal/shared/ui';
import { CLIENT_GRANT_KEY, CLIENT_TOKEN_KEY, sessionStore } from '@portal/shared/session';
import { fakeApi, type FakeAnswer } from '../../testing/fakeApi';
import { LINK_KEY, QUERY, fakeIdentity, locationOf, lookupOf, renderOwnerApp, resetOwnerState } from '../../testing/ownerApp';
import { OWNER_NOT_FOUND_MESSAGE, OWNER_OUR_FAILURE_MESSAGE, ownerOfflineMessage } from './failures';

const VERIFY = 'portal/engraving/verify/b1/q1';

const CLIENT_CARE = { name: 'Edenhills', phone: '0883711234' };

/** The link the approval request sent: the verify page with the key in its fragment. */
const LINK = `/engraving/verify/b1/q1#k=${LINK_KEY}`;
const BAD_LINK_ANSWER: FakeAnswer = { status: 404, body: { errors: { detail: OWNER_LINK_INVALID_MESSAGE } } };

function setup({
  status = { body: { data: { has_owner_phone: true, client_care: CLIENT_CARE } } },
  verify = { body: { data: { grant: 'grant-1', expires_at: '2026-03-01T11:00:00Z' } } },
  identity = fakeIdentity(),
  route = LINK,
}: { status?: FakeAnswer; verify?: FakeAnswer | (() => FakeAnswer); identity?: ReturnType<typeof fakeIdentity>; route?: string } = {}) {
  const { api, sent, log } = fakeApi({
    [`GET ${VERIFY}`]: status,
    [`POST ${VERIFY}`]: verify,
    'GET portal/engraving/booking/b1/q1': { body: { data: lookupOf() } },
  });
  const view = renderOwnerApp(route, { api, identity });
  return { ...view, sent, log, identity };
}

const phoneField = () => screen.findByRole('textbox', { name: /Mobile number/ });
const user = () => userEvent.setup();

beforeEach(resetOwnerState);

describe('/engraving/verify (spec 001 s2.14, s5, s8)', () => {
  it('signs the guest account in, then asks for the mobile number, with the page title and focus on the heading', async () => {
    const { identity, log } = setup();
    const field = await phoneField();
    // Not remembered: the guest never becomes the page's signed-in user (a staff session in the same
    // browser stays), and nothing is signed out.
    expect(identity.signIn).toHaveBeenCalledWith('guest@example.com', 'Guest#2026', { remember: false });
    expect(identity.signOut).not.toHaveBeenCalled();
    expect(log).toEqual([`GET ${VERIFY}`]);
    expect(field).toHaveAttribute('inputmode', 'tel');
    expect(field).toHaveAttribute('type', 'tel');
    expect(screen.getByText(/the way you would dial it, for example 0412 345 678/)).toBeInTheDocument();
    // The booking's brand is remembered, for the pages after this one to offer its Client Care line.
    expect(JSON.parse(sessionStorage.getItem('portal.owner.clientCare') ?? 'null')).toEqual(CLIENT_CARE);
    expect(document.title).toBe('Engraving Approval');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toHaveFocus();
    // The guest token is held; no grant yet.
    expect(sessionStore.getState()).toMatchObject({ clientToken: 'guest-token', clientGrant: null });
  });

  it('keeps what is typed and checks it is a mobile number before asking the server', async () => {
    const { log } = setup();
    const u = user();
    await u.type(await phoneField(), '0412 345');
    expect(await phoneField()).toHaveValue('0412 345');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(VERIFY_PHONE_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(await phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(await phoneField()).toHaveFocus();
    expect(log).not.toContain(`POST ${VERIFY}`);
  });

  it('sends the number as the owner wrote it, with the leading 0 and spaces (the server compares the 9 digits)', async () => {
    const { sent } = setup();
    const u = user();
    await u.type(await phoneField(), '0412 345 678');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ phone: '0412 345 678' }));
    expect(screen.queryByText(VERIFY_PHONE_FORMAT_MESSAGE)).toBeNull();
  });

  it("a wrong number: the server's message on the field, the typed number kept, and Client Care offered", async () => {
    const { sent } = setup({ verify: { status: 422, body: { errors: { detail: { phone: PHONE_INVALID_FOR_ENGRAVING_MESSAGE } } } } });
    const u = user();
    await u.type(await phoneField(), '412000000');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(PHONE_INVALID_FOR_ENGRAVING_MESSAGE)).toBeInTheDocument();
    expect(await phoneField()).toHaveValue('412000000');
    expect(await phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ phone: '412000000' });
    expect(sessionStore.getState().clientGrant).toBeNull();
    // No provider in this test (the owner app's shell gives the line): the sentence stands in.
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
  });

  it.each([
    ['840', 14],
    ['61', 2],
    ['30', 1],
  ])('too many tries (429, Retry-After %s s): wait %i minute(s), announced', async (retryAfter, minutes) => {
    setup({ verify: { status: 429, body: { errors: { detail: 'Too many attempts' } }, headers: { 'Retry-After': retryAfter } } });
    const u = user();
    await u.type(await phoneField(), '412000006');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(tooManyTriesMessage(minutes));
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
    expect(await phoneField()).toHaveValue('412000006');
    // Verify waits with the server (issue 32 item 5).
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('Verify opens again when the pause ends, the number kept (issue 32 item 5)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      setup({ verify: { status: 429, body: { errors: { detail: 'Too many attempts' } }, headers: { 'Retry-After': '30' } } });
      const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await u.type(await phoneField(), '412000006');
      await u.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findByRole('alert');
      expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
      expect(screen.queryByRole('alert')).toBeNull();
      expect(await phoneField()).toHaveValue('412000006');
    } finally {
      vi.useRealTimers();
    }
  });

  it("offline at Verify: says it is the connection, not the number, keeps the number, and offers Client Care (issue 32 item 2)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({
      verify: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const u = user();
    await u.type(await phoneField(), '0412 345 678');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ownerOfflineMessage('Verify'))).toBeInTheDocument();
    expect(await phoneField()).toHaveValue('0412 345 678');
    expect(await phoneField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    vi.restoreAllMocks();
  });

  it('a failure on our side says so, not that the number is wrong', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ verify: { status: 500, body: {} } });
    const u = user();
    await u.type(await phoneField(), '412345678');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(OWNER_OUR_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/verify the information/)).toBeNull();
    expect(await phoneField()).toHaveValue('412345678');
    vi.restoreAllMocks();
  });

  it('a booking with no owner number says so and cannot be submitted', async () => {
    setup({ status: { body: { data: { has_owner_phone: false, client_care: CLIENT_CARE } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_OWNER_PHONE_MESSAGE);
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it.each(['No data to show!', 'No product engraved!'])("404 ('%s'): said to the owner in their words, Client Care offered, and no form", async (detail) => {
    setup({ status: { status: 404, body: { errors: { detail } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_NOT_FOUND_MESSAGE);
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
  });

  it('a failed guest login: said kindly, and Try again signs in again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const identity = fakeIdentity({ failWith: Object.assign(new Error('Incorrect username or password.'), { code: 'NotAuthorizedException' }) });
    const { log } = setup({ identity });
    expect(await screen.findByRole('alert')).toHaveTextContent(GUEST_LOGIN_FAILED_MESSAGE);
    expect(log).toEqual([]);
    identity.signIn.mockResolvedValueOnce({ kind: 'signed-in', accessToken: 'guest-token' });
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await phoneField()).toBeInTheDocument();
    expect(identity.signIn).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('the right number keeps the guest token and the grant for the tab and opens check-existing (staff=0)', async () => {
    const view = setup();
    const u = user();
    await u.type(await phoneField(), '412345678');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(locationOf(view)).toBe(`/engraving/check-existing?${QUERY}`));
    expect(sessionStore.getState()).toMatchObject({ clientToken: 'guest-token', clientGrant: 'grant-1' });
    expect(sessionStorage.getItem(CLIENT_TOKEN_KEY)).toBe('guest-token');
    expect(sessionStorage.getItem(CLIENT_GRANT_KEY)).toBe('grant-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Current artwork' })).toBeInTheDocument();
  });

  it("with this line's own fresh grant (the link opened again in the same tab), opens the artwork without asking the number again; drops another line's", async () => {
    const grantFor = (b: string, q: string) => `e30.${btoa(JSON.stringify({ b, q, exp: Math.floor(Date.now() / 1000) + 3600 }))}.sig`;
    const mine = grantFor('b1', 'q1');
    sessionStore.getState().setClientToken('guest-token', mine);
    const view = setup();
    await waitFor(() => expect(locationOf(view)).toBe(`/engraving/check-existing?${QUERY}`));
    expect(sessionStore.getState().clientGrant).toBe(mine);
    expect(view.log).not.toContain(`POST ${VERIFY}`);
    view.unmount();

    sessionStore.getState().setClientToken('guest-token', grantFor('b2', 'q9'));
    setup();
    await phoneField();
    expect(sessionStore.getState().clientGrant).toBeNull();
  });

  it('shows progress while the number is checked', async () => {
    // Set when the page's request reaches the fake, which may be after the page shows it is busy.
    let answer: ((value: FakeAnswer) => void) | undefined;
    setup({ verify: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) as unknown as FakeAnswer });
    const u = user();
    await u.type(await phoneField(), '412345678');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your number…');
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ status: 422, body: { errors: { detail: { phone: PHONE_INVALID_FOR_ENGRAVING_MESSAGE } } } });
    expect(await screen.findByText(PHONE_INVALID_FOR_ENGRAVING_MESSAGE)).toBeInTheDocument();
  });
});

describe("/engraving/verify needs the key of the owner's link (issue 16 item 2)", () => {
  it('sends the key in Engraving-Link on both calls of the phone check', async () => {
    const view = setup();
    const u = user();
    await u.type(await phoneField(), '412345678');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(locationOf(view)).toBe(`/engraving/check-existing?${QUERY}`));
    const verifyCalls = view.sent.filter((call) => call.path === VERIFY);
    expect(verifyCalls.map((call) => [call.method, call.headers['engraving-link']])).toEqual([
      ['GET', LINK_KEY],
      ['POST', LINK_KEY],
    ]);
  });

  it('without the key: the kind message, no form, and nothing asked of the server or the guest account', async () => {
    const { log, identity } = setup({ route: '/engraving/verify/b1/q1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(log).toEqual([]);
    expect(identity.signIn).not.toHaveBeenCalled();
  });

  it("remembers the key for the tab: the phone check opens again without the fragment (an owner page's way back)", async () => {
    const first = setup();
    await phoneField();
    first.unmount();
    const again = setup({ route: '/engraving/verify/b1/q1' });
    await phoneField();
    expect(again.sent.find((call) => call.method === 'GET')?.headers['engraving-link']).toBe(LINK_KEY);
    again.unmount();
    // Another line's key opens nothing here.
    setup({ route: '/engraving/verify/b1/q2' });
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_LINK_INVALID_MESSAGE);
  });

  it('an expired, replaced or unknown key (the server says so): the kind message, no form, and the key is forgotten', async () => {
    const first = setup({ status: BAD_LINK_ANSWER });
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
    first.unmount();
    const { log } = setup({ route: '/engraving/verify/b1/q1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_LINK_INVALID_MESSAGE);
    expect(log).toEqual([]);
  });

  it('a link that runs out while the page is open: the kind message in place of the form', async () => {
    setup({ verify: BAD_LINK_ANSWER });
    const u = user();
    await u.type(await phoneField(), '412345678');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
    expect(sessionStore.getState().clientGrant).toBeNull();
  });
});
