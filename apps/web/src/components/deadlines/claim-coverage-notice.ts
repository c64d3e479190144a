import { claimCategoryOf, coverageNotice, isCountry, type CoverageNotice, type TClaim } from '@benji/shared';

export type CoverageClaim = Pick<TClaim, 'id' | 'country_of_incident' | 'region' | 'type_of_claim'>;

/** The notice for a claim whose state's or province's own deadline rules are not encoded; null where they are. */
export function claimCoverageNotice(claim: CoverageClaim): CoverageNotice | null {
  if (!isCountry(claim.country_of_incident)) return null;
  return coverageNotice(claim.country_of_incident, claim.region, claimCategoryOf(claim.type_of_claim));
}
