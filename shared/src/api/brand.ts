import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';

export interface BrandDto {
  name: string;
  brand_logo_link: string;
  phone_work: string;
  email_addresses?: { email_address: string }[];
  parent?: string | null;
}

export interface Brand {
  name: string;
  logoUrl: string;
  phone: string;
  email: string | undefined;
  parent: string | null;
}

export function toBrand(dto: BrandDto): Brand {
  return {
    name: dto.name,
    logoUrl: dto.brand_logo_link,
    phone: dto.phone_work,
    email: dto.email_addresses?.[0]?.email_address,
    parent: dto.parent ?? null,
  };
}

/** GET portal/brand: the caller's brand, or the named one. */
export async function fetchBrand(api: ApiClient, name?: string): Promise<Brand> {
  const searchParams = name ? { brand: name } : undefined;
  const body = await api.get('portal/brand', { searchParams }).json<{ data: BrandDto }>();
  return toBrand(body.data);
}

/** The signed-in practice's brand (its Client Care lines; asked for again after five minutes). */
export const brandQuery = (api: ApiClient) => queryOptions({ queryKey: ['brand'], queryFn: () => fetchBrand(api), staleTime: 5 * 60_000 });
