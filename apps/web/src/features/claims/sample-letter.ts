import { formatLongDate, localToday, recordValues, type Placeholder, type TClaim, type TClaimUpload } from '@benji/shared';
import type { Letter } from '../../lib/plain-copy/plain-letter';

export const KEEP_OPEN_DAYS = 60;

type LetterClaim = Pick<
  TClaim,
  | 'insurance_company_name'
  | 'policy_number'
  | 'type_of_claim'
  | 'date_of_incident'
  | 'city_of_incident'
  | 'region'
  | 'country_of_incident'
  | 'police_report_number'
  | 'description'
  | 'created_at'
>;

/** What the claim's details (the chat page's form) add: who handles it, and the insurer's number. */
export type LetterDetails = Pick<TClaimUpload, 'adjuster_name' | 'adjuster_email' | 'add_claim_number'>;

/**
 * Spec 2.9's 'Sample Claim Letter' as an e-mail: asks the insurer in writing to keep the claim open
 * for 60 days while documents are gathered. Its facts come from the one fill every letter uses
 * (recordValues): the claim number and the adjuster (and their address, the e-mail's recipient)
 * from the claim's details, the insurer, policy and date of loss from the claim, the letter's date
 * from `today`. Unknown facts stay as the templates' [bracketed] placeholders.
 */
export function sampleClaimEmail(claim: LetterClaim, userName: string, details?: LetterDetails | null, today = new Date()): Letter {
  const values = recordValues({ user: { full_name: userName }, claim, details, today: localToday(today) });
  const fact = (name: Placeholder) => values[name] ?? '';
  const or = (name: Placeholder) => values[name] ?? `[${name}]`;
  const policy = or('Policy Number');
  const company = or('Insurance Company');
  const claimNumber = fact('Claim Number');
  const adjuster = fact('Adjuster Name');
  const report = claim.police_report_number.trim() ? ` The police report number is ${claim.police_report_number.trim()}.` : '';
  const reported = claim.created_at ? ` I reported it on ${formatLongDate(claim.created_at.slice(0, 10))}.` : '';
  const openUntil = localToday(new Date(today.getFullYear(), today.getMonth(), today.getDate() + KEEP_OPEN_DAYS));
  const body = [
    adjuster ? `Dear ${adjuster},` : `Dear ${company} Claims Department,`,
    '',
    `I am writing about my ${claim.type_of_claim} claim${claimNumber ? `, claim number ${claimNumber},` : ''} under policy number ${policy}` +
      `${adjuster ? ` with ${company}` : ''}, for the incident of ${or('Date of Loss')} in ${or('Loss Location')}.${reported}${report}`,
    '',
    `I am still gathering the documents and information that support this claim. Please keep the claim open for ` +
      `${KEEP_OPEN_DAYS} days from the date of this letter, until ${formatLongDate(openUntil)}, and confirm in writing that you will do so.`,
    '',
    'If you need anything from me in the meantime, please tell me in writing what it is.',
    '',
    'Thank you for your help.',
    '',
    'Sincerely,',
    or('Your Full Name'),
  ].join('\n');
  return {
    to: details?.adjuster_email.trim() || null,
    subject: `Request to keep ${claimNumber ? `claim ${claimNumber}` : 'my claim'} open for ${KEEP_OPEN_DAYS} days (policy ${policy})`,
    body,
  };
}

/** The same letter as the dialog shows and copies it: addressee, date and subject lines, then the letter. */
export function sampleClaimLetter(claim: LetterClaim, userName: string, details?: LetterDetails | null, today = new Date()): string {
  const email = sampleClaimEmail(claim, userName, details, today);
  return [
    ...(email.to ? [`To: ${email.to}`] : []),
    `Date: ${formatLongDate(localToday(today))}`,
    `Subject: ${email.subject}`,
    '',
    email.body,
  ].join('\n');
}
