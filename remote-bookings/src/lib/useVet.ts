import { fetchVet, type VetPractice } from '@portal/shared/api/vet';
import { useLoaded } from './useLoaded';

/** The caller's practice (GET portal/vet), loaded beside a page's own call, never before it. */
export function useVet(): VetPractice | undefined {
  const vet = useLoaded('vet', (api) => fetchVet(api));
  return vet.status === 'ready' ? vet.data : undefined;
}
