// The calls and queries of wizard-reference; its wire types and pure rules are @portal/contracts/wire/wizard-reference.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { type BreedPage, type PetBreedDto, toBreed, type CollectionProduct, type AddressSuggestion } from '@portal/contracts/wire/wizard-reference';

export async function fetchPetTypes(api: ApiClient): Promise<string[]> {
  const body = await api.get('portal/pet_types').json<{ data: { pet_type: string }[] }>();
  return body.data.map((row) => row.pet_type);
}

/** The pet types the details step offers (reference data: asked for again after five minutes). */
export const petTypesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['pet-types'], queryFn: () => fetchPetTypes(api), staleTime: 5 * 60_000 });

export async function fetchPetBreeds(api: ApiClient, petType: string, search: string, page = 1): Promise<BreedPage> {
  const body = await api
    .get('portal/pet_breeds', { searchParams: { pet_type: petType, search, page } })
    .json<{ data: PetBreedDto[]; current_page: number; last_page: number }>();
  return { breeds: body.data.map(toBreed), currentPage: body.current_page, lastPage: body.last_page };
}

/** GET portal/postcode/zone: the collection products for a postcode; none outside every zone. */
export async function fetchCollectionProducts(api: ApiClient, postalcode: string, city: string): Promise<CollectionProduct[]> {
  const body = await api
    .get('portal/postcode/zone', { searchParams: { postalcode, city } })
    .json<{ data: { id: string; name: string; is_home_collection: number }[] }>();
  return body.data.map((row) => ({ id: row.id, name: row.name, isHomeCollection: row.is_home_collection === 1 }));
}

/** The local address provider: portal-api's gazetteer search (at least 3 characters). */
export async function searchAddresses(api: ApiClient, query: string): Promise<AddressSuggestion[]> {
  const body = await api.get('portal/address/search', { searchParams: { q: query } }).json<{ data: AddressSuggestion[] }>();
  return body.data;
}
