import {
  blanksNamedIn,
  letterDate,
  localToday,
  recordValues,
  type Placeholder,
  type TClaim,
  type TClaimUpload,
  type TemplateLanguage,
} from '@benji/shared';
import type { Letter } from '../../lib/plain-copy/plain-letter';
import { FRENCH_SAMPLE_LETTER } from './sample-letter-fr-ca';
import { SPANISH_SAMPLE_LETTER } from './sample-letter-es-us';
import { ENGLISH_SAMPLE_LETTER, type SampleLetterWords } from './sample-letter-words';

export const KEEP_OPEN_DAYS = 60;

const WORDS: Record<TemplateLanguage, SampleLetterWords> = {
  en: ENGLISH_SAMPLE_LETTER,
  'fr-CA': FRENCH_SAMPLE_LETTER,
  'es-US': SPANISH_SAMPLE_LETTER,
};

/** The claim as the letter reads it: its type and country already named in the letter's language (they are stored in English). */
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
 * Spec 2.9's 'Sample Claim Letter' as an e-mail, in English, Québec French or US Spanish: asks the
 * insurer in writing to keep the claim open for 60 days while documents are gathered. Its facts
 * come from the one fill every letter uses (recordValues): the claim number and the adjuster (and
 * their address, the e-mail's recipient) from the claim's details, the insurer, policy and date of
 * loss from the claim, the letter's date from `today`. Unknown facts stay as the templates'
 * [bracketed] placeholders, named in the letter's language.
 */
export function sampleClaimEmail(
  claim: LetterClaim,
  userName: string,
  details?: LetterDetails | null,
  today = new Date(),
  language: TemplateLanguage = 'en',
): Letter {
  const values = recordValues({ user: { full_name: userName }, claim, details, today: localToday(today), language });
  const fact = (name: Placeholder) => values[name] ?? '';
  const or = (name: Placeholder) => values[name] ?? `[${name}]`;
  const openUntil = localToday(new Date(today.getFullYear(), today.getMonth(), today.getDate() + KEEP_OPEN_DAYS));
  const facts = {
    claimType: claim.type_of_claim,
    claimNumber: fact('Claim Number'),
    adjuster: fact('Adjuster Name'),
    company: or('Insurance Company'),
    policy: or('Policy Number'),
    lossDate: or('Date of Loss'),
    location: or('Loss Location'),
    reportedOn: claim.created_at ? letterDate(claim.created_at.slice(0, 10), language) : null,
    policeReport: claim.police_report_number.trim(),
    openDays: KEEP_OPEN_DAYS,
    openUntil: letterDate(openUntil, language),
    signer: or('Your Full Name'),
  };
  const words = WORDS[language];
  return {
    to: details?.adjuster_email.trim() || null,
    ...(words.subjectLabel && { subjectLabel: words.subjectLabel }),
    subject: blanksNamedIn(words.subject(facts), language),
    body: blanksNamedIn(words.body(facts), language),
  };
}

/** The same letter as the dialog shows and copies it: addressee, date and subject lines, then the letter. */
export function sampleClaimLetter(
  claim: LetterClaim,
  userName: string,
  details?: LetterDetails | null,
  today = new Date(),
  language: TemplateLanguage = 'en',
): string {
  const email = sampleClaimEmail(claim, userName, details, today, language);
  const words = WORDS[language];
  return [
    ...(email.to ? [words.to(email.to)] : []),
    words.date(letterDate(localToday(today), language)),
    words.subjectLine(email.subject),
    '',
    email.body,
  ].join('\n');
}
