import { findRegion } from '../claims/regions';
import { regulatorFor } from '../regulators/regulator-for';
import type { Regulator } from '../regulators/types';
import { jurisdictionsFor, rulesFor } from './jurisdiction';
import { describePeriod } from './period';
import type { ClaimCategory, Country } from './types';

/** What still applies in a state or province whose own rules are not encoded. */
export interface CoverageTerm {
  ruleId: string;
  /** "Send the sworn proof of loss within 60 calendar days after the insurer's request for proof of loss." */
  text: string;
  citation: string;
}

/**
 * Said wherever Benji holds none of the place's own deadline rules, so that an empty or short
 * deadline list never reads as "nothing is due".
 */
export interface CoverageNotice {
  country: Country;
  /** The two-letter code, or null when the claim does not say. */
  region: string | null;
  /**
   * 'place': none of the state's or province's own rules are encoded. 'claim_type': some are, but
   * none for this kind of claim (a New Brunswick home claim, a British Columbia auto claim).
   */
  gap: 'place' | 'claim_type';
  /** "Ohio"; null when the region is missing or not one of the country's. */
  placeName: string | null;
  /** One sentence: the place's own rules are not in Benji yet. */
  headline: string;
  /** What applies instead, and that the place's regulations are not encoded. */
  body: string;
  /** The policy's own conditions that still give dates, each labelled as policy wording. */
  policyTerms: CoverageTerm[];
  /** The regulator to ask, with its address; null when the place is not known. */
  regulator: Regulator | null;
  /** "Ohio Department of Insurance: https://insurance.ohio.gov", with the complaint page and phone where known. */
  regulatorLine: string | null;
}

function regulatorLine(regulator: Regulator): string {
  const parts = [`${regulator.name}: ${regulator.website}`];
  if (regulator.lookFor) parts.push(`look for ${regulator.lookFor}`);
  if (regulator.complaintPage) parts.push(`complaints: ${regulator.complaintPage}`);
  if (regulator.phone) parts.push(`phone ${regulator.phone}`);
  return parts.join('; ');
}

function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const CLAIM_TYPE: Record<ClaimCategory, string> = { auto: 'auto', home: 'home', other_property: 'other property' };

function policyTermsFor(country: Country, region: string | null, category: ClaimCategory | null): CoverageTerm[] {
  return rulesFor(country, region, category)
    .filter((rule) => rule.source === 'policy_wording')
    .map((rule) => ({
      ruleId: rule.id,
      text: sentence(`${rule.duty} within ${describePeriod(rule)} after ${rule.triggerPhrase}`),
      citation: rule.citation,
    }));
}

/** True where the place's own rules are encoded but none of them applies to this kind of claim. */
function noRulesForClaimType(country: Country, region: string | null, category: ClaimCategory | null): boolean {
  const [own] = jurisdictionsFor(country, region);
  if (category === null || own === undefined || own.endsWith('-*')) return false;
  return !rulesFor(country, region, category).some((rule) => rule.jurisdiction === own);
}

/**
 * The notice for a claim whose state's or province's own rules are not encoded, or are encoded
 * but none for this kind of claim; null where rules for the claim are encoded. The category
 * narrows the policy terms to those for the claim type.
 */
export function coverageNotice(country: Country, region: string | null, category: ClaimCategory | null = null): CoverageNotice | null {
  const [own] = jurisdictionsFor(country, region);
  const placeGap = own !== undefined && own.endsWith('-*');
  const typeGap = noRulesForClaimType(country, region, category);
  if (!placeGap && !typeGap) return null;
  const code = region?.trim().toUpperCase() || null;
  const placeName = code ? (findRegion(country, code)?.name ?? null) : null;
  const regulator = placeName ? regulatorFor(country, code) : null;
  const policyTerms = policyTermsFor(country, region, category);

  const where = placeName ?? (country === 'Canada' ? 'your province' : 'your state');
  const possessive = placeName ? `${placeName}'s` : country === 'Canada' ? "Your province's" : "Your state's";
  const claimType = category ? CLAIM_TYPE[category] : '';
  const headline = typeGap
    ? `${possessive} own claim deadlines for ${claimType} claims are not in Benji yet.`
    : placeName
      ? `${possessive} own claim deadlines are not in Benji yet.`
      : `${possessive} claim deadlines cannot be shown: the claim does not say where the loss happened.`;
  const policySentence =
    policyTerms.length > 0
      ? `The dates shown come from your policy's own conditions, not from ${where} law: for example, ${policyTerms[0]!.text.charAt(0).toLowerCase()}${policyTerms[0]!.text.slice(1)}`
      : `Your policy's own conditions (notice of loss, proof of loss) still set your duties; read them in the policy.`;
  const regulation = typeGap
    ? `Benji holds some of ${possessive} deadline rules, but none for ${claimType} claims. ${where} law may still set deadlines for ` +
      'such claims, for the insurer and for you, so a short or empty list does not mean nothing is due.'
    : `The insurance laws and regulations of ${where} may also set deadlines for the insurer and for you; ` +
      'they are not encoded here, so a short or empty list does not mean nothing is due.';
  const ask = regulator ? `Ask ${regulator.name} which rules apply.` : 'Ask your insurance regulator which rules apply.';
  return {
    country,
    region: code,
    gap: typeGap ? 'claim_type' : 'place',
    placeName,
    headline,
    body: `${policySentence} ${regulation} ${ask}`,
    policyTerms,
    regulator,
    regulatorLine: regulator ? regulatorLine(regulator) : null,
  };
}
