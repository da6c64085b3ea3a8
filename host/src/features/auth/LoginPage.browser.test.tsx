// /login in Chromium, without the stack: the sign-in page as a person opens it cold, the first screen
// (first-screen/login.tsx: the light kit's stylesheet and the page, no UI kit), with real keys, focus
// and styles. The identity provider is faked where the page is handed it (`Identity`), answering as the
// SDK hands on the identity stand-in's answers.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import type { Identity } from '@portal/shared/identity';
import { LightStyles, type Go } from '@portal/shared/light';
import { fakeApi, fakeIdentity, identityRefusal, identityUnreachable } from '@portal/shared/testing';
import { testRuntimeConfig } from '@portal/shared/testing/dtos';
import { seriousViolations } from '@portal/shared/testing/browser';
import { LoginScreen } from './LoginPage';

const STAFF = 'direct.staff@example.com';
const PASSWORD = 'Portal#2026';

/** The sites' brands as the local stack's config.json gives them (portal-api/scripts/stack.ts, runtimeConfig). */
const BRANDS_BY_HOST: RuntimeConfig['brandsByHost'] = {
  'lawnswood.localhost': {
    name: 'Lawnswood',
    welcome: 'Lawnswood Pet Cremation: caring for Western Australian families and their pets since 1992.',
  },
  'edenhills.localhost': {
    name: 'Edenhills',
    welcome: 'Edenhills Pet Cremation: gentle aftercare for pets across South Australia, Victoria and Albury-Wodonga.',
  },
};

/** The first screen at `hostname`: its stylesheet and the page, handed `identity`; `go` is where it would open the next page. */
function openLogin({ identity = fakeIdentity(), hostname = 'localhost' }: { identity?: Identity; hostname?: string } = {}) {
  const { api } = fakeApi({});
  const go = vi.fn<Go>();
  const config = { ...testRuntimeConfig(), brandsByHost: BRANDS_BY_HOST };
  const screen = render(
    <>
      <LightStyles />
      <LoginScreen config={config} identity={identity} api={api} search="" hostname={hostname} state={null} go={go} />
    </>,
  );
  return { go, screen };
}

const username = () => page.getByRole('textbox', { name: /^Username \(email\)/ });
// A password field has no role.
const password = () => page.getByLabelText(/^Password/);
const submit = () => page.getByRole('button', { name: 'Sign in' });

async function signIn(name: string, secret = PASSWORD) {
  await userEvent.type(username(), name);
  await userEvent.type(password(), secret);
  await userEvent.click(submit());
}

describe('/login, the first screen', () => {
  it('empty fields say which is missing', async () => {
    openLogin();
    await userEvent.click(submit());
    await expect.element(page.getByText('Username is invalid or missing')).toBeVisible();
    await expect.element(page.getByText('Password is invalid or missing')).toBeVisible();
    await expect.element(username()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a wrong password reads the generic message and keeps the username', async () => {
    const { go } = openLogin({ identity: fakeIdentity({ signIn: () => Promise.reject(identityRefusal('InvalidPasswordException', 'Invalid password')) }) });
    await signIn(STAFF, 'Wrong#2026');
    await expect.element(page.getByRole('alert')).toMatchTextContent('Please verify your email and password are correct and try again.');
    await expect.element(username()).toHaveValue(STAFF);
    // Still /login: the page never opened another.
    expect(go).not.toHaveBeenCalled();
  });

  it('a sign-in that cannot reach the identity service says so, not that the password was wrong, and keeps what was typed', async () => {
    openLogin({ identity: fakeIdentity({ signIn: () => Promise.reject(identityUnreachable()) }) });
    await signIn(STAFF);
    await expect.element(page.getByRole('alert')).toMatchTextContent('We could not reach the sign-in service. Please check your connection and try again.');
    await expect.element(username()).toHaveValue(STAFF);
    await expect.element(password()).toHaveValue(PASSWORD);
  });

  it('the password can be shown and hidden', async () => {
    openLogin();
    await userEvent.type(password(), 'secret');
    await expect.element(password()).toHaveAttribute('type', 'password');
    await userEvent.click(page.getByRole('button', { name: 'Show password' }));
    await expect.element(password()).toHaveAttribute('type', 'text');
    await userEvent.click(page.getByRole('button', { name: 'Hide password' }));
    await expect.element(password()).toHaveAttribute('type', 'password');
  });

  it('each site host shows its own welcome text', async () => {
    const lawnswood = openLogin({ hostname: 'lawnswood.localhost' });
    await expect.element(page.getByText(/Lawnswood Pet Cremation/)).toBeVisible();
    lawnswood.screen.unmount();
    const edenhills = openLogin({ hostname: 'edenhills.localhost' });
    await expect.element(page.getByText(/Edenhills Pet Cremation/)).toBeVisible();
    edenhills.screen.unmount();
    openLogin({ hostname: 'localhost' });
    await expect.element(page.getByText(/Book and follow pet cremations/)).toBeVisible();
  });

  it('the first screen, with its field errors showing, has no serious accessibility problem on a phone', async () => {
    await page.viewport(375, 740);
    openLogin();
    await userEvent.click(submit());
    await expect.element(username()).toHaveFocus();
    await expect.element(page.getByText('Password is invalid or missing')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
