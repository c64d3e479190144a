import type { TClaim } from '@benji/shared';

/** What the chat page's claim details hold (spec section 3, Claim upload) that a letter can use. */
export interface ClaimDetailsValues {
  /** The claim these are the details of; null for details of no claim. */
  claim_id?: number | null;
  insurance_company_name?: string;
  policy_number?: string;
  adjuster_name?: string;
  adjuster_email?: string;
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
