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

/** A rule limited to some claim categories applies when the category is one of them or unknown. */
export function rulesFor(country: Country, region: string | null, category: ClaimCategory | null = null): DeadlineRule[] {
  const jurisdictions = jurisdictionsFor(country, region);
  return DEADLINE_RULES.filter(
    (rule) =>
      jurisdictions.includes(rule.jurisdiction) && (category === null || rule.appliesTo === undefined || rule.appliesTo.includes(category)),
  );
}
