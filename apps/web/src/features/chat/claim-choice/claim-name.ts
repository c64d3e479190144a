import type { TClaim } from '@benji/shared';

type Named = Pick<TClaim, 'id' | 'insurance_company_name' | 'type_of_claim' | 'date_of_incident'>;

const shortName = (claim: Named) => `${claim.insurance_company_name || 'Claim'} · ${claim.type_of_claim}`;

/**
 * How a claim is named wherever the chat page lets the user tell claims apart: insurer and kind,
 * short enough for the side column; the date of loss joins them only when another claim of the
 * user's would read the same.
 */
export function claimName(claim: Named, all: readonly Named[]): string {
  const name = shortName(claim);
  const twin = all.some((other) => other.id !== claim.id && shortName(other) === name);
  return twin ? `${name} · ${claim.date_of_incident}` : name;
}
