import { useApi } from '@portal/shared/api';
import { serviceTypesQuery } from '@portal/shared/api/service-types';
import type { ServiceType } from '@portal/contracts/wire/service-types';
import { vetQuery } from '@portal/shared/api/vet';
import type { VetPractice } from '@portal/contracts/wire/vet';
import { useQueries } from '@portal/shared/query';

export interface PracticeFacts {
  vet: VetPractice;
  serviceTypes: ServiceType[];
}

export type PracticeLoad =
  | { status: 'pending'; data: undefined; error: null; refetch: () => void }
  | { status: 'error'; data: undefined; error: unknown; refetch: () => void }
  | { status: 'success'; data: PracticeFacts; error: null; refetch: () => void };

/**
 * The caller's practice and its service types, which decide options, skip defaults and collection:
 * the shared cache's answers (the dashboard and the host's start asked for them already). `refetch`
 * asks again for whichever failed (Try again).
 */
export function usePractice(): PracticeLoad {
  const api = useApi();
  return useQueries({
    queries: [vetQuery(api), serviceTypesQuery(api)],
    combine: ([vet, serviceTypes]): PracticeLoad => {
      const refetch = () => {
        if (vet.isError) void vet.refetch();
        if (serviceTypes.isError) void serviceTypes.refetch();
      };
      if (vet.isError || serviceTypes.isError) return { status: 'error', data: undefined, error: vet.error ?? serviceTypes.error, refetch };
      if (vet.isSuccess && serviceTypes.isSuccess) {
        return { status: 'success', data: { vet: vet.data, serviceTypes: serviceTypes.data }, error: null, refetch };
      }
      return { status: 'pending', data: undefined, error: null, refetch };
    },
  });
}
