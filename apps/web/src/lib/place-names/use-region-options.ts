import { REGIONS, isCountry, placeWordsOf, type Region } from '@benji/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDeadlineWords } from '../deadline-words/use-deadline-words';

/**
 * A country's states or provinces for a list to pick from, each by its postal code: in the
 * interface's language and sorted its way ("Caroline du Nord" among the C's). English, and a
 * language whose names have not arrived yet, get the lists as they are.
 */
export function useRegionOptions(country: string): readonly Region[] {
  const words = useDeadlineWords();
  const { i18n } = useTranslation();
  return useMemo(() => {
    if (!isCountry(country)) return [];
    if (!words) return REGIONS[country];
    const collator = new Intl.Collator(i18n.language);
    return REGIONS[country]
      .map((region) => ({ code: region.code, name: placeWordsOf(words.regions, country, region.code)?.name ?? region.name }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [country, words, i18n.language]);
}
