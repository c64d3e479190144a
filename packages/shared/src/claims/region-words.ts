import { findRegion, isCountry, type TCountry } from './regions';

/**
 * A state's or province's name in one language, and the two ways a sentence takes it: French puts
 * an article or a preposition that depends on the name ("du Texas", "en Californie", "à Hawaï"), so
 * each form is written out rather than glued to the name.
 */
export interface PlaceWords {
  /** The name alone, as a list or a heading shows it: "Colombie-Britannique". */
  name: string;
  /** After "the laws …": "de la Colombie-Britannique", "del Distrito de Columbia". */
  of: string;
  /** Where something applies: "en Colombie-Britannique", "au Texas", "en Texas". */
  in: string;
}

/** Every state, the District of Columbia, every province and territory, by country and postal code. */
export type RegionWords = Record<TCountry, Record<string, PlaceWords>>;

/**
 * The place in one language; null for a code outside the lists (an old claim's), which callers show
 * in English as stored.
 */
export function placeWordsOf(words: RegionWords, country: string, code: string): PlaceWords | null {
  if (!isCountry(country) || !findRegion(country, code)) return null;
  return words[country][code] ?? null;
}
