import {
  daysBetween,
  formatPlainDate,
  hasOverdueLetter,
  letterDate,
  templateLanguageOf,
  type Deadline,
  type LetterClaim,
  type TAccountLanguage,
} from '@benji/shared';
import type { Mail } from '../../mail/mailer';
import { mailCatalogue, type MailCatalogue } from '../../mail/locales/catalogues';
import type { ReminderCatalogue } from '../../mail/locales/mail-catalogue';
import { reminderDeadline, reminderLetter, type ReminderDeadline } from './reminder-deadline';
import type { ReminderKind } from './reminder-plan';

export interface ReminderRecipient {
  email: string;
  fullName: string;
  address: string;
  phoneNumber: string;
  language: TAccountLanguage;
}

export interface ReminderClaim {
  insurer: string;
  policyNumber: string;
}

export interface ReminderLinks {
  appUrl: string;
  /** The one-click unsubscribe address (POST) that the List-Unsubscribe header carries. */
  unsubscribeUrl: string;
}

const dateOf = (date: string) => new Date(`${date}T00:00:00Z`);

const claimName = (words: ReminderCatalogue, claim: ReminderClaim) => words.claimName(claim.insurer, claim.policyNumber);
const whoActs = (words: ReminderCatalogue, deadline: Deadline, claim: ReminderClaim) =>
  deadline.who === 'insurer' ? words.insurerActs(claim.insurer) : words.youAct;

function subjectOf(words: ReminderCatalogue, kind: ReminderKind, deadline: Deadline, shown: ReminderDeadline, today: string): string {
  if (kind === 'before') return words.subjectBefore(words.inDays(daysBetween(today, deadline.dueOn)), shown.title);
  if (kind === 'day') return words.subjectDay(shown.title);
  return words.subjectPassed(shown.title);
}

function whenLine(words: MailCatalogue, kind: ReminderKind, deadline: Deadline, today: string): string {
  // A mail is read away from the app: the weekday helps place the date ("Thursday, April 18, 2024").
  const due = words.longDate(dateOf(deadline.dueOn));
  if (kind === 'before') return words.reminder.dueBefore(due, words.reminder.inDays(daysBetween(today, deadline.dueOn)));
  if (kind === 'day') return words.reminder.dueDay(due);
  return words.reminder.duePassed(due, daysBetween(deadline.dueOn, today));
}

/** What to do now that the date has passed: the letter for an insurer's, a plain warning for the user's own. */
function afterPassing(words: ReminderCatalogue, deadline: Deadline, letterClaim: LetterClaim, language: TAccountLanguage): string[] {
  if (hasOverdueLetter(deadline)) {
    const letter = reminderLetter(deadline, letterClaim, language);
    return [words.letterIntro, '', '----------', words.letterSubject(letter.subject), '', letter.body, '----------'];
  }
  return [words.ownDeadlinePassed];
}

/** A reminder about one deadline: what, whose move, when, the law behind it, and how to stop these mails. */
export function reminderMail(input: {
  kind: ReminderKind;
  deadline: Deadline;
  today: string;
  recipient: ReminderRecipient;
  claim: ReminderClaim;
  links: ReminderLinks;
}): Mail {
  const { kind, deadline, today, recipient, claim, links } = input;
  const words = mailCatalogue(recipient.language);
  const letterLanguage = templateLanguageOf(recipient.language);
  const letterClaim: LetterClaim = {
    insurer: claim.insurer,
    policyNumber: claim.policyNumber,
    userName: recipient.fullName,
    userAddress: recipient.address,
    userPhone: recipient.phoneNumber,
    userEmail: recipient.email,
    letterDate: letterLanguage === 'en' ? formatPlainDate(today) : letterDate(today, letterLanguage),
  };
  const shown = reminderDeadline(deadline, recipient.language, words.reminder);
  const lines = [
    words.greeting(recipient.fullName),
    '',
    words.reminder.deadlineOn(claimName(words.reminder, claim)),
    '',
    shown.title,
    words.reminder.whoMustAct(whoActs(words.reminder, deadline, claim)),
    whenLine(words, kind, deadline, today),
    words.reminder.why(shown.basis),
    ...(deadline.sourceUrl ? [words.reminder.source(deadline.sourceUrl)] : []),
    // A provisional date's reason is among its caveats ("Provisional: …"), so it is not repeated here.
    ...shown.caveats.map((caveat) => words.reminder.note(caveat)),
    '',
    ...(kind === 'passed' ? [...afterPassing(words.reminder, deadline, letterClaim, recipient.language), ''] : []),
    words.reminder.seeClaim(`${links.appUrl}/claim-status`),
    ...reminderFooter(words.reminder, links),
  ];
  return {
    to: recipient.email,
    language: recipient.language,
    subject: subjectOf(words.reminder, kind, deadline, shown, today),
    text: lines.join('\n'),
    headers: unsubscribeHeaders(links),
  };
}

/** The Monday digest: everything overdue or due within the horizon, claim by claim. */
export function digestMail(input: {
  today: string;
  recipient: ReminderRecipient;
  claims: readonly { claim: ReminderClaim; deadlines: readonly Deadline[] }[];
  links: ReminderLinks;
}): Mail {
  const { today, recipient, claims, links } = input;
  const words = mailCatalogue(recipient.language);
  const count = claims.reduce((sum, entry) => sum + entry.deadlines.length, 0);
  const sections = claims
    .filter((entry) => entry.deadlines.length > 0)
    .flatMap(({ claim, deadlines }) => [
      words.reminder.claimHeading(claim.insurer, claim.policyNumber),
      ...deadlines.map((deadline) => {
        const days = daysBetween(today, deadline.dueOn);
        const due = words.longDate(dateOf(deadline.dueOn));
        const when =
          days < 0 ? words.reminder.digestOverdue(due) : days === 0 ? words.reminder.digestDueToday : words.reminder.digestDue(due);
        const provisional = deadline.provisional ? words.reminder.provisional : '';
        const { title, citation } = reminderDeadline(deadline, recipient.language, words.reminder);
        return `- ${title} (${whoActs(words.reminder, deadline, claim)}): ${when}. ${citation}${provisional}`;
      }),
      '',
    ]);
  const lines = [
    words.greeting(recipient.fullName),
    '',
    words.reminder.digestIntro(words.longDate(dateOf(today))),
    '',
    ...sections,
    words.reminder.seeClaims(`${links.appUrl}/claim-status`),
    ...reminderFooter(words.reminder, links),
  ];
  return {
    to: recipient.email,
    language: recipient.language,
    subject: words.reminder.digestSubject(count),
    text: lines.join('\n'),
    headers: unsubscribeHeaders(links),
  };
}

function reminderFooter(words: ReminderCatalogue, links: ReminderLinks): string[] {
  return [words.chooseReminders(`${links.appUrl}/settings`), words.stopReminders(links.unsubscribeUrl), '', words.disclaimer];
}

// RFC 8058: a mail client's one-click unsubscribe POSTs "List-Unsubscribe=One-Click" to this address.
function unsubscribeHeaders(links: ReminderLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
