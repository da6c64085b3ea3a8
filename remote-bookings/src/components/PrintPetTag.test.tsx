import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingKeys } from '@portal/shared/api/bookings';
import type { BookingQuery } from '@portal/contracts/wire/bookings';
import { queryClient } from '@portal/shared/query';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { PrintPetTag } from './PrintPetTag';

describe('Print pet tag', () => {
  it('drops the cached bookings lists, so the list shows the printed tag and not "No tag" (issue 31 item 6)', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { api } = fakeApi({ 'GET portal/booking/b1/tag': { body: { url: 'http://api.test/files/pet-tags/b1/label.pdf?signature=s' } } });
    // The bookings page seen before printing: its cached page says the booking has no tag.
    const listKey = bookingKeys.list({ page: 1 } as BookingQuery);
    queryClient.setQueryData(listKey, { rows: [{ id: 'b1', petTagUrl: null }] });
    renderWithProviders(<PrintPetTag bookingId="b1" />, { api });

    await userEvent.click(screen.getByRole('button', { name: '4 × 6 in label' }));

    await waitFor(() => expect(tab.location.href).toBe('http://api.test/files/pet-tags/b1/label.pdf?signature=s'));
    expect(queryClient.getQueryData(listKey)).toBeUndefined();
  });

  it('says beside the buttons why the label has two pages and what the A4 sheet holds (issue 31 item 6)', () => {
    renderWithProviders(<PrintPetTag bookingId="b1" />, { api: fakeApi({}).api });
    const group = screen.getByRole('group', { name: 'Print pet tag' });
    expect(group).toHaveTextContent(
      'The label prints two copies, one a page: copy 1 for the pet’s collar or leg, copy 2 for the outside of the body bag.',
    );
    expect(group).toHaveTextContent('The A4 sheet holds four to cut out: the same two copies and two spares.');
  });
});
