// The calls and queries of vet; its wire types and pure rules are @portal/contracts/wire/vet.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { type VetPractice, type VetDto, toVetPractice, type PricingOption } from '@portal/contracts/wire/vet';

export async function fetchVet(api: ApiClient): Promise<VetPractice> {
  const body = await api.get('portal/vet').json<{ data: VetDto }>();
  return toVetPractice(body.data);
}

/**
 * The caller's practice, one answer for every page that reads it (the dashboard's tiles and its
 * tables, the wizards, the practice pages). It changes only through this portal (updatePricing writes
 * the new answer into the cache), so it is asked for again only after a minute (as the catalog's own
 * practice cache did).
 */
export const vetQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['vet'], queryFn: () => fetchVet(api), staleTime: 60_000 });

export async function updatePricing(api: ApiClient, pricing: PricingOption): Promise<VetPractice> {
  const body = await api
    .post('portal/vet', { json: { pricing_information_c: pricing } })
    .json<{ data: VetDto }>();
  return toVetPractice(body.data);
}
