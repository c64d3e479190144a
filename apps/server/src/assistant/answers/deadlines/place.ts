import { coverageNotice, findRegion, isCountry, type ClaimCategory, type Country } from '@benji/shared';
import type { ClaimContext } from '../../engine';

/** Where the loss happened, as far as the deadline rules are concerned. */
export interface Place {
  country: Country;
  region: string;
  /** "Texas", "Ontario"; the code itself for one Benji does not list. */
  name: string;
  /**
   * False where Benji holds none of the state's or province's own rules, only the country's
   * fallback, or holds some but none for this kind of claim (a New Brunswick home claim).
   */
  encoded: boolean;
  /** "home", where the place's rules are encoded for other kinds of claim but not this one; null otherwise. */
  uncoveredClaimType: string | null;
}

const CLAIM_TYPE: Record<ClaimCategory, string> = { auto: 'auto', home: 'home', other_property: 'other property' };

/** Null when the claim does not say which country, state or province the loss happened in. */
export function placeOf(claim: ClaimContext): Place | null {
  const region = claim.region?.trim().toUpperCase();
  if (!isCountry(claim.country) || !region) return null;
  // The same test the deadline list's notice makes, so the chat and the list never disagree.
  const notice = coverageNotice(claim.country, region, claim.category);
  return {
    country: claim.country,
    region,
    name: findRegion(claim.country, region)?.name ?? region,
    encoded: notice === null,
    uncoveredClaimType: notice?.gap === 'claim_type' && claim.category ? CLAIM_TYPE[claim.category] : null,
  };
}
