import { z } from 'zod';
import { ACCOUNT_LANGUAGES, AccountLanguageMessage, DEFAULT_ACCOUNT_LANGUAGE } from './account-languages';

export const ZAccountLanguage = z.enum(ACCOUNT_LANGUAGES, { error: AccountLanguageMessage.invalid });
export type TAccountLanguage = z.infer<typeof ZAccountLanguage>;

/** The language e-mails go out in: the account's, or American English while it has none. */
export const mailLanguageOf = (account: { language: TAccountLanguage | null }): TAccountLanguage =>
  account.language ?? DEFAULT_ACCOUNT_LANGUAGE;
