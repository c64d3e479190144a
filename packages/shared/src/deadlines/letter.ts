import { describePeriod } from './period';
import { ruleById } from './rules';
import type { Deadline } from './types';

/** What is known about the claim; anything missing becomes a [Placeholder] the user fills in. */
export interface LetterClaim {
  insurer?: string | null;
  claimNumber?: string | null;
  policyNumber?: string | null;
  adjusterName?: string | null;
  userName?: string | null;
  userAddress?: string | null;
  userPhone?: string | null;
  userEmail?: string | null;
  /** The date the letter is sent. */
  letterDate?: string | null;
  /** Whom Open in e-mail writes to; the letter's text does not show it. */
  adjusterEmail?: string | null;
}

export interface Letter {
  subject: string;
  body: string;
}

// The same bracketed names as the letter templates, so 'Fill with my claim' can fill them.
function known(value: string | null | undefined, placeholder: string): string {
  const text = value?.trim();
  return text ? text : `[${placeholder}]`;
}

/** Only an insurer's overdue deadline gets a letter: a firm letter about a date not yet passed would be wrong. */
export function hasOverdueLetter(deadline: Deadline): boolean {
  return deadline.who === 'insurer' && deadline.status === 'overdue';
}

export function overdueLetter(deadline: Deadline, claim: LetterClaim): Letter {
  const rule = ruleById(deadline.ruleId);
  if (!rule || !hasOverdueLetter(deadline)) {
    throw new Error(`No overdue letter for ${deadline.ruleId}: only an insurer's overdue deadline has one.`);
  }
  const claimNumber = known(claim.claimNumber, 'Claim Number');
  const adjuster = known(claim.adjusterName, 'Adjuster Name');
  const ask = rule.ask ?? rule.duty;
  const period = describePeriod(rule);

  const rulePara = rule.provisional
    ? `My understanding, from ${rule.letterSource ?? deadline.citation}, is that an insurer has ${period} after ${rule.triggerPhrase} to ${rule.duty}. ` +
      'If you consider that a different time limit applies, please tell me which one and why.'
    : `Under ${deadline.citation}, an insurer must ${rule.duty} within ${period} after ${rule.triggerPhrase}.`;
  const datesPara =
    deadline.extendedOn === null
      ? `For this claim that period began on ${deadline.triggeredOn} and ended on ${deadline.dueOn}.`
      : `For this claim that period began on ${deadline.triggeredOn}. Your written notice of ${deadline.extendedOn} extended it to ` +
        `${describePeriod(deadline)} after that notice, which ended on ${deadline.dueOn}.`;

  const body = [
    known(claim.letterDate, 'Date'),
    '',
    known(claim.insurer, 'Insurance Company'),
    `Attention: ${adjuster}`,
    '',
    `Re: Claim number ${claimNumber}; policy number ${known(claim.policyNumber, 'Policy Number')}; insured ${known(claim.userName, 'Your Full Name')}`,
    '',
    `Dear ${adjuster},`,
    '',
    `I am writing about the claim above. ${rulePara}`,
    '',
    `${datesPara} I have no record that this has been done.`,
    '',
    `Please ${ask} without further delay. If something prevents you from doing so, please tell me in writing what it is ` +
      'and the date by which you will act.',
    '',
    'Please place this letter in the claim file. I keep a dated record of all communication about this claim.',
    '',
    'Sincerely,',
    '',
    known(claim.userName, 'Your Full Name'),
    known(claim.userAddress, 'Your Address'),
    known(claim.userPhone, 'Your Phone'),
    known(claim.userEmail, 'Your Email'),
  ].join('\n');

  const what = rule.title.charAt(0).toLowerCase() + rule.title.slice(1);
  return { subject: `Claim ${claimNumber}: ${what} was due on ${deadline.dueOn}`, body };
}
