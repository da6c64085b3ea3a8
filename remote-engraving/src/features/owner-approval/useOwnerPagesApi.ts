import { useMemo } from 'react';
import { ownerApiClient, useApi, type ApiClient } from '@portal/shared/api';

/**
 * The API client of an engraving page: in staff mode (staff=1) the staff member's, else the owner's
 * (the guest token and grant, even where practice staff are signed in on the same browser).
 */
export function useOwnerPagesApi(staff: boolean): ApiClient {
  const api = useApi();
  return useMemo(() => (staff ? api : ownerApiClient(api)), [api, staff]);
}
