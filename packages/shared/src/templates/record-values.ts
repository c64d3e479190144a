import { chronological, type DiaryEntry } from '../diary/timeline';
import { diaryValues } from './diary-values';
import type { TemplateLanguage } from './languages';
import { letterDate } from './letter-format';
import type { Placeholder } from './placeholders';

export type KnownValues = Partial<Record<Placeholder, string>>;

/** The user, as the profile holds them: who signs the letter. */
export interface LetterWriter {
  full_name?: string;
  email?: string;
  address?: string;
  phone_number?: string;
}

/** The claim as my-claims/ gives it. */
export interface RecordClaim {
  insurance_company_name: string;
  policy_number: string;
  date_of_incident: string;
  city_of_incident: string;
  region?: string | null;
  country_of_incident: string;
  type_of_claim: string;
  description: string;
}

/** The claim's details (the chat page's form): who handles the claim, and the insurer's number for it. */
export interface LetterClaimDetails {
  insurance_company_name?: string;
  policy_number?: string;
  adjuster_name?: string;
  adjuster_email?: string;
  add_claim_number?: string;
}

/** One claim record, as every letter reads it. */
export interface LetterRecord {
  user?: LetterWriter | null;
  claim?: RecordClaim | null;
  details?: LetterClaimDetails | null;
  /** The claim's diary, in any order. */
  diary?: readonly DiaryEntry[];
  /** The user's own calendar day, 'YYYY-MM-DD': the letter's date; the diary is read up to it. */
  today: string;
  /** The letter's language, which writes the dates and sums: English unless said. */
  language?: TemplateLanguage;
}

const join = (...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * Every [Placeholder] the claim record answers, for the template store, the Claim Status letter
 * and anything else that writes a letter from the claim. A fact the record lacks is left out, so
 * its placeholder stays in the letter for the user to see and fill; nothing is guessed.
 */
export function recordValues({ user, claim, details, diary = [], today, language = 'en' }: LetterRecord): KnownValues {
  const values: KnownValues = {
    Date: letterDate(today, language),
    'Your Full Name': user?.full_name,
    'Your Email': user?.email,
    'Your Address': user?.address,
    'Your Phone': user?.phone_number,
  };
  if (claim) {
    Object.assign(values, {
      'Insurance Company': claim.insurance_company_name,
      'Policy Number': claim.policy_number,
      'Date of Loss': claim.date_of_incident ? letterDate(claim.date_of_incident, language) : undefined,
      'Loss Location': join(claim.city_of_incident, claim.region, claim.country_of_incident),
      'Type of Loss': claim.type_of_claim,
      'Description of Loss': claim.description,
    } satisfies KnownValues);
    // A diary belongs to a claim: without one there is nothing to read it against.
    const past = chronological(diary).filter((event) => event.occurred_on <= today);
    Object.assign(values, diaryValues(past, language));
  }
  if (details) {
    // The claim details are the newer record of who the insurer is and how it numbers the claim.
    Object.assign(values, {
      'Insurance Company': details.insurance_company_name?.trim() || values['Insurance Company'],
      'Policy Number': details.policy_number?.trim() || values['Policy Number'],
      'Adjuster Name': details.adjuster_name,
      'Claim Number': details.add_claim_number,
    } satisfies KnownValues);
  }
  return Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value?.trim()])
      .filter(([, value]) => value),
  ) as KnownValues;
}
