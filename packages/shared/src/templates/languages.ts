/**
 * The languages the letters and tips are written in (issue 26): English for both English locales,
 * Canadian French and US Spanish. Letters are written with the English placeholder tokens ('[Claim
 * Number]'), the keys values are filed under; a reader of another language sees its names
 * ('[Numéro de réclamation]', blank-names.ts), which fill.ts reads as the same blank.
 */
export const TEMPLATE_LANGUAGES = ['en', 'fr-CA', 'es-US'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The letters' language for a locale: 'fr-CA' and 'fr' give French, 'es-US' and 'es' Spanish, anything else English. */
export function templateLanguageOf(locale: string): TemplateLanguage {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'fr' ? 'fr-CA' : language === 'es' ? 'es-US' : 'en';
}
