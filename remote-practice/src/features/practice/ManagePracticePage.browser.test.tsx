// /manage-practice in Chromium, without the stack, as a Level 1 member sees it: the price setting and
// the team read-only (nothing offered that portal-api would refuse them), and no serious accessibility
// violation (axe, as the e2e suite checks pages). Portal-api's own refusals stay in e2e (practice.spec).
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { contactDto, fakeApi, renderWithProviders, signInAs, vetDto } from '@portal/shared/testing';
import { seriousViolations, StaffMain } from '@portal/shared/testing/browser';
import { ManagePracticePage } from './ManagePracticePage';

describe('manage practice for a Level 1 (spec 001 s2.11)', () => {
  it('shows the setting and the team read-only: no New staff member, no View links', async () => {
    signInAs('Level 1');
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto('Pricebook') } },
      'GET portal/vet/contacts': { body: { data: [contactDto('manager-id', 'Morgan', 'Ellis', 'Level 3'), contactDto('staff-id', 'Dana', 'Nguyen')] } },
    });
    renderWithProviders(
      <StaffMain>
        <ManagePracticePage />
      </StaffMain>,
      { api, route: '/manage-practice' },
    );
    await expect.element(page.getByText(/Only a Vet Owner \(Level 3\) can change this/)).toBeVisible();
    await expect.element(page.getByRole('table', { name: 'Team members' })).toMatchTextContent('Dana Nguyen');
    await expect.element(page.getByRole('link', { name: 'New staff member' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: /^View / })).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });
});
