import type { TClaim } from './contracts';
import type { TClaimStatusFilter } from './statuses';

export type FilterableClaim = Pick<TClaim, 'insurance_company_name' | 'policy_number' | 'type_of_claim' | 'status'>;

export interface ClaimFilter {
  /** Matched, case-insensitively, anywhere in the company, the policy id or the claim type. */
  search: string;
  status: TClaimStatusFilter;
}

/** The Claim Status page's search box and status filter (spec 2.9); keeps the list's order. */
export function filterClaims<T extends FilterableClaim>(claims: readonly T[], filter: ClaimFilter): T[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return claims.filter((claim) => {
    if (filter.status !== 'All' && claim.status !== filter.status) return false;
    if (!needle) return true;
    return [claim.insurance_company_name, claim.policy_number, claim.type_of_claim].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
  });
}
