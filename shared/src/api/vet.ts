// The calls and queries of vet; its wire types and pure rules are @portal/contracts/wire/vet.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
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

/**
 * Changes the price display (updatePricing): every page that reads the practice shows the change at
 * once (the cached practice), the answer replaces it, and a failure puts back the practice shown before.
 */
export const updatePricingMutation = (api: ApiClient, queryClient: QueryClient) => {
  const key = vetQuery(api).queryKey;
  return mutationOptions({
    mutationFn: (pricing: PricingOption) => updatePricing(api, pricing),
    onMutate: (pricing): VetPractice | undefined => {
      const shown = queryClient.getQueryData(key);
      if (shown) queryClient.setQueryData(key, { ...shown, pricing });
      return shown;
    },
    onSuccess: (practice) => {
      queryClient.setQueryData(key, practice);
    },
    onError: (_error, _pricing, shown) => {
      if (shown) queryClient.setQueryData(key, shown);
    },
  });
};
