// The host's pages in a component test: its route table (AppRoutes) at an address, with a fake
// portal-api and a fake identity provider, and the address the router is at shown beside them.
import type { Identity } from '@portal/shared/identity';
import { useLocation } from '@portal/shared/router';
import { fakeApi, fakeIdentity, renderWithProviders, type FakeReply } from '@portal/shared/testing';
import { testRuntimeConfig } from '@portal/shared/testing/dtos';
import { AppRoutes } from '../app/App';
import { ServicesProvider } from '../app/services';

/** The address the app is at (path and query), where a test can read it: the e2e journeys' page URL. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

/** Opens `route` in the host's routes; portal-api answers with `answers` (unknown calls: 404). */
export function openHost(route: string, { identity = fakeIdentity(), answers = {} }: { identity?: Identity; answers?: Record<string, FakeReply> } = {}) {
  const fake = fakeApi(answers);
  renderWithProviders(
    <ServicesProvider value={{ config: testRuntimeConfig(), identity }}>
      <AppRoutes />
      <Address />
    </ServicesProvider>,
    { api: fake.api, route, identity },
  );
  return { identity, ...fake };
}
