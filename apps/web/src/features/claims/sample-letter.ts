import { formatPlainDate, type TClaim } from '@benji/shared';

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
>;

const or = (value: string, placeholder: string) => value.trim() || `[${placeholder}]`;

/**
 * Spec 2.9's 'Sample Claim Letter': asks the insurer in writing to keep the claim open for 60
 * days while documents are gathered. Unknown details stay as [bracketed] placeholders.
 */
export function sampleClaimLetter(claim: LetterClaim, userName: string): string {
  const policy = or(claim.policy_number, 'Policy Number');
  const report = claim.police_report_number.trim() ? ` The police report number is ${claim.police_report_number.trim()}.` : '';
  return [
    `Subject: Request to keep my claim open for ${KEEP_OPEN_DAYS} days (policy ${policy})`,
    '',
    `Dear ${or(claim.insurance_company_name, 'Insurance Company')} Claims Department,`,
    '',
    `I am writing about my ${claim.type_of_claim} claim under policy number ${policy}, for the incident of ` +
      `${formatPlainDate(claim.date_of_incident)} in ${claim.city_of_incident}, ${claim.country_of_incident}.${report}`,
    '',
    `I am still gathering the documents and information that support this claim. Please keep the claim open for ` +
      `${KEEP_OPEN_DAYS} days from the date of this letter, and confirm in writing that you will do so.`,
    '',
    'If you need anything from me in the meantime, please tell me in writing what it is.',
    '',
    'Thank you for your help.',
    '',
    'Sincerely,',
    or(userName, 'Your Full Name'),
  ].join('\n');
}
