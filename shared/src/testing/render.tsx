// One render helper for component tests: the portal's providers around the component.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { ApiProvider, type ApiClient } from '@portal/shared/api';
import { PortalProvider } from '@portal/shared/ui';

export function renderWithProviders(ui: ReactElement, { api, route = '/' }: { api: ApiClient; route?: string }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProvider>
      <ApiProvider client={api}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ApiProvider>
    </PortalProvider>
  );
  return render(ui, { wrapper });
}
