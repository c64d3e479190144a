import { LETTER_TEMPLATES, templateLanguageOf, type LetterTemplate, type TemplateLanguage } from '@benji/shared';
import { activeLocale } from '../../i18n/i18n';
import { PSEUDO_LOCALE } from '../../i18n/locales';

/** The letters' languages other than English, and the pseudo-locale's accented English (tests find untranslated text by it). */
type Translated = Exclude<TemplateLanguage, 'en'> | typeof PSEUDO_LOCALE;

/** The letters' language for a locale: the pseudo-locale has its own. */
export const lettersLanguageOf = (locale: string): TemplateLanguage | typeof PSEUDO_LOCALE =>
  locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : templateLanguageOf(locale);

// English comes with the pages that show letters; each other language is a chunk of its own,
// fetched only for its reader (a value import here would put every language in the frame's chunk).
const sources: Record<Translated, () => Promise<readonly LetterTemplate[]>> = {
  'fr-CA': () => import('@benji/shared/letters/fr-CA').then((module) => module.LETTER_TEMPLATES_FR_CA),
  'es-US': () => import('@benji/shared/letters/es-US').then((module) => module.LETTER_TEMPLATES_ES_US),
  [PSEUDO_LOCALE]: () => import('../../i18n/pseudo-locale').then((module) => LETTER_TEMPLATES.map(module.pseudoLetter)),
};

const loaded = new Map<Translated, readonly LetterTemplate[]>();
const loading = new Map<Translated, Promise<void>>();
const listeners = new Set<() => void>();

/** The templates in a language other than English, once fetched. */
export const translatedLetters = (language: Translated): readonly LetterTemplate[] | undefined => loaded.get(language);

export function subscribeToLetters(onLoad: () => void): () => void {
  listeners.add(onLoad);
  return () => listeners.delete(onLoad);
}

/** Fetches the templates in the locale's language (English needs nothing); call it beside a page's import. */
export function loadLetters(locale: string = activeLocale()): Promise<void> {
  const language = lettersLanguageOf(locale);
  if (language === 'en' || loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = sources[language]().then((letters) => {
      loaded.set(language, letters);
      for (const listener of listeners) listener();
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
