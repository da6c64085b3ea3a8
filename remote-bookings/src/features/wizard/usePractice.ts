import { useApi } from '@portal/shared/api';
import { fetchServiceTypes, type ServiceType } from '@portal/shared/api/service-types';
import { fetchVet, type VetPractice } from '@portal/shared/api/vet';
import { useLoad } from './useLoad';

export interface PracticeFacts {
  vet: VetPractice;
  serviceTypes: ServiceType[];
}

/**
 * The caller's practice and its service types, which decide options, skip defaults and collection.
 * A new `attempt` loads them again (Try again after a failure).
 */
export function usePractice(attempt = 0) {
  const api = useApi();
  return useLoad<PracticeFacts>(async () => {
    const [vet, serviceTypes] = await Promise.all([fetchVet(api), fetchServiceTypes(api)]);
    return { vet, serviceTypes };
  }, [api, attempt]);
}
