import { mailLanguageOf, type TAccountLanguage } from '@benji/shared';
import type { Mail } from '../../mail/mailer';
import { mailCatalogue, type NoticeContext } from '../../mail/locales/catalogues';

// Mails that tell an account holder what just happened to the account, when, and what to do if it
// was not them. No name in the greeting: on an account whose address nobody has confirmed, the name
// was typed by whoever signed up, and a mail must not carry a stranger's words to the address.

/** Where a notice sends someone who did not do what it reports. */
export interface NoticeLinks {
  /** The app's address without a trailing slash, e.g. https://benji.example.com. */
  appUrl: string;
  supportEmail: string;
}

/** The account holder a notice goes to, in the account's language. */
export interface NoticeRecipient {
  email: string;
  /** Null while the account has none: the mail goes in American English. */
  language: TAccountLanguage | null;
}

type NoticeKind = 'passwordChanged' | 'passwordReset' | 'googleLinked' | 'googleTakeover';

function notice(kind: NoticeKind, recipient: NoticeRecipient, at: Date, links: NoticeLinks): Mail {
  const language = mailLanguageOf(recipient);
  const words = mailCatalogue(language);
  const context: NoticeContext = {
    email: recipient.email,
    when: words.moment(at),
    resetUrl: `${links.appUrl}/forget-password`,
    supportEmail: links.supportEmail,
  };
  return {
    to: recipient.email,
    language,
    subject: words[kind].subject,
    text: [words.greeting(''), '', ...words[kind].lines(context), '', words.signature].join('\n'),
  };
}

export const passwordChangedNotice = (recipient: NoticeRecipient, at: Date, links: NoticeLinks) =>
  notice('passwordChanged', recipient, at, links);

export const passwordResetNotice = (recipient: NoticeRecipient, at: Date, links: NoticeLinks) =>
  notice('passwordReset', recipient, at, links);

export const googleLinkedNotice = (recipient: NoticeRecipient, at: Date, links: NoticeLinks) =>
  notice('googleLinked', recipient, at, links);

/** After a Google sign-in took over an account whose address nobody had confirmed. */
export const googleTakeoverNotice = (recipient: NoticeRecipient, at: Date, links: NoticeLinks) =>
  notice('googleTakeover', recipient, at, links);
