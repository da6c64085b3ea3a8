// /manage-practice/update-password in Chromium, without the stack: a new password the form itself
// refuses, with real keys, and the identity provider (faked where the page is handed it) never asked.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeApi, fakeIdentity, renderWithProviders } from '@portal/shared/testing';
import { StaffMain } from '@portal/shared/testing/browser';
import { UpdatePasswordPage } from './UpdatePasswordPage';

const PASSWORD = 'Portal#2026';

describe('update password', () => {
  it('a new password equal to the current one is refused at the field, and the identity provider is not asked', async () => {
    const identity = fakeIdentity();
    renderWithProviders(
      <StaffMain>
        <UpdatePasswordPage />
      </StaffMain>,
      { api: fakeApi({}).api, identity, route: '/manage-practice/update-password' },
    );
    // Password fields have no role.
    await userEvent.type(page.getByLabelText(/^Current password/), PASSWORD);
    await userEvent.type(page.getByLabelText(/^New password/), PASSWORD);
    await userEvent.type(page.getByLabelText(/^Retype new password/), PASSWORD);
    await userEvent.click(page.getByRole('button', { name: 'Update password' }));
    await expect.element(page.getByText('Your new password must be different from your current password')).toBeVisible();
    await expect.element(page.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(identity.changePassword).not.toHaveBeenCalled();
  });
});
