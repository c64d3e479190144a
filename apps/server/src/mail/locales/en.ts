import { DEADLINE_DISCLAIMER_LONG, ReminderMessage } from '@benji/shared';
import { utcDateTimeText } from '../../modules/auth/utc-date-time';
import { intlLongDate } from './intl-moment';
import type { MailCatalogue } from './mail-catalogue';

const validityText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`);

/** The source text: every English e-mail reads exactly as it did before the other languages. */
export function englishMail(locale: 'en-US' | 'en-CA'): MailCatalogue {
  return {
    greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
    signature: '— Benji',
    // Written by hand, not by Intl: the notices' English predates the other languages and stays as it was.
    moment: utcDateTimeText,
    longDate: intlLongDate(locale),

    verificationCode: {
      subject: 'Confirm your e-mail address for Benji',
      lines: (code, validMinutes) => [
        'Welcome to Benji. To confirm that this e-mail address is yours, enter this code in the banner at the top of the app:',
        '',
        code,
        '',
        `It is valid for ${validityText(validMinutes)} and can be used once. The same banner can send you a new code.`,
        '',
        'If you did not create a Benji account, ignore this e-mail: without the code the address stays unconfirmed.',
      ],
    },
    resetCode: {
      subject: 'Your Benji verification code',
      lines: (code, validMinutes) => [
        `Your Benji verification code is ${code}.`,
        `It is valid for ${validMinutes} minutes and can be used once.`,
        '',
        'If you did not ask to reset your password, you can ignore this e-mail: your password has not changed.',
      ],
    },
    passwordChanged: {
      subject: 'Your Benji password was changed',
      lines: ({ email, when, resetUrl, supportEmail }) => [
        `The password of your Benji account (${email}) was changed on ${when}.`,
        'Every other device signed in to your account was signed out, and your calendar feed address was ended:',
        'a calendar app subscribed to it stops updating. Settings → Calendar gives you a new one.',
        '',
        `If this was not you, reset your password now at ${resetUrl} and write to us at ${supportEmail}.`,
      ],
    },
    passwordReset: {
      subject: 'Your Benji password was reset',
      lines: ({ email, when, resetUrl, supportEmail }) => [
        `The password of your Benji account (${email}) was reset with a code sent to this address on ${when}.`,
        'Every device signed in to your account was signed out, and your calendar feed address was ended:',
        'a calendar app subscribed to it stops updating. Settings → Calendar gives you a new one.',
        '',
        `If this was not you, reset your password again at ${resetUrl} and write to us at ${supportEmail}: someone may be reading your e-mail.`,
      ],
    },
    googleLinked: {
      subject: 'Google sign-in was linked to your Benji account',
      lines: ({ email, when, resetUrl, supportEmail }) => [
        `Google sign-in was linked to your Benji account (${email}) on ${when}.`,
        'You can now sign in with Google or with your password.',
        '',
        `If this was not you, write to us at ${supportEmail} so we can remove the Google sign-in, and reset your password at ${resetUrl}.`,
      ],
    },
    googleTakeover: {
      subject: 'Your Benji account now signs in with Google',
      lines: ({ email, when, supportEmail }) => [
        `On ${when} you signed in to Benji with Google as ${email}.`,
        'A Benji account had been created with this address, but the address was never confirmed, so it is now yours:',
        'its password was removed, every device signed in to it was signed out and its calendar feed address was ended.',
        'From now on, sign in with Google.',
        'Check the account details and claims: they were entered by whoever created the account.',
        '',
        `If you did not sign in with Google, write to us at ${supportEmail} at once.`,
      ],
    },

    reminder: {
      claimName: (insurer, policyNumber) => `${insurer || 'your insurer'} claim${policyNumber ? ` (policy ${policyNumber})` : ''}`,
      claimHeading: (insurer, policyNumber) => `${insurer || 'your insurer'} claim${policyNumber ? ` (policy ${policyNumber})` : ''}:`,
      deadlineOn: (claimName) => `A deadline on your ${claimName}:`,
      insurerActs: (insurer) => insurer || 'Your insurer',
      youAct: 'You',
      inDays: (days) => (days === 1 ? 'tomorrow' : `in ${days} days`),
      subjectBefore: (inDays, title) => `Deadline ${inDays}: ${title}`,
      subjectDay: (title) => `Deadline today: ${title}`,
      subjectPassed: (title) => `Deadline passed: ${title}`,
      whoMustAct: (who) => `Who must act: ${who}`,
      dueBefore: (due, inDays) => `Due: ${due} (${inDays})`,
      dueDay: (due) => `Due: today, ${due}`,
      duePassed: (due, daysAgo) => `Was due: ${due} (${daysAgo} days ago)`,
      why: (basis) => `Why: ${basis}`,
      source: (url) => `Source: ${url}`,
      note: (caveat) => `Note: ${caveat}`,
      letterIntro: 'Your claim diary shows no answer by that date. Here is a letter you can send; fill in anything in [brackets] first:',
      letterSubject: (subject) => `Subject: ${subject}`,
      ownDeadlinePassed:
        'If you have already done this, record it in the claim diary so that Benji stops counting. If not, do it now, ' +
        'and if the deadline was for a lawsuit, speak to a lawyer today.',
      seeClaim: (url) => `See the claim and its diary: ${url}`,
      digestOverdue: (date) => `overdue since ${date}`,
      digestDueToday: 'due today',
      digestDue: (date) => `due ${date}`,
      provisional: ' (provisional)',
      digestIntro: (weekOf) => `Your claim deadlines for the week of ${weekOf}:`,
      digestSubject: (count) => `Your claim deadlines this week: ${count} open`,
      seeClaims: (url) => `See your claims: ${url}`,
      chooseReminders: (url) => `Choose which reminders you get: ${url}`,
      stopReminders: (url) => `Stop all deadline reminders: ${url}`,
      disclaimer: DEADLINE_DISCLAIMER_LONG,
      unsubscribePage: {
        lang: 'en',
        confirmTitle: 'Stop deadline reminders?',
        confirmText: 'Benji will stop e-mailing you about your claim deadlines. You can turn reminders back on in Settings at any time.',
        confirmButton: 'Stop reminders',
        resultTitle: 'Deadline reminders',
        unsubscribed: ReminderMessage.unsubscribed,
        linkInvalid: ReminderMessage.linkInvalid,
        openSettings: 'Open Settings',
      },
    },
  };
}
