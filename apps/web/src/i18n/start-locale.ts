import { detectLocale } from './detect-locale';
import { applyLocale } from './i18n';
import type { AppLocale } from './locales';

/** The start's language: the saved choice, else the browser's, with its catalogue loaded before the first render. */
export function startLocale(chosen: AppLocale | null): Promise<void> {
  const browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return applyLocale(detectLocale(chosen, browserLanguages));
}
