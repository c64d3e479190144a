import { DEADLINE_RULES } from './rules';
import type { ClaimCategory, Country, DeadlineRule, Jurisdiction } from './types';

const PREFIX: Record<Country, 'US' | 'CA'> = { 'United States': 'US', Canada: 'CA' };

/**
 * The rule sets for a claim: the state's or province's own rules when any are encoded,
 * otherwise the country's fallback ('US-*', 'CA-*'); Benji's practice rules always.
 * An unknown or missing region gets the fallback.
 */
export function jurisdictionsFor(country: Country, region: string | null): Jurisdiction[] {
  const prefix = PREFIX[country];
  const code = region?.trim().toUpperCase() ?? '';
  const own: Jurisdiction = `${prefix}-${code}`;
  const encoded = /^[A-Z]{2}$/.test(code) && DEADLINE_RULES.some((rule) => rule.jurisdiction === own);
  return [encoded ? own : `${prefix}-*`, 'practice'];
}

/** The fallback's policy-wording terms bind in a state with its own rules too, unless its law sets the same term. */
function appliesHere(rule: DeadlineRule, jurisdictions: readonly Jurisdiction[]): boolean {
  if (jurisdictions.includes(rule.jurisdiction)) return true;
  const [own] = jurisdictions;
  const fallback = own !== undefined && `${own.slice(0, 2)}-*` === rule.jurisdiction;
  return fallback && rule.everywhereExcept !== undefined && !rule.everywhereExcept.includes(own);
}

/** A rule limited to some claim categories applies when the category is one of them or unknown. */
export function rulesFor(country: Country, region: string | null, category: ClaimCategory | null = null): DeadlineRule[] {
  const jurisdictions = jurisdictionsFor(country, region);
  return DEADLINE_RULES.filter(
    (rule) => appliesHere(rule, jurisdictions) && (category === null || rule.appliesTo === undefined || rule.appliesTo.includes(category)),
  );
}
