// /manage-practice/new-member in Chromium, without the stack: the form as a manager fills it in, and the
// notice /manage-practice then shows. (A select's first value is the browser's to give: happy-dom kept
// the first option whatever the form's default was, so the default access level is checked here.)
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Route, Routes } from '@portal/shared/router';
import { contactDto, fakeApi, renderWithProviders, signInAs, vetDto } from '@portal/shared/testing';
import { StaffMain } from '@portal/shared/testing/browser';
import { ArrivalNotice } from '../../components/ArrivalNotice';
import { NewMemberPage } from './NewMemberPage';

describe('a new member (spec 001 s2.11)', () => {
  it('is added as Level 1 (Vet Staff) unless another level is chosen, and the manager is told who was added and that a temporary password is on its way', async () => {
    signInAs('Level 3');
    const { api, calls } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      'POST portal/contact': { status: 201, body: { data: contactDto('new-id', 'Ines', 'Moreau') } },
    });
    renderWithProviders(
      <StaffMain>
        <Routes>
          <Route path="/manage-practice/new-member" element={<NewMemberPage />} />
          <Route path="/manage-practice" element={<ArrivalNotice />} />
        </Routes>
      </StaffMain>,
      { api, route: '/manage-practice/new-member' },
    );
    await userEvent.fill(page.getByLabelText(/^First name/), 'Ines');
    await userEvent.fill(page.getByLabelText(/^Last name/), 'Moreau');
    await userEvent.fill(page.getByLabelText(/^Email/), 'ines@example.com');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'was added' }))
      .toHaveTextContent('Ines Moreau was added as Level 1 (Vet Staff). They will get an email at ines@example.com with a temporary password to sign in.');
    expect(calls('POST', 'portal/contact')[0]?.body).toMatchObject({ first_name: 'Ines', last_name: 'Moreau', email_address: 'ines@example.com', portal_access_c: 'Level 1' });
  });
});
