import {
  DEADLINE_DISCLAIMER_LONG,
  daysBetween,
  formatPlainDate,
  hasOverdueLetter,
  overdueLetter,
  type Deadline,
  type LetterClaim,
} from '@benji/shared';
import type { Mail } from '../../mail/mailer';
import type { ReminderKind } from './reminder-plan';

export interface ReminderRecipient {
  email: string;
  fullName: string;
  address: string;
  phoneNumber: string;
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

// A mail is read away from the app: the weekday helps place the date ("Thursday, April 18, 2024").
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

const claimName = (claim: ReminderClaim) =>
  `${claim.insurer || 'your insurer'} claim${claim.policyNumber ? ` (policy ${claim.policyNumber})` : ''}`;
const whoActs = (deadline: Deadline, claim: ReminderClaim) => (deadline.who === 'insurer' ? `${claim.insurer || 'Your insurer'}` : 'You');
const inDays = (days: number) => (days === 1 ? 'tomorrow' : `in ${days} days`);

function subjectOf(kind: ReminderKind, deadline: Deadline, today: string): string {
  if (kind === 'before') return `Deadline ${inDays(daysBetween(today, deadline.dueOn))}: ${deadline.title}`;
  if (kind === 'day') return `Deadline today: ${deadline.title}`;
  return `Deadline passed: ${deadline.title}`;
}

function whenLine(kind: ReminderKind, deadline: Deadline, today: string): string {
  const due = longDate(deadline.dueOn);
  if (kind === 'before') return `Due: ${due} (${inDays(daysBetween(today, deadline.dueOn))})`;
  if (kind === 'day') return `Due: today, ${due}`;
  return `Was due: ${due} (${daysBetween(deadline.dueOn, today)} days ago)`;
}

/** What to do now that the date has passed: the letter for an insurer's, a plain warning for the user's own. */
function afterPassing(deadline: Deadline, letterClaim: LetterClaim): string[] {
  if (hasOverdueLetter(deadline)) {
    const letter = overdueLetter(deadline, letterClaim);
    return [
      'Your claim diary shows no answer by that date. Here is a letter you can send; fill in anything in [brackets] first:',
      '',
      '----------',
      `Subject: ${letter.subject}`,
      '',
      letter.body,
      '----------',
    ];
  }
  return [
    'If you have already done this, record it in the claim diary so that Benji stops counting. If not, do it now, ' +
      'and if the deadline was for a lawsuit, speak to a lawyer today.',
  ];
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
  const letterClaim: LetterClaim = {
    insurer: claim.insurer,
    policyNumber: claim.policyNumber,
    userName: recipient.fullName,
    userAddress: recipient.address,
    userPhone: recipient.phoneNumber,
    userEmail: recipient.email,
    letterDate: formatPlainDate(today),
  };
  const lines = [
    `Hello${recipient.fullName ? ` ${recipient.fullName}` : ''},`,
    '',
    `A deadline on your ${claimName(claim)}:`,
    '',
    `${deadline.title}`,
    `Who must act: ${whoActs(deadline, claim)}`,
    whenLine(kind, deadline, today),
    `Why: ${deadline.basis}`,
    ...(deadline.sourceUrl ? [`Source: ${deadline.sourceUrl}`] : []),
    // A provisional date's reason is among its caveats ("Provisional: …"), so it is not repeated here.
    ...deadline.caveats.map((caveat) => `Note: ${caveat}`),
    '',
    ...(kind === 'passed' ? [...afterPassing(deadline, letterClaim), ''] : []),
    `See the claim and its diary: ${links.appUrl}/claim-status`,
    ...reminderFooter(links),
  ];
  return { to: recipient.email, subject: subjectOf(kind, deadline, today), text: lines.join('\n'), headers: unsubscribeHeaders(links) };
}

/** The Monday digest: everything overdue or due within the horizon, claim by claim. */
export function digestMail(input: {
  today: string;
  recipient: ReminderRecipient;
  claims: readonly { claim: ReminderClaim; deadlines: readonly Deadline[] }[];
  links: ReminderLinks;
}): Mail {
  const { today, recipient, claims, links } = input;
  const count = claims.reduce((sum, entry) => sum + entry.deadlines.length, 0);
  const sections = claims
    .filter((entry) => entry.deadlines.length > 0)
    .flatMap(({ claim, deadlines }) => [
      `${claimName(claim)}:`,
      ...deadlines.map((deadline) => {
        const days = daysBetween(today, deadline.dueOn);
        const when = days < 0 ? `overdue since ${longDate(deadline.dueOn)}` : days === 0 ? 'due today' : `due ${longDate(deadline.dueOn)}`;
        return `- ${deadline.title} (${whoActs(deadline, claim)}): ${when}. ${deadline.citation}${deadline.provisional ? ' (provisional)' : ''}`;
      }),
      '',
    ]);
  const lines = [
    `Hello${recipient.fullName ? ` ${recipient.fullName}` : ''},`,
    '',
    `Your claim deadlines for the week of ${longDate(today)}:`,
    '',
    ...sections,
    `See your claims: ${links.appUrl}/claim-status`,
    ...reminderFooter(links),
  ];
  return {
    to: recipient.email,
    subject: `Your claim deadlines this week: ${count} open`,
    text: lines.join('\n'),
    headers: unsubscribeHeaders(links),
  };
}

function reminderFooter(links: ReminderLinks): string[] {
  return [
    `Choose which reminders you get: ${links.appUrl}/settings`,
    `Stop all deadline reminders: ${links.unsubscribeUrl}`,
    '',
    DEADLINE_DISCLAIMER_LONG,
  ];
}

// RFC 8058: a mail client's one-click unsubscribe POSTs "List-Unsubscribe=One-Click" to this address.
function unsubscribeHeaders(links: ReminderLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
