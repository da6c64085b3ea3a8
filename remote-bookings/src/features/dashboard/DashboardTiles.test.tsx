import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import ky from 'ky';
import type { RelationshipType, VetDto } from '@portal/contracts/wire/vet';
import { renderWithProviders, vetDto } from '@portal/shared/testing';
import { concernsTile, DashboardTiles, useDashboardTiles } from './DashboardTiles';

const vet = (relationshipType: RelationshipType): VetDto => vetDto('Pricebook', { relationship_type_c: relationshipType });

/** portal-api answering the practice (GET portal/vet), its service types, its overdue count and its family confirmation counts. */
function fakeApi(names: string[], relationshipType: RelationshipType = 'vet_direct', overdue = 0, confirmations = { awaiting: 0, concern: 0 }) {
  const served = { serviceTypes: 0 };
  const api = ky.create({
    baseUrl: 'http://api.test/',
    fetch: (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
      if (path === '/portal/vet/service_types') {
        served.serviceTypes++;
        return json({ data: names.map((name, i) => ({ id: String(i), name })) });
      }
      if (path === '/portal/vet') return json({ data: vet(relationshipType) });
      if (path === '/portal/dashboard/overdue') return json({ data: { count: overdue, as_of: '2026-11-28T01:00:00Z' } });
      if (path === '/portal/dashboard/confirmations') return json({ data: confirmations });
      return Promise.resolve(new Response('{}', { status: 404 }));
    },
  });
  return { api, served };
}

/** The tiles as the dashboard shows them: none until the practice and its service types are known. */
function Tiles() {
  const tiles = useDashboardTiles();
  return tiles ? <DashboardTiles tiles={tiles} /> : <p>Loading your dashboard…</p>;
}

const tileText = (title: string) => screen.getByRole('link', { name: title }).closest('li')?.textContent ?? '';

describe('dashboard tiles', () => {
  it('offers Vet Supply Order when the practice has that service type', async () => {
    renderWithProviders(<Tiles />, { api: fakeApi(['private cremation', 'Vet Supply Order']).api });
    expect(await screen.findByRole('link', { name: 'Vet Supply Order' })).toHaveAttribute(
      'href',
      '/new-booking?bookingoption=vet+supply+order',
    );
    expect(screen.getByRole('link', { name: 'New Booking' })).toHaveAttribute('href', '/new-booking');
    expect(screen.getByRole('link', { name: 'View All Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('has no Vet Supply Order tile otherwise', async () => {
    const { api, served } = fakeApi(['private cremation']);
    renderWithProviders(<Tiles />, { api });
    await waitFor(() => expect(served.serviceTypes).toBe(1));
    // Let the answer be rendered.
    await act(() => Promise.resolve());
    expect(screen.getByRole('link', { name: 'New Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vet Supply Order' })).toBeNull();
  });

  it('names on New Booking only what the practice can book (a vet_unity practice: no packages or urns)', async () => {
    const all = ['private cremation', 'communal cremation - vet', 'products only', 'vet supply order'];
    renderWithProviders(<Tiles />, { api: fakeApi(all, 'vet_unity').api });
    await waitFor(() => expect(tileText('New Booking')).toContain('Book a cremation for a family.'));
  });

  it('names packages and urns for a vet_direct practice that has them', async () => {
    renderWithProviders(<Tiles />, { api: fakeApi(['private cremation', 'products only']).api });
    await waitFor(() => expect(tileText('New Booking')).toContain('Book a cremation, a package, or urns and memorabilia for a family.'));
  });

  it('shows no tile until the service types are known, then all of them at once (nothing moves in later, issue 17)', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { api } = fakeApi(['private cremation', 'vet supply order']);
    const slow = api.extend({
      hooks: { beforeRequest: [async ({ request }) => (request.url.endsWith('/service_types') ? held : undefined)] },
    });
    renderWithProviders(<Tiles />, { api: slow });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('link', { name: 'New Booking' })).toBeNull();
    expect(screen.getByText('Loading your dashboard…')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('link', { name: 'Vet Supply Order' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['New Booking', 'Vet Supply Order', 'View All Bookings', 'Scan a pet tag', 'Overdue', 'Family concerns']);
  });

  it('links Scan a pet tag to the Scan page, and Overdue, with its count, to the bookings list filtered to the overdue', async () => {
    renderWithProviders(<Tiles />, { api: fakeApi(['private cremation'], 'vet_direct', 3).api });
    expect(await screen.findByRole('link', { name: 'Scan a pet tag' })).toHaveAttribute('href', '/scan');
    expect(screen.getByRole('link', { name: 'Overdue' })).toHaveAttribute('href', '/bookings?overdue=true');
    await waitFor(() => expect(tileText('Overdue')).toContain('3 bookings are longer in their stage than expected.'));
  });

  it('links Family concerns, with its count, to the bookings list filtered to those a family’s concern holds (issue 36)', async () => {
    renderWithProviders(<Tiles />, { api: fakeApi(['private cremation'], 'vet_direct', 0, { awaiting: 1, concern: 2 }).api });
    expect(await screen.findByRole('link', { name: 'Family concerns' })).toHaveAttribute('href', '/bookings?family_confirmation=concern');
    await waitFor(() => expect(tileText('Family concerns')).toContain('2 families have raised a concern: on hold before the cremation.'));
  });

  it('says so when no booking is overdue', async () => {
    renderWithProviders(<Tiles />, { api: fakeApi(['private cremation']).api });
    await waitFor(() => expect(tileText('Overdue')).toContain('No booking is longer in its stage than expected.'));
  });

  it('a practice whose service types cannot be loaded still gets the tiles every practice has', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = fakeApi([]);
    const failing = api.extend({
      hooks: { beforeRequest: [({ request }) => (request.url.endsWith('/service_types') ? new Response('{}', { status: 500 }) : undefined)] },
    });
    renderWithProviders(<Tiles />, { api: failing });
    expect(await screen.findByRole('link', { name: 'New Booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Bookings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vet Supply Order' })).toBeNull();
    vi.restoreAllMocks();
  });

  it('the Family concerns tile says how many families raised a concern and how many have not answered (issue 36)', () => {
    expect(concernsTile(undefined)).toMatchObject({ title: 'Family concerns', attention: false });
    expect(concernsTile({ awaiting: 0, concern: 0 }).description).toBe('No family has raised a concern.');
    expect(concernsTile({ awaiting: 2, concern: 1 })).toMatchObject({
      description: '1 family has raised a concern: on hold before the cremation. 2 awaiting the family’s answer.',
      attention: true,
    });
    expect(concernsTile({ awaiting: 0, concern: 3 }).description).toBe('3 families have raised a concern: on hold before the cremation.');
  });
});
