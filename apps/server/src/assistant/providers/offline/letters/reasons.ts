import type { ClaimContext } from '../../../engine';
import type { Facts } from '../../../facts/claim-facts';
import { reasonsIn } from '../../../facts/user-reasons';

// A repair that replaces only the damaged part of one continuous surface (half a floor, one slope
// of a roof) leaves a visible mismatch. Policies pay for "like kind and quality", and some states
// say in so many words that the result must look uniform.

/** "the new tiles won't line up with the old", "it will look patched", "they only fix one wall". */
const MISMATCH =
  /\b(?:(?:the )?same (?:floor\w*|roof\w*|siding|cabinet\w*|tile\w*|carpet\w*|shingles?|wood|hardwood|countertops?|room)|(?:doesn'?t|does not|won'?t|will not|wont|never) match\w*|mismatch\w*|matching|continuous|uniform|(?:only|just) (?:replace|fix|repair|redo)\w* (?:half|part|one side|some))\b/i;

/** State rules that require a uniform appearance, with their citation. */
const UNIFORM_APPEARANCE_RULES: Record<string, string> = {
  CA: 'California’s fair claims regulations say that when replaced items do not match in quality, color or size, the insurer shall replace all items in the damaged area so as to conform to a reasonably uniform appearance (Cal. Code Regs., tit. 10, § 2695.9(a)(2)).',
  FL: 'Florida law says that when replaced items do not match in quality, color or size, the insurer shall make reasonable repairs or replacement of items in adjoining areas (Fla. Stat. § 626.9744).',
};

/** The user's reasons complain that a partial repair will not match the rest of the surface. */
export const complainsOfMismatch = (reasons: string) => MISMATCH.test(reasons);

/** The state whose rule on a uniform appearance the letter cites, when the claim is in one that has it. */
export function uniformAppearanceState(claim: ClaimContext | null): string | null {
  const region = claim?.country === 'United States' ? claim.region : null;
  return region && region in UNIFORM_APPEARANCE_RULES ? region : null;
}

/** The paragraph asking for a uniform repair, when the user's reasons complain of a mismatch; null otherwise. */
function matchingParagraph(reasons: string, claim: ClaimContext | null): string | null {
  if (!complainsOfMismatch(reasons)) return null;
  const state = uniformAppearanceState(claim);
  const rule = state ? UNIFORM_APPEARANCE_RULES[state] : undefined;
  return [
    'Replacing only the damaged part would leave it visibly mismatched with the rest of the same surface. I ask that the repair use material of like kind and quality and give the whole area a reasonably uniform appearance.',
    rule ?? null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The user's reasons, in their words, and the uniform-repair request when they complain of a mismatch; '' when they give none. */
export function reasonsParagraphs(message: string, facts: Facts): string {
  const reasons = reasonsIn(message);
  if (reasons.length === 0) return '';
  const matching = matchingParagraph(reasons.join(' '), facts.claim);
  return `\n\nMy reasons:\n${reasons.map((reason) => `• ${reason}`).join('\n')}${matching ? `\n\n${matching}` : ''}`;
}
