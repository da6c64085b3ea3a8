import { describe, expect, it } from 'vitest';
import { loadLocalities, placeName, searchAddresses } from './gazetteer.ts';

describe('placeName', () => {
  it.each([
    ['SUBIACO PO', 'Subiaco PO'],
    ['SUBIACO EAST', 'Subiaco East'],
    ['DARWIN MC', 'Darwin MC'],
    ['ST PETERS DC', 'St Peters DC'],
    ['HURSTVILLE BC', 'Hurstville BC'],
    ['BRISBANE GPO', 'Brisbane GPO'],
    ['KEMPSEY MSC', 'Kempsey MSC'],
    ['INGLEBURN MILPO', 'Ingleburn MILPO'],
    ['HMAS KUTTABUL', 'HMAS Kuttabul'],
    ['RAAF BASE DARWIN', 'RAAF Base Darwin'],
    ['KINGSTON SE', 'Kingston SE'],
    ['MP CREEK', 'MP Creek'],
    ['BROWNLOW KI', 'Brownlow KI'],
    ['KI KI', 'Ki Ki'],
    ['MCKINNON', 'McKinnon'],
    ['MCMAHONS POINT', 'McMahons Point'],
    ['MACQUARIE PARK', 'Macquarie Park'],
    ['O’CONNOR', 'O’Connor'],
    ['BRIGHTON-LE-SANDS', 'Brighton-Le-Sands'],
    ['HOME ISLAND COCOS (KEELING) ISLANDS', 'Home Island Cocos (Keeling) Islands'],
    ['Australian National University', 'Australian National University'],
  ])('%s reads %s', (raw, shown) => {
    expect(placeName(raw)).toBe(shown);
  });

  it('leaves no abbreviation of the gazetteer half title-cased ("Po", "Dc", "Mc"...)', () => {
    const mangled = loadLocalities().filter((place) => /\b(Po|Lpo|Gpo|Dc|Bc|Mc|Msc|Milpo|Hmas|Raaf)\b/.test(place.locality));
    expect(mangled.map((place) => place.locality)).toEqual([]);
  });

  it('offers each place once (a suggestion is told apart by its name, state and postcode)', () => {
    const places = loadLocalities().map((place) => `${place.locality} ${place.state} ${place.postcode}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('leaves out a row that runs two names together', () => {
    // The dataset has "Glen InnesLAMBTON" (NSW 2299) beside the real Lambton of that postcode.
    expect(loadLocalities().filter((place) => place.postcode === '2299').map((place) => place.locality)).not.toContain('Glen InnesLAMBTON');
  });
});

describe('searchAddresses', () => {
  it('shows a post office as the gazetteer names it', () => {
    expect(searchAddresses('Subiaco', { homeState: 'WA' }).map((result) => result.description)).toContain('Subiaco PO WA 6904');
  });

  it("puts the practice's own state first, the same names elsewhere after", () => {
    const states = (homeState: string) => searchAddresses('Kensington', { homeState }).map((result) => result.state);
    expect(states('WA')[0]).toBe('WA');
    expect(states('SA').slice(0, 3)).toEqual(['SA', 'SA', 'SA']);
    expect(states('SA').slice(3)).not.toContain('SA');
  });

  it("finds the practice's own place even when more than the limit match before it elsewhere", () => {
    // Eleven or more localities start with "Rich"; Richmond TAS comes after the first ten by name.
    expect(searchAddresses('Rich', { limit: 10 }).some((result) => result.state === 'TAS')).toBe(false);
    expect(searchAddresses('Rich', { homeState: 'TAS', limit: 10 })[0]).toMatchObject({ city: 'Richmond', state: 'TAS', postalcode: '7025' });
  });

  it('puts the own state first for a postcode shared across a border (2620: ACT and NSW)', () => {
    const states = (homeState: string) => searchAddresses('2620', { homeState }).map((result) => result.state);
    expect(states('ACT').slice(0, 9)).toEqual(Array(9).fill('ACT'));
    expect(states('NSW').every((state) => state === 'NSW')).toBe(true);
  });

  it('finds a place in another state when the own state has none, keeping the street typed', () => {
    expect(searchAddresses('12 Gympie Road, Kedron', { homeState: 'WA' })[0]).toMatchObject({ street: '12 Gympie Road', city: 'Kedron', state: 'QLD' });
  });
});
