// The owner app's frame (app/OwnerShell.tsx) for a first screen: the brand and 'Engraving Approval'
// over one narrow column, and the brand's Client Care line for the page to offer.
import type { ReactNode } from 'react';
import { ClientCareProvider } from '@portal/shared/client-care';
import { ENGRAVING_PAGE_TITLE } from '@portal/contracts/domain/engraving';
import { useOwnerClientCare } from '../features/owner-approval/clientCare';

export function OwnerLightFrame({ siteBrand, children }: { siteBrand: string; children: ReactNode }) {
  const clientCare = useOwnerClientCare(siteBrand);
  return (
    <ClientCareProvider value={clientCare}>
      <div className="lt-frame">
        <header className="lt-header">
          <div className="lt-header-row">
            <p className="lt-brand" data-testid="owner-brand">
              {clientCare?.name ?? siteBrand}
            </p>
            <p className="lt-muted">{ENGRAVING_PAGE_TITLE}</p>
          </div>
        </header>
        <main className="lt-main">{children}</main>
      </div>
    </ClientCareProvider>
  );
}
