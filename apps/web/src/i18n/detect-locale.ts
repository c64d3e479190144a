import { DEFAULT_LOCALE, LANGUAGES, SUPPORTED_LOCALES, type AppLocale, type SupportedLocale } from './locales';

/**
 * The supported locale a browser language tag asks for: the exact locale when we have it (en-CA),
 * else our locale of its language (fr-FR and plain fr read as fr-CA, es-MX as es-US), else none.
 */
export function matchLocale(tag: string): SupportedLocale | null {
  const [language = '', region] = tag.trim().replace('_', '-').split('-');
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === `${language}-${region ?? ''}`.toLowerCase());
  if (exact) return exact;
  return LANGUAGES.find((entry) => entry.code === language.toLowerCase())?.locale ?? null;
}

/** The saved choice first, then the browser's languages in the user's order, then English. */
export function detectLocale(saved: AppLocale | null, browserLanguages: readonly string[]): AppLocale {
  if (saved) return saved;
  for (const tag of browserLanguages) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale for a language picked in the switch: the browser's own region when we support it
 * (an en-CA browser that picks English stays en-CA), else that language's default locale.
 */
export function localeForLanguage(code: string, browserLanguages: readonly string[]): SupportedLocale {
  const ofBrowser = browserLanguages.map(matchLocale).find((locale) => locale?.startsWith(`${code}-`));
  return ofBrowser ?? LANGUAGES.find((entry) => entry.code === code)?.locale ?? DEFAULT_LOCALE;
}
