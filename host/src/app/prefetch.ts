import type { ApiClient } from '@portal/shared/api';
import { brandQuery } from '@portal/shared/api/brand';
import { serviceTypesQuery } from '@portal/shared/api/service-types';
import { vetQuery } from '@portal/shared/api/vet';
import { isTokenFresh } from '@portal/contracts/domain/jwt';
import { queryClient } from '@portal/shared/query';
import { sessionStore } from '@portal/shared/session';
import { areaForPath } from './registry';

/**
 * The dashboard's tiles (its largest paint) wait for the practice and its service types, the frame for
 * the brand's logo. They are asked for here, into the shared query cache, as soon as a staff member is
 * known to be signed in: at start (a stored, fresh session on a staff page), while the remotes' code is
 * still on its way, and at each sign-in. The pages then read the answers (or the requests in flight).
 */
export function prefetchForMember(api: ApiClient) {
  const prefetch = () => {
    void queryClient.prefetchQuery(vetQuery(api));
    void queryClient.prefetchQuery(serviceTypesQuery(api));
    void queryClient.prefetchQuery(brandQuery(api));
  };
  const { accessToken, profile } = sessionStore.getState();
  if (accessToken && profile && isTokenFresh(accessToken) && areaForPath(window.location.pathname)?.access === 'staff') prefetch();
  sessionStore.subscribe((state, previous) => {
    if (state.status === 'authenticated' && previous.status !== 'authenticated') prefetch();
  });
}
