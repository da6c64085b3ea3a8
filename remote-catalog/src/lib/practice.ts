import { useEffect, useState } from 'react';
import { useApi, type ApiClient } from '@portal/shared/api';
import { fetchVet, type VetPractice } from '@portal/shared/api/vet';
import { showsPrices } from '@portal/shared/domain/pricing';

/** How long the practice (its name and price display) is reused before it is asked for again. */
const PRACTICE_TTL_MS = 60_000;
const loads = new WeakMap<ApiClient, { at: number; practice: Promise<VetPractice> }>();

/** GET portal/vet once for the steps, the modal and the cart on screen together (one request, not one each). */
export function loadPractice(api: ApiClient): Promise<VetPractice> {
  const cached = loads.get(api);
  if (cached && Date.now() - cached.at < PRACTICE_TTL_MS) return cached.practice;
  const practice = fetchVet(api);
  loads.set(api, { at: Date.now(), practice });
  practice.catch((error: unknown) => {
    loads.delete(api);
    console.error('Could not load the practice', error);
  });
  return practice;
}

/**
 * The caller's practice and whether it sees prices (spec 001 s6: only with portal access and a pricing
 * option other than 'No price'). Until it is known no price shows.
 */
export function usePractice(): { practice: VetPractice | undefined; prices: boolean } {
  const api = useApi();
  const [practice, setPractice] = useState<VetPractice | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadPractice(api).then(
      (value) => {
        if (current) setPractice(value);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  return { practice, prices: practice !== undefined && showsPrices(practice) };
}
