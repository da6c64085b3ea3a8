import { useApi } from '@portal/shared/api';
import { vetQuery } from '@portal/shared/api/vet';
import type { VetPractice } from '@portal/contracts/wire/vet';
import { useQuery } from '@portal/shared/query';

/** The caller's practice (GET portal/vet) from the shared cache: one request for every reader. */
export function useVet(): VetPractice | undefined {
  return useQuery(vetQuery(useApi())).data;
}
