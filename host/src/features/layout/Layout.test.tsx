// Logout leaves the page on screen as the wizard's Cancel does (issue 31 item 6: logging out mid-wizard
// dropped unsaved typing without the warning Cancel gives): it asks the page's question first.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLeaveGuard, type LeaveQuestion } from '@portal/shared/leave-guard';
import { Route, Routes } from '@portal/shared/router';
import { fakeApi, fakeIdentity, renderWithProviders } from '@portal/shared/testing';
import { testRuntimeConfig } from '@portal/shared/testing/dtos';
import { ServicesProvider } from '../../app/services';
import { Layout } from './Layout';

const DISCARD: LeaveQuestion = {
  title: 'Discard this booking?',
  message: 'Nothing has been saved yet: the details you have entered will be lost.',
  leaveLabel: 'Discard and leave',
};

function Page({ question }: { question: LeaveQuestion | null }) {
  useLeaveGuard(question);
  return <p>Wizard</p>;
}

function open(question: LeaveQuestion | null) {
  const identity = fakeIdentity();
  renderWithProviders(
    <ServicesProvider value={{ config: testRuntimeConfig(), identity }}>
      <Routes>
        <Route
          path="/private"
          element={
            <Layout>
              <Page question={question} />
            </Layout>
          }
        />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </ServicesProvider>,
    { api: fakeApi({}).api, route: '/private', identity },
  );
  return identity;
}

describe('Logout', () => {
  it('signs out at once when the page has nothing to lose', async () => {
    const identity = open(null);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("asks the page's question first: Keep editing stays, the leave button signs out", async () => {
    const identity = open(DISCARD);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: DISCARD.title }, { timeout: 5000 });
    expect(within(dialog).getByText(DISCARD.message)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Wizard')).toBeInTheDocument();
    expect(identity.signOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: DISCARD.title }, { timeout: 5000 })).getByRole('button', { name: 'Discard and leave' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalledTimes(1);
  });
});
