import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { CLOSE_LINK_LABEL, CLOSE_LINK_MESSAGE, CLOSE_LINK_TITLE, FamilyUpdates, LINK_CLOSED } from './FamilyUpdates';

const OPEN = { texts: [{ kind: 'collected', sent_at: '2026-11-20T01:30:00Z' }], open_links: 1, expires_at: null, closed_at: null };
const CLOSED = { ...OPEN, open_links: 0, closed_at: '2026-11-21T02:00:00Z', revoked: 1 };

describe('texts to the family on the details page (issue 19 item 3)', () => {
  it('shows nothing before a text went out', async () => {
    const { api, calls } = fakeApi({ 'GET portal/booking/b1/tracking': { body: { data: { texts: [], open_links: 0, expires_at: null, closed_at: null } } } });
    const { container } = renderWithProviders(<FamilyUpdates bookingId="b1" />, { api });
    await expect.poll(() => calls('GET', 'portal/booking/b1/tracking').length).toBe(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('closes the link only after a question that says what happens, and says it is closed', async () => {
    const { api, calls } = fakeApi({
      'GET portal/booking/b1/tracking': { body: { data: OPEN } },
      'POST portal/booking/b1/tracking/revoke': { body: { data: CLOSED } },
    });
    renderWithProviders(<FamilyUpdates bookingId="b1" />, { api });
    const section = await screen.findByRole('region', { name: 'Texts to the family' });
    expect(section).toHaveTextContent('Pet collected: texted');
    await userEvent.click(within(section).getByRole('button', { name: CLOSE_LINK_LABEL }));
    const question = await screen.findByRole('alertdialog', { name: CLOSE_LINK_TITLE });
    expect(question).toHaveTextContent(CLOSE_LINK_MESSAGE);
    // The safe choice has focus (the dialog moves it there once open: a frame later on a busy machine);
    // keeping it open sends nothing.
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep it open' })).toHaveFocus(), { timeout: 5000 });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it open' }));
    expect(calls('POST', 'portal/booking/b1/tracking/revoke')).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: CLOSE_LINK_LABEL }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: CLOSE_LINK_LABEL }));
    expect(await within(section).findByText(LINK_CLOSED)).toBeInTheDocument();
    expect(calls('POST', 'portal/booking/b1/tracking/revoke')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: CLOSE_LINK_LABEL })).toBeNull();
  });

  it('says the link is closed once staff closed it, even before any text went out, and offers no way to close it again', async () => {
    const { api } = fakeApi({ 'GET portal/booking/b1/tracking': { body: { data: { texts: [], open_links: 0, expires_at: null, closed_at: '2026-11-21T02:00:00Z' } } } });
    renderWithProviders(<FamilyUpdates bookingId="b1" />, { api });
    const section = await screen.findByRole('region', { name: 'Texts to the family' });
    expect(within(section).getByTestId('tracking-link-status')).toHaveTextContent(LINK_CLOSED);
    expect(section).toHaveTextContent('No text was sent before the link was closed.');
    expect(within(section).queryByRole('button', { name: CLOSE_LINK_LABEL })).toBeNull();
  });
});
