import { findRegion, isCountry, jurisdictionsFor, type Country } from '@benji/shared';
import type { ClaimContext } from '../../engine';

/** Where the loss happened, as far as the deadline rules are concerned. */
export interface Place {
  country: Country;
  region: string;
  /** "Texas", "Ontario"; the code itself for one Benji does not list. */
  name: string;
  /** False where Benji holds none of the state's or province's own rules, only the country's fallback. */
  encoded: boolean;
}

/** Null when the claim does not say which country, state or province the loss happened in. */
export function placeOf(claim: ClaimContext): Place | null {
  const region = claim.region?.trim().toUpperCase();
  if (!isCountry(claim.country) || !region) return null;
  const [own] = jurisdictionsFor(claim.country, region);
  return {
    country: claim.country,
    region,
    name: findRegion(claim.country, region)?.name ?? region,
    encoded: own !== undefined && !own.endsWith('-*'),
  };
}
