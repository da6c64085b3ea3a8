import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/shared/router';
import { contactDto, fakeApi, renderWithProviders, signInAs, vetDto } from '@portal/shared/testing';
import { ArrivalNotice } from '../../components/ArrivalNotice';
import { MANAGERS_ONLY_MESSAGE } from '../../components/ManagersOnly';
import { NewMemberPage } from './NewMemberPage';
import { ProfilePage } from './ProfilePage';
import { ViewMemberPage } from './ViewMemberPage';

afterEach(() => vi.restoreAllMocks());

const LAST_MANAGER = 'The practice must keep at least one active Level 3 member';

function app(api: Parameters<typeof renderWithProviders>[1]['api'], route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/manage-practice/new-member" element={<NewMemberPage />} />
      <Route path="/manage-practice/view-member/:id" element={<ViewMemberPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route
        path="/manage-practice"
        element={
          <>
            <h1>Manage practice</h1>
            <ArrivalNotice />
          </>
        }
      />
    </Routes>,
    { api, route },
  );
}

describe('new member (spec 001 s2.11, s5)', () => {
  it('marks each field invalid with its message and sends nothing', async () => {
    signInAs('Level 3');
    const { api, sent } = fakeApi({ 'GET portal/vet': { body: { data: vetDto() } } });
    app(api, '/manage-practice/new-member');
    await userEvent.click(await screen.findByRole('button', { name: 'Create profile' }));
    for (const [label, message] of [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Email is required'],
    ] as const) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates an active member of the practice and returns to /manage-practice, which says who was added and how they sign in', async () => {
    signInAs('Level 3');
    const { api, sent } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      'POST portal/contact': { status: 201, body: { data: contactDto('new-id', 'Ava', 'Stone', 'Level 3') } },
    });
    app(api, '/manage-practice/new-member');
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Ava');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Stone');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ava@example.com');
    await userEvent.selectOptions(screen.getByLabelText(/^Access level/), 'Level 3');
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByRole('heading', { name: 'Manage practice' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ava Stone was added as Level 3 (Vet Owner). They will get an email at ava@example.com with a temporary password to sign in.',
    );
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      vet_account_id: 'practice-id',
      first_name: 'Ava',
      last_name: 'Stone',
      email_address: 'ava@example.com',
      portal_access_c: 'Level 3',
      cognito_portal_active_c: 1,
    });
  });

  it("puts the API's field message on the field", async () => {
    signInAs('Level 3');
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      'POST portal/contact': { status: 422, body: { errors: { detail: { email_address: 'A member with this email already exists' } } } },
    });
    app(api, '/manage-practice/new-member');
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Ava');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Stone');
    await userEvent.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('A member with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('is closed to a Level 1, with no call made', () => {
    signInAs('Level 1');
    const { api, sent } = fakeApi({});
    app(api, '/manage-practice/new-member');
    expect(screen.getByText(MANAGERS_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Add a member of your practice to the portal.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create profile' })).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('member view (manager)', () => {
  it('shows names and email as text with access level and status selectors, saves them and says what changed', async () => {
    signInAs('Level 3');
    const { api, sent } = fakeApi({
      'GET portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen') } },
      'POST portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen', 'Level 3', 0) } },
    });
    app(api, '/manage-practice/view-member/staff-id');
    expect(await screen.findByText('dana@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['First name', 'Last name', 'Email']);
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Access level'), 'Level 3');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByRole('heading', { name: 'Manage practice' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Dana Nguyen was updated: access level is now Level 3 (Vet Owner) and status is now Inactive. They are signed out and can no longer sign in.',
    );
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ portal_access_c: 'Level 3', cognito_portal_active_c: 0 });
  });

  it('names only what changed: a status alone', async () => {
    signInAs('Level 3');
    const { api, sent } = fakeApi({
      'GET portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Theo', 'Park') } },
      'POST portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Theo', 'Park', 'Level 1', 0) } },
    });
    app(api, '/manage-practice/view-member/staff-id');
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'Inactive');
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByRole('heading', { name: 'Manage practice' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Theo Park was updated: status is now Inactive. They are signed out and can no longer sign in.');
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ portal_access_c: 'Level 1', cognito_portal_active_c: 0 });
  });

  it('says so when nothing was changed, and sends nothing', async () => {
    signInAs('Level 3');
    const { api, sent } = fakeApi({ 'GET portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen') } } });
    app(api, '/manage-practice/view-member/staff-id');
    await userEvent.click(await screen.findByRole('button', { name: 'Update profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing was changed for Dana Nguyen.');
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says why the last Level 3 cannot be lowered, on the field', async () => {
    signInAs('Level 3');
    const { api } = fakeApi({
      'GET portal/contact/other-manager-id': { body: { data: contactDto('other-manager-id', 'Morgan', 'Avery', 'Level 3') } },
      'POST portal/contact/other-manager-id': { status: 422, body: { errors: { detail: { portal_access_c: LAST_MANAGER } } } },
    });
    app(api, '/manage-practice/view-member/other-manager-id');
    await userEvent.selectOptions(await screen.findByLabelText('Access level'), 'Level 1');
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText(LAST_MANAGER)).toBeInTheDocument();
    expect(screen.getByLabelText('Access level')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says why the API refused a save, and keeps the choices made", async () => {
    signInAs('Level 3');
    const refusal = 'Only a Level 3 member can change access level or status';
    const { api } = fakeApi({
      'GET portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen') } },
      'POST portal/contact/staff-id': { status: 403, body: { errors: { detail: refusal } } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    app(api, '/manage-practice/view-member/staff-id');
    await userEvent.selectOptions(await screen.findByLabelText('Access level'), 'Level 3');
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Access level')).toHaveValue('Level 3');
  });

  it("sends a manager opening their own record to their profile, with no access level or status", async () => {
    signInAs('Level 3');
    const { api } = fakeApi({ 'GET portal/contact/manager-id': { body: { data: contactDto('manager-id', 'Morgan', 'Ellis', 'Level 3') } } });
    app(api, '/manage-practice/view-member/manager-id');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByText('morgan@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Access level')).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
  });

  it('does not offer a Level 1 what the page then refuses', () => {
    signInAs('Level 1');
    const { api, sent } = fakeApi({});
    app(api, '/manage-practice/view-member/manager-id');
    expect(screen.getByText(MANAGERS_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/access level or status/)).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('profile', () => {
  it('shows the own name and email as text, no access level or status, and nothing to submit', async () => {
    signInAs('Level 1');
    const { api, sent } = fakeApi({ 'GET portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen') } } });
    app(api, '/profile');
    expect(await screen.findByText('dana@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['First name', 'Last name', 'Email']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Dana', 'Nguyen', 'dana@example.com']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Client Care team' })).toHaveAttribute('href', '/customer-support');
    expect(screen.getByRole('link', { name: 'Update your password' })).toHaveAttribute('href', '/manage-practice/update-password');
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
