import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import type { Identity } from '@portal/shared/identity';

export interface HostServices {
  config: RuntimeConfig;
  identity: Identity;
}

const ServicesContext = createContext<HostServices | null>(null);

export function ServicesProvider({ value, children }: { value: HostServices; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useServices(): HostServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
