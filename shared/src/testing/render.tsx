// One render helper for component tests: the portal's providers around the component.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { ApiProvider, type ApiClient } from '@portal/shared/api';
import { IdentityProvider, type Identity } from '@portal/shared/identity';
import { QueryRoot } from '@portal/shared/query';
import { PortalProvider } from '@portal/shared/ui';

export function renderWithProviders(
  ui: ReactElement,
  { api, route = '/', identity }: { api: ApiClient; route?: string; identity?: Identity },
) {
  const routed = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api}>
      <QueryRoot>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryRoot>
    </ApiProvider>
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProvider>
      {identity ? <IdentityProvider identity={identity}>{routed({ children })}</IdentityProvider> : routed({ children })}
    </PortalProvider>
  );
  return render(ui, { wrapper });
}
