import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FAILURE } from '@portal/shared/domain/identity-errors';
import { fakeApi, renderWithProviders, vetDto } from '@portal/shared/testing';
import { ChooserPage } from './ChooserPage';

describe('ChooserPage', () => {
  it('says so when the practice could not be loaded, rather than offering no options, and Try again loads it', async () => {
    let vetCalls = 0;
    const { api } = fakeApi({
      'GET portal/vet': () => (++vetCalls === 1 ? { status: 500, body: { errors: { detail: 'Boom' } } } : { body: { data: vetDto() } }),
      'GET portal/vet/service_types': { body: { data: [{ id: 'st-private', name: 'private cremation' }] } },
    });
    renderWithProviders(<ChooserPage />, { api, route: '/new-booking' });

    expect(await screen.findByText(DEFAULT_FAILURE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Booking vet staff member name/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Booking vet staff member name/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
  });
});
