import { formatPlainDate, type TClaim, type TClaimUpload } from '@benji/shared';

export const KEEP_OPEN_DAYS = 60;

type LetterClaim = Pick<
  TClaim,
  | 'insurance_company_name'
  | 'policy_number'
  | 'type_of_claim'
  | 'date_of_incident'
  | 'city_of_incident'
  | 'country_of_incident'
  | 'police_report_number'
  | 'created_at'
>;

/** What the claim's details (the chat page's form) add: who handles it, and the insurer's number. */
export type LetterDetails = Pick<TClaimUpload, 'adjuster_name' | 'adjuster_email' | 'add_claim_number'>;

const or = (value: string, placeholder: string) => value.trim() || `[${placeholder}]`;

/**
 * Spec 2.9's 'Sample Claim Letter': asks the insurer in writing to keep the claim open for 60
 * days while documents are gathered. It is written from the one claim record: the claim number and
 * the adjuster from its details, the incident and submission dates from the claim, the date the
 * claim stays open until from `today`. Unknown details stay as [bracketed] placeholders.
 */
export function sampleClaimLetter(claim: LetterClaim, userName: string, details?: LetterDetails | null, today = new Date()): string {
  const policy = or(claim.policy_number, 'Policy Number');
  const claimNumber = details?.add_claim_number.trim() ?? '';
  const adjuster = details?.adjuster_name.trim() ?? '';
  const adjusterEmail = details?.adjuster_email.trim() ?? '';
  const report = claim.police_report_number.trim() ? ` The police report number is ${claim.police_report_number.trim()}.` : '';
  const reported = claim.created_at ? ` I reported it on ${formatPlainDate(claim.created_at.slice(0, 10))}.` : '';
  const openUntil = new Date(today.getFullYear(), today.getMonth(), today.getDate() + KEEP_OPEN_DAYS);
  const company = or(claim.insurance_company_name, 'Insurance Company');
  return [
    ...(adjusterEmail ? [`To: ${adjusterEmail}`] : []),
    `Date: ${formatPlainDate(isoDate(today))}`,
    `Subject: Request to keep ${claimNumber ? `claim ${claimNumber}` : 'my claim'} open for ${KEEP_OPEN_DAYS} days (policy ${policy})`,
    '',
    adjuster ? `Dear ${adjuster},` : `Dear ${company} Claims Department,`,
    '',
    `I am writing about my ${claim.type_of_claim} claim${claimNumber ? `, claim number ${claimNumber},` : ''} under policy number ${policy}` +
      `${adjuster ? ` with ${company}` : ''}, for the incident of ` +
      `${formatPlainDate(claim.date_of_incident)} in ${claim.city_of_incident}, ${claim.country_of_incident}.${reported}${report}`,
    '',
    `I am still gathering the documents and information that support this claim. Please keep the claim open for ` +
      `${KEEP_OPEN_DAYS} days from the date of this letter, until ${formatPlainDate(isoDate(openUntil))}, and confirm in writing that you will do so.`,
    '',
    'If you need anything from me in the meantime, please tell me in writing what it is.',
    '',
    'Thank you for your help.',
    '',
    'Sincerely,',
    or(userName, 'Your Full Name'),
  ].join('\n');
}

/** The local calendar date, 'YYYY-MM-DD'. */
function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
