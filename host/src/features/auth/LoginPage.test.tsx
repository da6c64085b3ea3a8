import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CognitoUser } from 'amazon-cognito-identity-js';
import { createApiClient } from '@portal/shared/api';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import { LOGIN_MESSAGES } from '@portal/contracts/domain/identity-errors';
import type { Identity, SignInResult } from '@portal/shared/identity';
import { MEMBER_STORAGE_OWNER_KEY } from '@portal/shared/member-storage';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { sessionStore } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/testing';
import { ServicesProvider } from '../../app/services';
import type { Go } from '@portal/shared/light';
import { LOGIN_HEADING, LoginScreen, NEUTRAL_WELCOME, type LoginState } from './LoginPage';
import { LoginPage } from './LoginRoute';

const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test/',
  identity: { region: 'ap-southeast-2', userPoolId: 'local_test', clientId: 'client' },
  remotes: {},
  realtime: { provider: 'local', url: 'ws://api.test/presence' },
  addresses: { provider: 'local' },
  errorReporting: { dsn: '' },
  brandsByHost: { 'lawnswood.localhost': { name: 'Lawnswood', welcome: 'Welcome to Lawnswood Pet Cremation.' } },
  latestStockUrl: 'http://stock.test/',
  engravingGuest: { username: 'guest@example.com', password: 'Guest#2026' },
  defaultBrand: 'Lawnswood',
};

const STAFF = 'direct.staff@example.com';
const CONTACT = {
  id: 'c1',
  first_name: 'Pat',
  last_name: 'Nurse',
  email_address: STAFF,
  cstm: { cognito_username_c: STAFF, portal_access_c: 'Level 1', cognito_portal_active_c: 1 },
};

/** The identity provider: signs in with `result` (or fails with `failWith`). */
function fakeIdentity({ result = { kind: 'signed-in', accessToken: 'token-1' }, failWith }: { result?: SignInResult; failWith?: Error } = {}) {
  return {
    signIn: vi.fn((_username: string, _password: string) => (failWith ? Promise.reject(failWith) : Promise.resolve(result))),
    completeNewPassword: vi.fn((_user: CognitoUser, _password: string) => Promise.resolve('token-2')),
    currentAccessToken: vi.fn(() => Promise.resolve(null)),
    forgotPassword: vi.fn(),
    confirmPassword: vi.fn(),
    changePassword: vi.fn(),
    signOut: vi.fn(() => Promise.resolve()),
  } satisfies Identity;
}

/** portal-api: the practice's contacts (GET portal/vet/contacts), and the calls made. */
function fakeApi(contacts: unknown[] = [CONTACT]) {
  const calls: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return Promise.resolve(new Response(JSON.stringify({ data: contacts }), { status: 200, headers: { 'content-type': 'application/json' } }));
  };
  return { api: createApiClient({ baseUrl: config.apiBaseUrl, session: sessionStore, defaultBrand: 'Lawnswood', fetch, reportError: () => undefined }), calls };
}

function renderScreen({
  identity = fakeIdentity(),
  contacts,
  search = '',
  state = null,
  follow,
  brands = config.brandsByHost,
}: {
  identity?: ReturnType<typeof fakeIdentity>;
  contacts?: unknown[];
  search?: string;
  state?: LoginState | null;
  follow?: (to: string) => void;
  brands?: RuntimeConfig['brandsByHost'];
} = {}) {
  const { api, calls } = fakeApi(contacts);
  const go = vi.fn<Go>();
  render(
    <LoginScreen config={{ ...config, brandsByHost: brands }} identity={identity} api={api} search={search} hostname={window.location.hostname} state={state} go={go} follow={follow} />,
  );
  return { identity, go, calls };
}

const username = () => screen.getByLabelText(/^Username \(email\)/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Sign in' });

async function signInWith(name: string, secret: string) {
  const user = userEvent.setup();
  await user.type(username(), name);
  await user.type(password(), secret);
  await user.click(submit());
  return user;
}

beforeEach(() => {
  sessionStore.getState().clear();
  window.history.replaceState(null, '', 'http://localhost:3000/login');
});

describe('/login (spec 000 s5 Login, s4 Sign-in), the light screen', () => {
  it('welcomes with the heading, the neutral text, both fields, a Show toggle and the forgot-password link', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeInTheDocument();
    expect(screen.getByText(NEUTRAL_WELCOME)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(username()).toHaveAttribute('type', 'email');
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it("shows the welcome of the site's brand (brandsByHost, by the page's host)", () => {
    renderScreen({ brands: { localhost: { name: 'Lawnswood', welcome: 'Welcome to Lawnswood Pet Cremation.' } } });
    expect(screen.getByText('Welcome to Lawnswood Pet Cremation.')).toBeInTheDocument();
    expect(screen.queryByText(NEUTRAL_WELCOME)).not.toBeInTheDocument();
  });

  it('says which field is missing, marks it, moves focus to the first, and asks nobody', async () => {
    const { identity } = renderScreen();
    await userEvent.setup().click(submit());
    expect(await screen.findByText(LOGIN_MESSAGES.usernameMissing)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MESSAGES.passwordMissing)).toBeInTheDocument();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveAccessibleDescription(LOGIN_MESSAGES.usernameMissing);
    expect(password()).toHaveAccessibleDescription(LOGIN_MESSAGES.passwordMissing);
    expect(username()).toHaveFocus();
    expect(identity.signIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password, keeping what was typed', async () => {
    renderScreen();
    const user = userEvent.setup();
    await user.type(password(), 'secret');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveValue('secret');
  });

  it('signs in (the login in lower case), keeps the matched contact and opens the dashboard in place of /login', async () => {
    const { identity, go, calls } = renderScreen();
    await signInWith('Direct.Staff@Example.com', 'Portal#2026');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/dashboard', { replace: true }));
    expect(identity.signIn).toHaveBeenCalledWith(STAFF, 'Portal#2026');
    expect(calls).toEqual(['GET /portal/vet/contacts']);
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'token-1', profile: { username: STAFF, contactId: 'c1', role: 'Level 1' } });
    // On the way: the button keeps saying so until the next page has opened.
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Signing in');
  });

  it('returns the member whose session ended to that page', async () => {
    localStorage.setItem(MEMBER_STORAGE_OWNER_KEY, 'c1');
    const { go } = renderScreen({ state: { from: '/manage-practice' } });
    await signInWith(STAFF, 'Portal#2026');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/manage-practice', { replace: true }));
  });

  it("sends another member to their own dashboard, not to where someone else's session ended", async () => {
    localStorage.setItem(MEMBER_STORAGE_OWNER_KEY, 'c9');
    const { go } = renderScreen({ state: { from: '/manage-practice' } });
    await signInWith(STAFF, 'Portal#2026');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });

  it('opens the address another member opened signed out (a scanned pet tag): it is what they asked for', async () => {
    localStorage.setItem(MEMBER_STORAGE_OWNER_KEY, 'c9');
    const { go } = renderScreen({ state: { from: '/booking/b1', opened: true } });
    await signInWith(STAFF, 'Portal#2026');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/booking/b1', { replace: true }));
  });

  it("opens the staff engraving flow for the address's booking and line", async () => {
    const { go } = renderScreen({ search: '?bookingId=b1&quotedProductId=q1' });
    await signInWith(STAFF, 'Portal#2026');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/engraving/check-existing?staff=1&bookingId=b1&quotedProductId=q1', { replace: true }));
  });

  it('a wrong password reads the generic message, keeps what was typed, and the message can be closed', async () => {
    const identity = fakeIdentity({ failWith: Object.assign(new Error('Incorrect username or password.'), { code: 'NotAuthorizedException' }) });
    const { go } = renderScreen({ identity });
    const user = await signInWith(STAFF, 'Wrong#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.generic);
    expect(username()).toHaveValue(STAFF);
    expect(password()).toHaveValue('Wrong#2026');
    expect(submit()).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the identity provider's own words for anything else", async () => {
    const identity = fakeIdentity({ failWith: Object.assign(new Error('Password attempts exceeded'), { code: 'LimitExceededException' }) });
    renderScreen({ identity });
    await signInWith(STAFF, 'Portal#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password attempts exceeded');
  });

  it('an account without a practice contact is told so and signed out again', async () => {
    const { identity, go } = renderScreen({ contacts: [] });
    await signInWith(STAFF, 'Portal#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.noContact);
    expect(identity.signOut).toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ accessToken: null, profile: null });
    expect(go).not.toHaveBeenCalled();
  });

  it('a new starter answers the challenge and is sent to choose their own password, with the email', async () => {
    const identity = fakeIdentity({ result: { kind: 'new-password-required', user: {} as CognitoUser } });
    const { go } = renderScreen({ identity });
    await signInWith('new.starter@example.com', 'Temp#2026');
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('/forgot-password?email=new.starter%40example.com', { state: { firstSignIn: true } }),
    );
    expect(identity.completeNewPassword).toHaveBeenCalledOnce();
    expect(identity.signOut).toHaveBeenCalled();
    expect(sessionStore.getState().accessToken).toBeNull();
  });

  it('shows the news a page handed over (politely, as a status) until it is closed', async () => {
    renderScreen({ state: { notice: 'Your password has been changed. Please sign in with your new password.' } });
    const notice = screen.getByText('Your password has been changed. Please sign in with your new password.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close alert' }));
    expect(notice).not.toBeInTheDocument();
  });

  it("follows 'Forgot your password?' inside the app when it is given the way", async () => {
    const follow = vi.fn();
    renderScreen({ follow });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(follow).toHaveBeenCalledWith('/forgot-password');
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe("/login as the host's route", () => {
  it('signs in and navigates to the dashboard in the app', async () => {
    const { api } = fakeApi();
    const identity = fakeIdentity();
    renderWithProviders(
      <ServicesProvider value={{ config, identity }}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </ServicesProvider>,
      { api, route: '/login' },
    );
    await signInWith(STAFF, 'Portal#2026');
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it("follows 'Forgot your password?' in the app", async () => {
    const { api } = fakeApi();
    renderWithProviders(
      <ServicesProvider value={{ config, identity: fakeIdentity() }}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </ServicesProvider>,
      { api, route: '/login' },
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/forgot-password');
  });
});
