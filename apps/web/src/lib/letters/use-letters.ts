import { LETTER_TEMPLATES, type LetterTemplate, type TemplateLanguage } from '@benji/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PSEUDO_LOCALE } from '../../i18n/locales';
import { lettersLanguageOf, loadLetters, subscribeToLetters, translatedLetters } from './load-letters';

const lettersIn = (language: TemplateLanguage | typeof PSEUDO_LOCALE) =>
  language === 'en' ? LETTER_TEMPLATES : translatedLetters(language);

/**
 * The 20 letter templates in the interface's language. The page's loader fetched them with its
 * code; after a switch of language, the letters already shown stay until the new ones arrive.
 */
export function useLetters(): { letters: readonly LetterTemplate[]; language: TemplateLanguage } {
  const { i18n } = useTranslation();
  const shownIn = lettersLanguageOf(i18n.language);
  // The pseudo-locale's letters are English made foreign: they are filled as English ones are.
  const language: TemplateLanguage = shownIn === PSEUDO_LOCALE ? 'en' : shownIn;
  const current = useSyncExternalStore(subscribeToLetters, () => lettersIn(shownIn));
  const [shown, setShown] = useState(current ?? LETTER_TEMPLATES);
  if (current && current !== shown) setShown(current);

  useEffect(() => {
    if (!current) void loadLetters(i18n.language);
  }, [current, i18n.language]);

  return { letters: current ?? shown, language };
}
