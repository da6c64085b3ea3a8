// The host's routes in Chromium, without the stack: an address no page has. The remotes are not part of
// this test: the area a path opens is named in place of the remote's pages.
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ContactDto } from '@portal/contracts/wire/contacts';
import { seriousViolations } from '@portal/shared/testing/browser';
import { openHost } from '../testing/openHost';

vi.mock('../features/remotes/RemoteMount', () => ({
  RemoteMount: ({ remote }: { remote: string }) => <p>The {remote} area</p>,
}));

const STAFF = 'direct.staff@example.com';
const PASSWORD = 'Portal#2026';
/** direct.staff's contact at the practice (GET portal/vet/contacts), matched at sign-in. */
const CONTACT: ContactDto = {
  id: 'staff-id',
  first_name: 'Pat',
  last_name: 'Nurse',
  email_address: STAFF,
  cstm: { cognito_username_c: STAFF, portal_access_c: 'Level 1', cognito_portal_active_c: 1 },
};
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"/>')}`;

describe('an unknown address', () => {
  it('an unknown path shows the 404 page, whose button goes to the dashboard', async () => {
    openHost('/no-such-page', {
      answers: {
        'GET portal/vet/contacts': { body: { data: [CONTACT] } },
        'GET portal/brand': { body: { data: { name: 'Lawnswood', brand_logo_link: LOGO, phone_work: '0892401234' } } },
      },
    });
    await expect.element(page.getByText('We are sorry, but the page you requested was not found.')).toBeVisible();
    await userEvent.click(page.getByRole('link', { name: 'Back to dashboard' }));
    // Signed out, the dashboard sends the person to sign in first.
    await expect.element(page.getByTestId('address')).toHaveTextContent('/login');
    await userEvent.type(page.getByRole('textbox', { name: /^Username \(email\)/ }), STAFF);
    await userEvent.type(page.getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect.element(page.getByTestId('address')).toHaveTextContent('/dashboard');
  });
});

// Issue 31 item 6: eight Tabs past the logo and the header's links before New Booking.
describe('the signed-in frame by keyboard', () => {
  it('the first Tab shows "Skip to main content", and Enter takes the focus to the page', async () => {
    openHost('/login', {
      answers: {
        'GET portal/vet/contacts': { body: { data: [CONTACT] } },
        'GET portal/brand': { body: { data: { name: 'Lawnswood', brand_logo_link: LOGO, phone_work: '0892401234' } } },
      },
    });
    await userEvent.type(page.getByRole('textbox', { name: /^Username \(email\)/ }), STAFF);
    await userEvent.type(page.getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect.element(page.getByText('The remote_bookings area')).toBeVisible();
    // The signed-in frame has no serious or critical accessibility violation (moved from e2e
    // federation.spec.ts, issue 30; the dashboard inside it is DashboardPage.browser.test.tsx's).
    expect(await seriousViolations()).toEqual([]);

    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Tab}');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.element(skip).toHaveFocus();
    const box = skip.element().getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.height).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('main')).toHaveFocus();
  });
});
