import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/shared/router';
import { sessionStore } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/testing';
import { MANAGERS_ONLY_MESSAGE } from '../../components/ManagersOnly';
import { contactDto, fakeApi, signInAs, vetDto } from '../../testing/fakeApi';
import { NewMemberPage } from './NewMemberPage';
import { ProfilePage } from './ProfilePage';
import { ViewMemberPage } from './ViewMemberPage';

beforeEach(() => sessionStore.getState().clear());

const LAST_MANAGER = 'The practice must keep at least one active Level 3 member';

function app(api: Parameters<typeof renderWithProviders>[1]['api'], route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/manage-practice/new-member" element={<NewMemberPage />} />
      <Route path="/manage-practice/view-member/:id" element={<ViewMemberPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/manage-practice" element={<h1>Manage practice</h1>} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
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

  it('creates an active member of the practice and returns to /manage-practice', async () => {
    signInAs('Level 3');
    const { api, sent } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      'POST portal/contact': { status: 201, body: { data: contactDto('new-id', 'Ava', 'Stone') } },
    });
    app(api, '/manage-practice/new-member');
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Ava');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Stone');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ava@example.com');
    await userEvent.selectOptions(screen.getByLabelText(/^Access level/), 'Level 3');
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByRole('heading', { name: 'Manage practice' })).toBeInTheDocument();
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
    expect(screen.queryByRole('button', { name: 'Create profile' })).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('member view (manager) and profile', () => {
  it('shows names and email read-only with access level and status selectors, and saves them', async () => {
    signInAs('Level 3');
    const { api, sent } = fakeApi({
      'GET portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen') } },
      'POST portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen', 'Level 3', 0) } },
    });
    app(api, '/manage-practice/view-member/staff-id');
    expect(await screen.findByLabelText('First name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.selectOptions(screen.getByLabelText('Access level'), 'Level 3');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByRole('heading', { name: 'Manage practice' })).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      first_name: 'Dana',
      last_name: 'Nguyen',
      portal_access_c: 'Level 3',
      cognito_portal_active_c: 0,
    });
  });

  it('says why the last Level 3 cannot be lowered, on the field', async () => {
    signInAs('Level 3');
    const { api } = fakeApi({
      'GET portal/contact/manager-id': { body: { data: contactDto('manager-id', 'Morgan', 'Avery', 'Level 3') } },
      'POST portal/contact/manager-id': { status: 422, body: { errors: { detail: { portal_access_c: LAST_MANAGER } } } },
    });
    app(api, '/manage-practice/view-member/manager-id');
    await userEvent.selectOptions(await screen.findByLabelText('Access level'), 'Level 1');
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText(LAST_MANAGER)).toBeInTheDocument();
    expect(screen.getByLabelText('Access level')).toHaveAttribute('aria-invalid', 'true');
  });

  it('profile: own record read-only, no access level or status, Update profile goes to /dashboard', async () => {
    signInAs('Level 1');
    const { api, sent } = fakeApi({
      'GET portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen') } },
      'POST portal/contact/staff-id': { body: { data: contactDto('staff-id', 'Dana', 'Nguyen') } },
    });
    app(api, '/profile');
    expect(await screen.findByLabelText('First name')).toHaveValue('Dana');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Access level')).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ first_name: 'Dana', last_name: 'Nguyen' }));
  });
});
