import type { TClaim } from '@benji/shared';

/** How a claim is named wherever the chat page lets the user tell claims apart. */
export const claimName = (claim: Pick<TClaim, 'insurance_company_name' | 'type_of_claim' | 'created_at'>) =>
  `${claim.insurance_company_name || 'Claim'} · ${claim.type_of_claim} · ${claim.created_at.slice(0, 10)}`;
