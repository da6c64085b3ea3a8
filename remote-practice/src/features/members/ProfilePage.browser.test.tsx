// /profile in Chromium, without the stack, in the width the staff layout gives it: the own name and
// email as plain text, nothing to submit, and no serious accessibility violation (axe, as the e2e
// suite checks pages). What it shows is also in members.test.tsx; this is the page as a browser lays it out.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { contactDto, fakeApi, renderWithProviders, signInAs } from '@portal/shared/testing';
import { seriousViolations, StaffMain } from '@portal/shared/testing/browser';
import { ProfilePage } from './ProfilePage';

describe('the profile page (spec 001 s2.11)', () => {
  it('shows the own name and email as plain text, with nothing to submit', async () => {
    signInAs('Level 1');
    const { api } = fakeApi({ 'GET portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen') } } });
    renderWithProviders(
      <StaffMain>
        <ProfilePage />
      </StaffMain>,
      { api, route: '/profile' },
    );
    await expect.element(page.getByRole('definition').filter({ hasText: 'dana@example.com' })).toBeVisible();
    expect(page.getByRole('term').elements().map((term) => term.textContent)).toEqual(['First name', 'Last name', 'Email']);
    expect(page.getByRole('definition').elements().map((value) => value.textContent)).toEqual(['Dana', 'Nguyen', 'dana@example.com']);
    await expect.element(page.getByRole('main').getByRole('textbox')).not.toBeInTheDocument();
    await expect.element(page.getByRole('main').getByRole('combobox')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Update profile' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Client Care team' })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
