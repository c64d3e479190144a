/**
 * The languages the letters and tips are written in (issue 26): English for both English locales,
 * Canadian French and US Spanish. Placeholder tokens stay the same in every language ('[Claim
 * Number]'): they are the names fill.ts reads, not words the reader sends.
 */
export const TEMPLATE_LANGUAGES = ['en', 'fr-CA', 'es-US'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The letters' language for a locale: 'fr-CA' and 'fr' give French, 'es-US' and 'es' Spanish, anything else English. */
export function templateLanguageOf(locale: string): TemplateLanguage {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'fr' ? 'fr-CA' : language === 'es' ? 'es-US' : 'en';
}
