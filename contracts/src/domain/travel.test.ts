import { describe, expect, it } from 'vitest';
import { shownTravel } from '@portal/contracts/domain/travel';

describe('shownTravel: the travel lines an order shows', () => {
  it.each([
    ['private cremation', { collection: 0, return: 0 }, { collection: 0, return: 0 }],
    ['private cremation & dispersal of ashes', { collection: 0, return: 0 }, { collection: 0, return: null }],
    ['communal cremation - vet', { collection: 0, return: 0 }, { collection: 0, return: null }],
    ['communal cremation - stray / wildlife - vet', { collection: 0, return: 0 }, { collection: 0, return: null }],
    ['products only', { collection: 0, return: 0 }, { collection: null, return: null }],
    ['vet supply order', { collection: 0, return: 0 }, { collection: null, return: null }],
  ])('%s with no fees: only the journeys it makes', (name, fees, shown) => {
    expect(shownTravel(name, fees)).toEqual(shown);
  });

  it('a charged fee always shows, whatever the service', () => {
    expect(shownTravel('vet supply order', { collection: 0, return: 15 })).toEqual({ collection: null, return: 15 });
    expect(shownTravel('communal cremation - vet', { collection: 40, return: 12 })).toEqual({ collection: 40, return: 12 });
  });
});
