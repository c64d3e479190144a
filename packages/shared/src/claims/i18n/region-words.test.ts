import { describe, expect, it } from 'vitest';
import { placeWordsOf } from '../region-words';
import { REGIONS } from '../regions';
import { SPANISH_REGIONS } from './es-us-regions';
import { FRENCH_REGIONS } from './fr-ca-regions';

const TABLES = { 'fr-CA': FRENCH_REGIONS, 'es-US': SPANISH_REGIONS };

describe.each(Object.entries(TABLES))('the states and provinces in %s', (_locale, table) => {
  it('names every place of the lists, and nothing else', () => {
    for (const [country, regions] of Object.entries(REGIONS)) {
      expect(Object.keys(table[country as keyof typeof table]).sort()).toEqual(regions.map((region) => region.code).sort());
    }
  });

  it('writes each form around the name it shows', () => {
    for (const places of Object.values(table))
      for (const place of Object.values(places)) {
        expect(place.of.toLowerCase()).toContain(place.name.toLowerCase());
        expect(place.in.toLowerCase()).toContain(place.name.toLowerCase());
      }
  });
});

describe('French articles', () => {
  it.each([
    ['United States', 'TX', 'du Texas', 'au Texas'],
    ['United States', 'CA', 'de la Californie', 'en Californie'],
    ['United States', 'AR', 'de l’Arkansas', 'en Arkansas'],
    ['United States', 'NY', 'de l’État de New York', 'dans l’État de New York'],
    ['Canada', 'QC', 'du Québec', 'au Québec'],
    ['Canada', 'ON', 'de l’Ontario', 'en Ontario'],
    ['Canada', 'NT', 'des Territoires du Nord-Ouest', 'dans les Territoires du Nord-Ouest'],
    ['Canada', 'PE', 'de l’Île-du-Prince-Édouard', 'à l’Île-du-Prince-Édouard'],
  ])('%s %s: %s, %s', (country, code, of, inPlace) => {
    expect(placeWordsOf(FRENCH_REGIONS, country, code)).toMatchObject({ of, in: inPlace });
  });
});

describe('placeWordsOf', () => {
  it('knows a place only in its own country, and nothing outside the lists', () => {
    expect(placeWordsOf(SPANISH_REGIONS, 'United States', 'NC')?.name).toBe('Carolina del Norte');
    expect(placeWordsOf(SPANISH_REGIONS, 'Canada', 'NC')).toBeNull();
    expect(placeWordsOf(FRENCH_REGIONS, 'Mexico', 'BC')).toBeNull();
    expect(placeWordsOf(FRENCH_REGIONS, 'Canada', 'XX')).toBeNull();
  });
});
