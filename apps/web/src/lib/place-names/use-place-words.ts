import { findRegion, isCountry, placeWordsOf } from '@benji/shared';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDeadlineWords } from '../deadline-words/use-deadline-words';

/** A state or province as a sentence names it: alone, and after "the law(s) …". */
export interface ShownPlace {
  name: string;
  /** "Ohio" in English; "de l’Ohio", "de Ohio" in French and Spanish, which put the place with its article. */
  of: string;
}

/**
 * The claim's state or province in the interface's language, from the deadline table's names
 * (fetched with the pages that show deadlines). In English, and until that table arrives, the
 * lists' English name: French and Spanish then say "de cet État (Ohio)". Null for a code outside
 * the lists.
 */
export function usePlaceWords(): (country: string, code: string | null) => ShownPlace | null {
  const words = useDeadlineWords();
  const { t } = useTranslation('frame');
  return useCallback(
    (country, code) => {
      const english = code && isCountry(country) ? findRegion(country, code)?.name : undefined;
      if (!code || !english) return null;
      const own = words ? placeWordsOf(words.regions, country, code) : null;
      if (own) return own;
      return {
        name: english,
        of: t(country === 'Canada' ? 'coverageNotice.where.province' : 'coverageNotice.where.state', { place: english }),
      };
    },
    [words, t],
  );
}
