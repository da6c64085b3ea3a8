import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';

export interface AccountManagerDto {
  first_name: string;
  last_name: string;
  phone_mobile: string;
  email_addresses?: { email_address: string }[];
  picture?: { src: string } | null;
}

/** The practice's relationship manager (spec 001 s3, Team representative). */
export interface AccountManager {
  name: string;
  mobile: string;
  email: string | undefined;
  pictureUrl: string | undefined;
}

export function toAccountManager(dto: AccountManagerDto): AccountManager {
  return {
    name: `${dto.first_name} ${dto.last_name}`.trim(),
    mobile: dto.phone_mobile,
    email: dto.email_addresses?.[0]?.email_address,
    pictureUrl: dto.picture?.src,
  };
}

export async function fetchAccountManager(api: ApiClient): Promise<AccountManager> {
  const body = await api.get('portal/vet/account_manager').json<{ data: AccountManagerDto }>();
  return toAccountManager(body.data);
}

/** The practice's account manager (asked for again after five minutes). */
export const accountManagerQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['account-manager'], queryFn: () => fetchAccountManager(api), staleTime: 5 * 60_000 });
