// Forgot password (spec 000 s5) answers the same for an address with an account and one without
// (issue 29): the page goes on to the code step with one neutral sentence, and a code for an unknown
// address later reads as a wrong code. A malformed address stays a field error.
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import { codeSentMessage, RESET_MESSAGES } from '@portal/contracts/domain/identity-errors';
import type { Identity } from '@portal/shared/identity';
import { createApiClient } from '@portal/shared/api';
import { sessionStore } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/testing';
import { ServicesProvider } from '../../app/services';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test/',
  identity: { region: 'ap-southeast-2', userPoolId: 'local_test', clientId: 'client' },
  remotes: {},
  realtime: { provider: 'local', url: 'ws://api.test/presence' },
  addresses: { provider: 'local' },
  errorReporting: { dsn: '' },
  brandsByHost: {},
  latestStockUrl: 'http://stock.test/',
  engravingGuest: { username: 'guest@example.com', password: 'Guest#2026' },
  defaultBrand: 'Lawnswood',
};

const KNOWN = 'direct.staff@example.com';
const UNKNOWN = 'nobody@example.com';
const identityError = (code: string, message: string) => Object.assign(new Error(message), { code, name: code });

/** The identity provider as cognito-local answers: a code for a known address, UserNotFoundException otherwise. */
function fakeIdentity() {
  const known = (username: string) => username === KNOWN;
  return {
    signIn: vi.fn(() => Promise.reject(new Error('not used'))),
    completeNewPassword: vi.fn(() => Promise.reject(new Error('not used'))),
    currentAccessToken: vi.fn(() => Promise.resolve(null)),
    forgotPassword: vi.fn((username: string) => (known(username) ? Promise.resolve() : Promise.reject(identityError('UserNotFoundException', 'User does not exist.')))),
    confirmPassword: vi.fn((username: string) =>
      known(username) ? Promise.reject(identityError('CodeMismatchException', 'Invalid verification code provided, please try again.')) : Promise.reject(identityError('UserNotFoundException', 'User does not exist.')),
    ),
    changePassword: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
  } satisfies Identity;
}

function renderPage(email = '') {
  const identity = fakeIdentity();
  const api = createApiClient({ baseUrl: config.apiBaseUrl, session: sessionStore, defaultBrand: 'Lawnswood', fetch: () => Promise.reject(new Error('no API call expected')), reportError: () => undefined });
  renderWithProviders(
    <ServicesProvider value={{ config, identity }}>
      <ForgotPasswordPage />
    </ServicesProvider>,
    { api, route: email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password' },
  );
  return identity;
}

/** Sends the code for `email`, then tries a code and a new password: what the page shows at each step. */
async function journey(email: string) {
  const identity = renderPage(email);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  const codeStep = (await screen.findByRole('form', { name: 'Enter verification code' })).textContent;
  const emailError = screen.queryByText(RESET_MESSAGES.emailInvalid);
  await user.type(screen.getByLabelText(/^Verification code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByLabelText(/^New password/), 'Another#2026');
  await user.type(screen.getByLabelText(/^Retype new password/), 'Another#2026');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  const failure = (await screen.findByRole('alert')).textContent;
  return { identity, codeStep, emailError, failure };
}

describe('forgot password tells no one who has an account (issue 29)', () => {
  it('goes on to the code step with the same neutral sentence for a known and an unknown address', async () => {
    const known = await journey(KNOWN);
    expect(known.identity.forgotPassword).toHaveBeenCalledWith(KNOWN);
    expect(known.codeStep).toContain(codeSentMessage(KNOWN));
    cleanup();

    const unknown = await journey(UNKNOWN);
    expect(unknown.identity.forgotPassword).toHaveBeenCalledWith(UNKNOWN);
    expect(unknown.emailError).toBeNull();
    expect(unknown.codeStep).toBe(known.codeStep?.replace(KNOWN, UNKNOWN));
    // A code for an address without an account reads as a wrong code, never 'User does not exist.'
    expect(unknown.failure).toBe(RESET_MESSAGES.codeMismatch);
    expect(known.failure).toBe(RESET_MESSAGES.codeMismatch);
  });

  it('keeps a malformed address a field error, and does not ask the identity provider', async () => {
    const identity = renderPage('not-an-email');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(RESET_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(identity.forgotPassword).not.toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: 'Enter verification code' })).toBeNull();
  });

  it("still puts the provider's message on the field when too many codes were asked for (spec 000 s8)", async () => {
    const identity = renderPage(KNOWN);
    identity.forgotPassword.mockImplementation(() => Promise.reject(identityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.')));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Attempt limit exceeded, please try after some time.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });
});
