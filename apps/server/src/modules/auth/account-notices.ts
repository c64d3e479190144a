import type { Mail } from '../../mail/mailer';
import { utcDateTimeText } from './utc-date-time';

// Mails that tell an account holder what just happened to the account, when, and what to do if it
// was not them. No name in the greeting: on an account whose address nobody has confirmed, the name
// was typed by whoever signed up, and a mail must not carry a stranger's words to the address.

/** Where a notice sends someone who did not do what it reports. */
export interface NoticeLinks {
  /** The app's address without a trailing slash, e.g. https://benji.example.com. */
  appUrl: string;
  supportEmail: string;
}

const resetPage = (links: NoticeLinks) => `${links.appUrl}/forget-password`;

function notice(to: string, subject: string, lines: string[]): Mail {
  return { to, subject, text: ['Hello,', '', ...lines, '', '— Benji'].join('\n') };
}

export function passwordChangedNotice(email: string, at: Date, links: NoticeLinks): Mail {
  return notice(email, 'Your Benji password was changed', [
    `The password of your Benji account (${email}) was changed on ${utcDateTimeText(at)}.`,
    'Every other device signed in to your account was signed out, and your calendar feed address was ended:',
    'a calendar app subscribed to it stops updating. Settings → Calendar gives you a new one.',
    '',
    `If this was not you, reset your password now at ${resetPage(links)} and write to us at ${links.supportEmail}.`,
  ]);
}

export function passwordResetNotice(email: string, at: Date, links: NoticeLinks): Mail {
  return notice(email, 'Your Benji password was reset', [
    `The password of your Benji account (${email}) was reset with a code sent to this address on ${utcDateTimeText(at)}.`,
    'Every device signed in to your account was signed out, and your calendar feed address was ended:',
    'a calendar app subscribed to it stops updating. Settings → Calendar gives you a new one.',
    '',
    `If this was not you, reset your password again at ${resetPage(links)} and write to us at ${links.supportEmail}: someone may be reading your e-mail.`,
  ]);
}

export function googleLinkedNotice(email: string, at: Date, links: NoticeLinks): Mail {
  return notice(email, 'Google sign-in was linked to your Benji account', [
    `Google sign-in was linked to your Benji account (${email}) on ${utcDateTimeText(at)}.`,
    'You can now sign in with Google or with your password.',
    '',
    `If this was not you, write to us at ${links.supportEmail} so we can remove the Google sign-in, and reset your password at ${resetPage(links)}.`,
  ]);
}

/** After a Google sign-in took over an account whose address nobody had confirmed. */
export function googleTakeoverNotice(email: string, at: Date, links: NoticeLinks): Mail {
  return notice(email, 'Your Benji account now signs in with Google', [
    `On ${utcDateTimeText(at)} you signed in to Benji with Google as ${email}.`,
    'A Benji account had been created with this address, but the address was never confirmed, so it is now yours:',
    'its password was removed, every device signed in to it was signed out and its calendar feed address was ended.',
    'From now on, sign in with Google.',
    'Check the account details and claims: they were entered by whoever created the account.',
    '',
    `If you did not sign in with Google, write to us at ${links.supportEmail} at once.`,
  ]);
}
