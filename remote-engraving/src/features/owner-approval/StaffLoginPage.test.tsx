import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../testing/fakeApi';
import { locationOf, lookupOf, renderOwnerApp, resetOwnerState, signedInStaff } from '../../testing/ownerApp';
import { PortalUrlProvider } from './portal-login';
import { BACK_TO_BOOKING_LABEL } from './OwnerPage';

function setup(route: string, portalUrl?: string) {
  const { api } = fakeApi({ 'GET portal/engraving/booking/b1/q1': { body: { data: lookupOf() } } });
  return renderOwnerApp(route, { api, wrap: portalUrl ? (pages) => <PortalUrlProvider portalUrl={portalUrl}>{pages}</PortalUrlProvider> : undefined });
}

beforeEach(resetOwnerState);

describe('/engraving/staff-login (spec 001 s2.2; spec 000 s2 /login with the booking and quoted product)', () => {
  it('a staff member with a session goes to the artwork in staff mode', async () => {
    signedInStaff();
    const view = setup('/engraving/staff-login/b1/q1');
    await waitFor(() => expect(locationOf(view)).toBe('/engraving/check-existing?staff=1&bookingId=b1&quotedProductId=q1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Current artwork' })).toBeInTheDocument();
    // The artwork pages have no portal navigation: staff get a way back to the booking.
    expect(screen.getByRole('link', { name: BACK_TO_BOOKING_LABEL })).toHaveAttribute('href', '/booking/b1');
  });

  it("staff on the standalone owner app link back to the booking on the portal", async () => {
    signedInStaff();
    setup('/engraving/check-existing?staff=1&bookingId=b1&quotedProductId=q1', 'http://localhost:8080');
    expect(await screen.findByRole('link', { name: BACK_TO_BOOKING_LABEL })).toHaveAttribute('href', 'http://localhost:8080/booking/b1');
  });

  it('one without signs in at /login with the booking id and quoted product id', async () => {
    const view = setup('/engraving/staff-login/b1/q1');
    await waitFor(() => expect(locationOf(view)).toBe('/login?bookingId=b1&quotedProductId=q1'));
  });

  it("on the standalone owner app (no /login of its own), a link to the portal's sign-in", async () => {
    const view = setup('/engraving/staff-login/b1/q1', 'http://localhost:8080/');
    const link = await screen.findByRole('link', { name: 'Sign in to the portal' });
    expect(link).toHaveAttribute('href', 'http://localhost:8080/login?bookingId=b1&quotedProductId=q1');
    expect(locationOf(view)).toBe('/engraving/staff-login/b1/q1');
    expect(document.title).toBe('Engraving Approval');
  });
});
