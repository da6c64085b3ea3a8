import { useApi } from '@portal/shared/api';
import { vetQuery } from '@portal/shared/api/vet';
import type { VetPractice } from '@portal/contracts/wire/vet';
import { showsPrices } from '@portal/contracts/domain/pricing';
import { useQuery } from '@portal/shared/query';

/**
 * The caller's practice and whether it sees prices (spec 001 s6: only with portal access and a pricing
 * option other than 'No price'). Until it is known no price shows. The steps, the modal and the cart on
 * screen together read one answer of the shared cache (one request, not one each).
 */
export function usePractice(): { practice: VetPractice | undefined; prices: boolean } {
  const practice = useQuery(vetQuery(useApi())).data;
  return { practice, prices: practice !== undefined && showsPrices(practice) };
}
