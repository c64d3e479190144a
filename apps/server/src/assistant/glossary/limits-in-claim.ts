import type { Facts } from '../facts/claim-facts';
import { thingsNamed } from '../facts/things-named';
import { clipList } from '../policy/segments';
import { specialLimitsOn } from '../policy/special-limits';
import type { RankedPassage } from '../retrieval/passage-search';

/** "In your claim, your engagement ring and diamond tennis bracelet come under the $1,500 limit…": the special limits the claim's own things meet. */
export function limitsOnThingsNamed(facts: Facts, passages: readonly RankedPassage[]): string | null {
  const things = thingsNamed(facts.claim?.description ?? '').map((label) => ({ label, value: 0 }));
  const limits = specialLimitsOn(things, passages);
  if (limits.length === 0) return null;
  const each = limits.map(
    (category) =>
      `your ${category.items.map((item) => item.label).join(' and ')} ${category.items.length > 1 ? 'come' : 'comes'} under the ${category.limitText} limit ${clipList(category.appliesTo, 8)} (page ${category.page})`,
  );
  const shared = limits.some((category) => category.perLoss && category.items.length > 1)
    ? ' Each limit is the total for its whole category in one loss, not per item.'
    : '';
  return `**In your claim:** ${each.join('; ')}.${shared}`;
}
