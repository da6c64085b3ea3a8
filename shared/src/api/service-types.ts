import type { ApiClient } from '../api';

export interface ServiceType {
  id: string;
  name: string;
}

/** Service-type names the portal's logic depends on (spec 000 s9). */
export const SERVICE_TYPE_NAMES = {
  strayWildlife: 'communal cremation - stray / wildlife - vet',
  communal: 'communal cremation - vet',
  dispersal: 'private cremation & dispersal of ashes',
  vetSupply: 'vet supply order',
} as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findServiceType(types: ServiceType[], name: string): ServiceType | undefined {
  return types.find((type) => sameName(type.name, name));
}

export async function fetchServiceTypes(api: ApiClient): Promise<ServiceType[]> {
  const body = await api.get('portal/vet/service_types').json<{ data: ServiceType[] }>();
  return body.data;
}
