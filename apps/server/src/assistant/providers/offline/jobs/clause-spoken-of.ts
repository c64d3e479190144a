import { clipWords } from '../../../policy/segments';
import type { ClauseType } from '../../../retrieval/clause-type';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { tokenize } from '../../../retrieval/tokenize';

// Words every coverage dispute uses: a clause sharing only these with the user's words is not about them.
const DISPUTE_WORDS = new Set(tokenize('covered cover coverage pay paid paying claim policy denied deny only not'));
const DECIDING_CLAUSES: readonly (ClauseType | undefined)[] = ['exclusion', 'exception', 'limit'];

/**
 * The exclusion, exception or limit among the passages found for the message that speaks of
 * something the given words name ("used primarily for business" for "I use it for work";
 * "concealed behind walls" for "the pipe dripped behind the drywall"), best first.
 */
export function clauseSpokenOf(words: string, passages: readonly RankedPassage[]): { page: number; wording: string } | null {
  const named = new Set(tokenize(words).filter((term) => !DISPUTE_WORDS.has(term)));
  if (named.size === 0) return null;
  const clause = passages.find(
    (passage) => DECIDING_CLAUSES.includes(passage.clause) && tokenize(passage.text).some((term) => named.has(term)),
  );
  return clause ? { page: clause.page, wording: clipWords(clause.text.replace(/^[^\n]*\n/, ''), 50) } : null;
}
