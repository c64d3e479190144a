import type { TAccountLanguage } from '@benji/shared';
import { englishMail } from './en';
import { spanishMail } from './es-us';
import { frenchMail } from './fr-ca';
import type { MailCatalogue } from './mail-catalogue';

export type { MailCatalogue, NoticeContext } from './mail-catalogue';

const CATALOGUES: Record<TAccountLanguage, MailCatalogue> = {
  'en-US': englishMail('en-US'),
  'en-CA': englishMail('en-CA'),
  'fr-CA': frenchMail,
  'es-US': spanishMail,
};

/** The words of the e-mails to an account holder whose account has this language. */
export const mailCatalogue = (language: TAccountLanguage): MailCatalogue => CATALOGUES[language];
