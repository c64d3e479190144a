// Apart from the zod schema (language.ts), so the message registry reaches the web without zod.
/**
 * The languages an account can have (issue 26): a language and the conventions of its region. The
 * web offers the same four (its `SUPPORTED_LOCALES` is checked against this list by type); the
 * server writes every e-mail to the account holder in it.
 */
export const ACCOUNT_LANGUAGES = ['en-US', 'en-CA', 'fr-CA', 'es-US'] as const;
export const DEFAULT_ACCOUNT_LANGUAGE = 'en-US';

export const AccountLanguageMessage = {
  invalid: `Choose one of ${ACCOUNT_LANGUAGES.join(', ')}.`,
} as const;
