import type { Placeholder, TClaim, TUser } from '@benji/shared';

export type KnownValues = Partial<Record<Placeholder, string>>;

/** What the chat page's claim details hold (spec section 3, Claim upload) that a letter can use. */
export interface ClaimDetailsValues {
  /** The claim these are the details of; null for details of no claim. */
  claim_id?: number | null;
  insurance_company_name?: string;
  policy_number?: string;
  adjuster_name?: string;
  add_claim_number?: string;
}

const same = (a = '', b = '') => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The claim details that belong to a submitted claim: those saved as its own. Details of no claim
 * (saved before the link existed) are matched: by policy number when both have one, else by
 * insurer. No match leaves the adjuster and the claim number bracketed: a wrong adjuster in a
 * letter is worse.
 */
export function detailsForClaim<T extends ClaimDetailsValues>(
  details: readonly T[],
  claim: Pick<TClaim, 'policy_number' | 'insurance_company_name'> & { id?: number },
): T | null {
  const own = claim.id === undefined ? undefined : details.find((item) => item.claim_id === claim.id);
  if (own) return own;
  return (
    details.find(
      (item) =>
        !item.claim_id &&
        (claim.policy_number.trim() && item.policy_number?.trim()
          ? same(item.policy_number, claim.policy_number)
          : Boolean(claim.insurance_company_name.trim()) && same(item.insurance_company_name, claim.insurance_company_name)),
    ) ?? null
  );
}

export interface FillSource {
  user: Pick<TUser, 'full_name' | 'email' | 'address' | 'phone_number'> | null;
  claim?: Pick<
    TClaim,
    | 'insurance_company_name'
    | 'policy_number'
    | 'date_of_incident'
    | 'city_of_incident'
    | 'region'
    | 'country_of_incident'
    | 'type_of_claim'
    | 'description'
  > | null;
  details?: ClaimDetailsValues | null;
  /** The letter's date; the user's own calendar day. */
  today: Date;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const longUtcDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-03-05' → 'March 5, 2026'. A calendar date, so it is read in UTC and never shifts a day. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : longUtcDate.format(date);
}

const join = (...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * Every placeholder Benji can answer from the user, the chosen claim and (once the chat page
 * serves them) the claim details. Blank values are left out, so their placeholders stay marked.
 */
export function knownValues({ user, claim, details, today }: FillSource): KnownValues {
  const values: KnownValues = {
    Date: longDate.format(today),
    'Your Full Name': user?.full_name,
    'Your Email': user?.email,
    'Your Address': user?.address,
    'Your Phone': user?.phone_number,
  };
  if (claim) {
    Object.assign(values, {
      'Insurance Company': claim.insurance_company_name,
      'Policy Number': claim.policy_number,
      'Date of Loss': claim.date_of_incident ? formatCalendarDate(claim.date_of_incident) : undefined,
      'Loss Location': join(claim.city_of_incident, claim.region, claim.country_of_incident),
      'Type of Loss': claim.type_of_claim,
      'Description of Loss': claim.description,
    } satisfies KnownValues);
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
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value?.trim())) as KnownValues;
}
