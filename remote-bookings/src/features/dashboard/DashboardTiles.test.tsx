import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import ky from 'ky';
import { renderWithProviders } from '@portal/shared/testing';
import { DashboardTiles } from './DashboardTiles';

function apiWithServiceTypes(names: string[]) {
  const body = JSON.stringify({ data: names.map((name, i) => ({ id: String(i), name })) });
  const served = { count: 0 };
  const api = ky.create({
    baseUrl: 'http://api.test/',
    fetch: () => {
      served.count++;
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
    },
  });
  return { api, served };
}

describe('dashboard tiles', () => {
  it('offers Vet Supply Order when the practice has that service type', async () => {
    renderWithProviders(<DashboardTiles />, { api: apiWithServiceTypes(['private cremation', 'Vet Supply Order']).api });
    expect(await screen.findByRole('link', { name: 'Vet Supply Order' })).toHaveAttribute(
      'href',
      '/new-booking?bookingoption=vet+supply+order',
    );
    expect(screen.getByRole('link', { name: 'New Booking' })).toHaveAttribute('href', '/new-booking');
    expect(screen.getByRole('link', { name: 'View All Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('has no Vet Supply Order tile otherwise', async () => {
    const { api, served } = apiWithServiceTypes(['private cremation']);
    renderWithProviders(<DashboardTiles />, { api });
    await waitFor(() => expect(served.count).toBe(1));
    // Let the answer be rendered.
    await act(() => Promise.resolve());
    expect(screen.getByRole('link', { name: 'New Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vet Supply Order' })).toBeNull();
  });
});
