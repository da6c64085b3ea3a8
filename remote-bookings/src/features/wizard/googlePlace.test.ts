import { describe, expect, it } from 'vitest';
import { placesSuggestionActive, placeToAddress, type PlaceLike } from './googlePlace';

const at = (lat: number, lng: number) => ({ location: { lat: () => lat, lng: () => lng } });

const kingWilliam: PlaceLike = {
  formatted_address: '1 King William St, Adelaide SA 5000, Australia',
  address_components: [
    { long_name: '1', short_name: '1', types: ['street_number'] },
    { long_name: 'King William Street', short_name: 'King William St', types: ['route'] },
    { long_name: 'Adelaide', short_name: 'Adelaide', types: ['locality', 'political'] },
    { long_name: 'South Australia', short_name: 'SA', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
    { long_name: '5000', short_name: '5000', types: ['postal_code'] },
  ],
  geometry: at(-34.9255, 138.5999),
};

describe('placeToAddress (Google Places result to the wizard address)', () => {
  it('maps street, city, state, postcode, country, lat and lng', () => {
    expect(placeToAddress(kingWilliam)).toEqual({
      address: { street: '1 King William Street', city: 'Adelaide', state: 'SA', postalcode: '5000', country: 'Australia', lat: -34.9255, lng: 138.5999 },
      description: '1 King William St, Adelaide SA 5000, Australia',
    });
  });

  it('writes a unit as 3/12 and reads the suburb when there is no locality', () => {
    const mapped = placeToAddress({
      address_components: [
        { long_name: '3', short_name: '3', types: ['subpremise'] },
        { long_name: '12', short_name: '12', types: ['street_number'] },
        { long_name: 'Gympie Road', short_name: 'Gympie Rd', types: ['route'] },
        { long_name: 'Kedron', short_name: 'Kedron', types: ['sublocality', 'political'] },
        { long_name: 'Queensland', short_name: 'QLD', types: ['administrative_area_level_1'] },
        { long_name: '4031', short_name: '4031', types: ['postal_code'] },
      ],
      geometry: at(-27.4, 153.03),
    });
    expect(mapped?.address).toMatchObject({ street: '3/12 Gympie Road', city: 'Kedron', state: 'QLD', postalcode: '4031', country: 'Australia' });
    expect(mapped?.description).toBe('3/12 Gympie Road, Kedron QLD 4031');
  });

  it.each([
    ['a state only: no city (City not found)', [{ long_name: 'Queensland', short_name: 'QLD', types: ['administrative_area_level_1'] }], { city: '', postalcode: '' }],
    [
      'a suburb without postcode (Postal code not found)',
      [{ long_name: 'Adelaide', short_name: 'Adelaide', types: ['locality'] }],
      { city: 'Adelaide', postalcode: '' },
    ],
  ] as const)('keeps missing parts empty for the form messages: %s', (_case, components, expected) => {
    const mapped = placeToAddress({ address_components: components.map((component) => ({ ...component, types: [...component.types] })) });
    expect(mapped?.address).toMatchObject({ ...expected, lat: null, lng: null });
  });

  it.each([
    ['nothing', undefined],
    ['a typed name without a chosen place', { formatted_address: undefined, address_components: undefined }],
    ['no address components', { formatted_address: 'Somewhere', address_components: [] }],
  ])('is no address for %s (Error in selecting address)', (_case, place) => {
    expect(placeToAddress(place)).toBeNull();
  });
});

describe('placesSuggestionActive (Enter on a Google suggestion must not submit the step)', () => {
  const menu = (display: string, selected: boolean) => {
    const root = document.createElement('div');
    root.innerHTML = `<div class="pac-container" style="display: ${display}"><div class="pac-item${selected ? ' pac-item-selected' : ''}">1 King William St</div></div>`;
    return root;
  };

  it('is true while the menu shows with a suggestion highlighted', () => {
    expect(placesSuggestionActive(menu('block', true))).toBe(true);
  });

  it('is false with none highlighted, with the menu hidden, or with no menu at all', () => {
    expect(placesSuggestionActive(menu('block', false))).toBe(false);
    expect(placesSuggestionActive(menu('none', true))).toBe(false);
    expect(placesSuggestionActive(document.createElement('div'))).toBe(false);
  });
});
