import type { Facts } from '../facts/claim-facts';
import type { RankedPassage } from '../retrieval/passage-search';

export interface Term {
  /** The ways people say it; word-bounded and case-insensitive. Also finds the term in the policy's sentences. */
  names: RegExp;
  title: string;
  meaning: string;
  /** The term in the user's own claim, when the facts say something about it. */
  inYourClaim?: (facts: Facts, passages: readonly RankedPassage[]) => string | null;
  /** The words a policy uses for it, added to the policy search when the term is asked about. */
  policyWords: string;
}
