// The calls and queries of service-types; its wire types and pure rules are @portal/contracts/wire/service-types.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import type { ServiceType } from '@portal/contracts/wire/service-types';

export async function fetchServiceTypes(api: ApiClient): Promise<ServiceType[]> {
  const body = await api.get('portal/vet/service_types').json<{ data: ServiceType[] }>();
  return body.data;
}

/** The practice's service types (asked for again after a minute). */
export const serviceTypesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['vet', 'service-types'], queryFn: () => fetchServiceTypes(api), staleTime: 60_000 });
