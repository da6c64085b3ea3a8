import type { AddressValue } from '@portal/contracts/schemas/booking-form';

/** The parts of a Google Places result the address search reads (google.maps.places.PlaceResult). */
export interface PlaceLike {
  formatted_address?: string | undefined;
  address_components?: { long_name: string; short_name: string; types: string[] }[] | undefined;
  geometry?: { location?: { lat: () => number; lng: () => number } | undefined } | undefined;
}

/** The fields the address search asks Google for (billing follows the fields requested). */
export const PLACE_FIELDS = ['address_components', 'formatted_address', 'geometry.location'];

/**
 * A chosen Google place as the wizard's address: street (number and route), city (locality, else
 * postal town or suburb), state (short, e.g. SA), postcode, country (Australia when missing), lat and
 * lng. Missing parts stay empty so the form's own messages ('City not found', 'Postal code not found')
 * name them; a place without address components (Enter pressed without choosing) is no address at all
 * ('Error in selecting address').
 */
export function placeToAddress(place: PlaceLike | null | undefined): { address: AddressValue; description: string } | null {
  const components = place?.address_components;
  if (!place || !components || components.length === 0) return null;
  const part = (type: string, form: 'long_name' | 'short_name' = 'long_name') =>
    components.find((component) => component.types.includes(type))?.[form] ?? '';
  const street = [part('subpremise') && `${part('subpremise')}/`, part('street_number'), part('route')]
    .filter(Boolean)
    .join(' ')
    .replace('/ ', '/');
  const city = part('locality') || part('postal_town') || part('sublocality') || part('sublocality_level_1');
  const location = place.geometry?.location;
  const address: AddressValue = {
    street,
    city,
    state: part('administrative_area_level_1', 'short_name'),
    postalcode: part('postal_code'),
    country: part('country') || 'Australia',
    lat: location ? location.lat() : null,
    lng: location ? location.lng() : null,
  };
  const description = place.formatted_address || [street, `${city} ${address.state} ${address.postalcode}`.trim()].filter(Boolean).join(', ');
  return { address, description };
}

/**
 * Whether Google's suggestion menu (`.pac-container`, appended to the page by Places Autocomplete) is
 * showing with a suggestion highlighted: Enter then picks that place in Google's widget, and must not
 * also submit the form.
 */
export function placesSuggestionActive(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll<HTMLElement>('.pac-container')).some(
    (menu) => menu.style.display !== 'none' && menu.querySelector('.pac-item-selected') !== null,
  );
}
