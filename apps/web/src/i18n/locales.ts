import type { TAccountLanguage } from '@benji/shared';

/**
 * The locales a user can have: the language of the catalogue and the conventions of the region.
 * The account's languages (@benji/shared's ACCOUNT_LANGUAGES, which the server writes e-mails in)
 * are the same four; only the type is imported, so the start carries no zod (locales.test.ts checks
 * the lists match).
 */
export const SUPPORTED_LOCALES = ['en-US', 'en-CA', 'fr-CA', 'es-US'] as const satisfies readonly TAccountLanguage[];
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/**
 * English with every letter accented and every string bracketed, built from the English catalogue
 * (pseudo-locale.ts). No user is offered it: tests pick it to see text that skipped the catalogue.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type AppLocale = SupportedLocale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: SupportedLocale = 'en-US';

/** The three languages the switch offers, each named in itself, and the locale a bare language means. */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-US' },
  { code: 'fr', name: 'Français', locale: 'fr-CA' },
  { code: 'es', name: 'Español', locale: 'es-US' },
] as const satisfies ReadonlyArray<{ code: string; name: string; locale: SupportedLocale }>;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const languageOf = (locale: AppLocale): LanguageCode => (locale === PSEUDO_LOCALE ? 'en' : (locale.slice(0, 2) as LanguageCode));

export const isAppLocale = (value: unknown): value is AppLocale =>
  value === PSEUDO_LOCALE || (SUPPORTED_LOCALES as readonly unknown[]).includes(value);
