import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactDto, fakeApi, renderWithProviders, signInAs, vetDto } from '@portal/shared/testing';
import { ManagePracticePage } from './ManagePracticePage';
import { FAMILY_UPDATES_LABEL } from './FamilyUpdatesSetting';
import { SETTING_NOT_SAVED } from './PracticeSwitchSetting';
import { FAMILY_CONFIRMATION_LABEL } from './FamilyConfirmationSetting';
import { SAVED_CHECK_MS } from './PricingDisplay';

const team = [contactDto('manager-id', 'Morgan', 'Avery', 'Level 3'), contactDto('staff-id', 'Dana', 'Nguyen', 'Level 1', 0)];

function practiceApi() {
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto('Pricebook') } },
    'GET portal/vet/contacts': { body: { data: team } },
    'POST portal/vet': (call) => ({ body: { data: vetDto((call.body as { pricing_information_c: Parameters<typeof vetDto>[0] }).pricing_information_c) } }),
    'GET portal/vet/family_updates': { body: { data: { enabled: false } } },
    'PUT portal/vet/family_updates': (call) => ({ body: { data: call.body } }),
    'GET portal/vet/family_confirmation': { body: { data: { enabled: true } } },
    'PUT portal/vet/family_confirmation': (call) => ({ body: { data: call.body } }),
  });
}

afterEach(() => vi.useRealTimers());

describe('manage practice', () => {
  it('saves the price display on change and shows the check for 2.5 s (spec 001 s2.11, s9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs('Level 3');
    const { api, sent } = practiceApi();
    renderWithProviders(<ManagePracticePage />, { api });
    const select = await screen.findByLabelText('Prices shown to staff');
    expect(select).toHaveValue('Pricebook');

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).selectOptions(select, 'RRP');
    expect(await screen.findByRole('img', { name: 'Saved' })).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST').map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'portal/vet', body: { pricing_information_c: 'RRP' } },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(SAVED_CHECK_MS - 100));
    expect(screen.getByRole('img', { name: 'Saved' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('img', { name: 'Saved' })).toBeNull();
    expect(SAVED_CHECK_MS).toBe(2500);
  });

  it('lists the team with access levels, statuses and View links, and offers New staff member to a Level 3', async () => {
    signInAs('Level 3');
    renderWithProviders(<ManagePracticePage />, { api: practiceApi().api });
    const table = await screen.findByRole('table', { name: 'Team members' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Dana Nguyen');
    expect(rows[2]).toHaveTextContent('Level 1 (Vet Staff)');
    expect(rows[2]).toHaveTextContent('Inactive');
    expect(within(table).getByRole('link', { name: 'View Dana Nguyen' })).toHaveAttribute('href', '/manage-practice/view-member/staff-id');
    // Their own row opens their profile: no access level or status of their own to change.
    expect(within(rows[1]!).getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
    expect(within(table).queryByRole('link', { name: 'View Morgan Avery' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New staff member' })).toHaveAttribute('href', '/manage-practice/new-member');
  });

  it('shows a Level 1 the setting and the team read-only', async () => {
    signInAs('Level 1');
    renderWithProviders(<ManagePracticePage />, { api: practiceApi().api });
    expect(await screen.findByText(/Only a Vet Owner \(Level 3\) can change this/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Prices shown to staff')).toBeNull();
    await screen.findByRole('table', { name: 'Team members' });
    expect(screen.queryByRole('link', { name: /^View / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New staff member' })).toBeNull();
  });

  it('offers a Level 3 the family texts, off by default, and saves a change at once (issue 19 item 3)', async () => {
    signInAs('Level 3');
    const { api, calls } = practiceApi();
    renderWithProviders(<ManagePracticePage />, { api });
    const toggle = await screen.findByRole('checkbox', { name: FAMILY_UPDATES_LABEL });
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText(FAMILY_UPDATES_LABEL));
    expect(await screen.findByRole('img', { name: 'Saved' })).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(calls('PUT', 'portal/vet/family_updates').map((call) => call.body)).toEqual([{ enabled: true }]);
  });

  it('puts the family texts back and says so when the change is not saved', async () => {
    signInAs('Level 3');
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto('Pricebook') } },
      'GET portal/vet/contacts': { body: { data: team } },
      'GET portal/vet/family_updates': { body: { data: { enabled: true } } },
      'PUT portal/vet/family_updates': { status: 500, body: { errors: { detail: 'Something went wrong' } } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ManagePracticePage />, { api });
    const toggle = await screen.findByRole('checkbox', { name: FAMILY_UPDATES_LABEL });
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText(FAMILY_UPDATES_LABEL));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTING_NOT_SAVED);
    // The switch is back on (its drawn state; jsdom leaves the hidden input's property as the click set it).
    await waitFor(() => expect(toggle.closest('label')).toHaveAttribute('data-state', 'checked'));
  });

  it('neither shows nor asks for the family texts at Level 1', async () => {
    signInAs('Level 1');
    const { api, calls } = practiceApi();
    renderWithProviders(<ManagePracticePage />, { api });
    expect(await screen.findByText(/Only a Vet Owner \(Level 3\) can change this/)).toBeInTheDocument();
    expect(screen.queryByText('Texts to families')).toBeNull();
    expect(calls('GET', 'portal/vet/family_updates')).toEqual([]);
  });

  it('offers a Level 3 "ask families to confirm", on as the practice has it, and saves a change at once (issue 36)', async () => {
    signInAs('Level 3');
    const { api, calls } = practiceApi();
    renderWithProviders(<ManagePracticePage />, { api });
    const toggle = await screen.findByRole('checkbox', { name: FAMILY_CONFIRMATION_LABEL });
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText(FAMILY_CONFIRMATION_LABEL));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls('PUT', 'portal/vet/family_confirmation').map((call) => call.body)).toEqual([{ enabled: false }]);
  });

  it('neither shows nor asks for "ask families to confirm" at Level 1', async () => {
    signInAs('Level 1');
    const { api, calls } = practiceApi();
    renderWithProviders(<ManagePracticePage />, { api });
    expect(await screen.findByText(/Only a Vet Owner \(Level 3\) can change this/)).toBeInTheDocument();
    expect(screen.queryByText(FAMILY_CONFIRMATION_LABEL)).toBeNull();
    expect(calls('GET', 'portal/vet/family_confirmation')).toEqual([]);
  });
});
