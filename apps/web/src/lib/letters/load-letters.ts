import { templateLanguageOf, type LetterTemplate, type TemplateLanguage } from '@benji/shared';
import { activeLocale } from '../../i18n/i18n';

type Translated = Exclude<TemplateLanguage, 'en'>;

// English comes with the pages that show letters; each other language is a chunk of its own,
// fetched only for its reader (a value import here would put every language in the frame's chunk).
const sources: Record<Translated, () => Promise<readonly LetterTemplate[]>> = {
  'fr-CA': () => import('@benji/shared/letters/fr-CA').then((module) => module.LETTER_TEMPLATES_FR_CA),
  'es-US': () => import('@benji/shared/letters/es-US').then((module) => module.LETTER_TEMPLATES_ES_US),
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
  const language = templateLanguageOf(locale);
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
