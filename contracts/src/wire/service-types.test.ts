import { describe, expect, it } from 'vitest';
import { isVetSupplyOrder, serviceTypeLabel } from '@portal/contracts/wire/service-types';

describe('service type names as people read them', () => {
  it('title-cases the CRM names, keeping short joining words small', () => {
    expect(serviceTypeLabel('private cremation & dispersal of ashes')).toBe('Private Cremation & Dispersal of Ashes');
    expect(serviceTypeLabel('communal cremation - stray / wildlife - vet')).toBe('Communal Cremation - Stray / Wildlife - Vet');
    expect(serviceTypeLabel(' vet supply order ')).toBe('Vet Supply Order');
    expect(serviceTypeLabel('of ashes')).toBe('Of Ashes');
  });

  it('knows a vet supply order whatever its case', () => {
    expect(isVetSupplyOrder('Vet Supply Order')).toBe(true);
    expect(isVetSupplyOrder('private cremation')).toBe(false);
  });
});
