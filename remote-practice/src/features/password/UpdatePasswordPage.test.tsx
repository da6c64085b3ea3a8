import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULE_MESSAGE } from '@portal/contracts/domain/password';
import type { Identity } from '@portal/shared/identity';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { UpdatePasswordPage } from './UpdatePasswordPage';

function identityWith(changePassword: Identity['changePassword']): Identity {
  const unused = () => Promise.reject(new Error('not used'));
  return {
    signIn: unused,
    completeNewPassword: unused,
    currentAccessToken: unused,
    forgotPassword: unused,
    confirmPassword: unused,
    changePassword,
    signOut: unused,
  };
}

async function fill(oldPassword: string, newPassword: string, retyped = newPassword) {
  await userEvent.type(screen.getByLabelText(/^Current password/), oldPassword);
  await userEvent.type(screen.getByLabelText(/^New password/), newPassword);
  await userEvent.type(screen.getByLabelText(/^Retype new password/), retyped);
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('update password (spec 001 s2.3)', () => {
  it("is titled 'Password' with the header 'Update password', and changes the password", async () => {
    const changePassword = vi.fn(() => Promise.resolve());
    renderWithProviders(<UpdatePasswordPage />, { api: fakeApi({}).api, identity: identityWith(changePassword) });
    expect(screen.getByRole('heading', { level: 1, name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Update password' })).toBeInTheDocument();
    await fill('Portal#2026', 'Changed#2026');
    expect(changePassword).toHaveBeenCalledWith('Portal#2026', 'Changed#2026');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('holds the new password to the password rule and the retyped copy', async () => {
    const changePassword = vi.fn(() => Promise.resolve());
    renderWithProviders(<UpdatePasswordPage />, { api: fakeApi({}).api, identity: identityWith(changePassword) });
    await fill('Portal#2026', 'weakpassword');
    expect(await screen.findByText(PASSWORD_RULE_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'Changed#2026');
    await userEvent.type(screen.getByLabelText(/^Retype new password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password is invalid / do not match')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('marks a wrong current password', async () => {
    const refuse = () => Promise.reject(Object.assign(new Error('Incorrect'), { code: 'NotAuthorizedException' }));
    renderWithProviders(<UpdatePasswordPage />, { api: fakeApi({}).api, identity: identityWith(refuse) });
    await fill('Wrong#2026', 'Changed#2026');
    expect(await screen.findByText('Your current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a new password equal to the current one at the field, without asking the identity provider', async () => {
    const changePassword = vi.fn(() => Promise.resolve());
    renderWithProviders(<UpdatePasswordPage />, { api: fakeApi({}).api, identity: identityWith(changePassword) });
    await fill('Portal#2026', 'Portal#2026');
    expect(await screen.findByText('Your new password must be different from your current password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Portal#2026');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("puts the identity provider's password-history refusal on the new password", async () => {
    const refuse = () =>
      Promise.reject(Object.assign(new Error('Password has previously been used'), { code: 'PasswordHistoryPolicyViolationException' }));
    renderWithProviders(<UpdatePasswordPage />, { api: fakeApi({}).api, identity: identityWith(refuse) });
    await fill('Portal#2026', 'Earlier#2025');
    expect(await screen.findByText('You have used this password before. Please choose a new one')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
