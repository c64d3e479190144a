import type { DeadlineLocale, DeadlineWords } from '@benji/shared';
import { activeLocale } from '../../i18n/i18n';

/** The deadline rules' language for a locale: French or Spanish, else null (English, and the pseudo-locale, read the rules as sent). */
export const deadlineLocaleOf = (locale: string): DeadlineLocale | null => (locale === 'fr-CA' || locale === 'es-US' ? locale : null);

// Each language is a chunk of its own, fetched only for its reader: a value import of
// `ruleWords` from @benji/shared would put both tables in every reader's bundle.
const sources: Record<DeadlineLocale, () => Promise<DeadlineWords>> = {
  'fr-CA': () => import('@benji/shared/deadline-words/fr-CA').then((module) => module.FRENCH_DEADLINE_WORDS),
  'es-US': () => import('@benji/shared/deadline-words/es-US').then((module) => module.SPANISH_DEADLINE_WORDS),
};

const loaded = new Map<DeadlineLocale, DeadlineWords>();
const loading = new Map<DeadlineLocale, Promise<void>>();
const listeners = new Set<() => void>();

/** The rules' words in a language, once fetched. */
export const loadedDeadlineWords = (locale: DeadlineLocale): DeadlineWords | undefined => loaded.get(locale);

export function subscribeToDeadlineWords(onLoad: () => void): () => void {
  listeners.add(onLoad);
  return () => listeners.delete(onLoad);
}

/** Fetches the rules' words in the locale's language (English needs nothing); call it beside a page's import. */
export function loadDeadlineWords(locale: string = activeLocale()): Promise<void> {
  const language = deadlineLocaleOf(locale);
  if (!language || loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = sources[language]().then((words) => {
      loaded.set(language, words);
      for (const listener of listeners) listener();
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
