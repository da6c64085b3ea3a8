// The wizard's federated parts (remote-catalog's product step and cart) while their code loads, in
// Chromium: what is on the page is announced, and axe finds nothing serious (a spinner's aria-label with
// no role was aria-prohibited-attr, found by an e2e journey's check while the cart loaded).
import { expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { seriousViolations } from '@portal/shared/testing/browser';
import { FederatedCartSummary, FederatedStep } from './FederatedStep';

// The catalog's code never arrives here: the parts stay loading.
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () => new Promise(() => undefined),
  registerRemotes: () => undefined,
  registerPlugins: () => undefined,
}));

it('the product step and the cart say they are loading, as a status', async () => {
  renderWithProviders(
    <>
      <FederatedStep
        step="product-list"
        bookingId="b1"
        serviceTypeId="st-private"
        serviceTypeName="private cremation"
        wizardPath="private"
        mode="new"
        title="New private cremation"
        staffName="Nurse Pat"
        pet={{ name: 'Rex', weightKg: 20 }}
        idempotencyKey="key-rex"
        onBookingChange={() => undefined}
        onDone={() => undefined}
        goTo={() => undefined}
        registerNavigation={() => undefined}
      />
      <FederatedCartSummary bookingId="b1" editable={false} />
    </>,
    { api: fakeApi({}).api },
  );
  await expect.element(page.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  await expect.element(page.getByRole('status', { name: 'Loading the cart' })).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
});
