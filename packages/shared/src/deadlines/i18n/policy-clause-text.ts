import type { TDeadline } from '../../diary/deadline-contracts';
import { periodOf } from '../period';
import { policySays } from '../policy-clause';
import type { DeadlineSentences, DeadlineText } from './deadline-text';
import type { DeadlineWords } from './rule-words-type';

/** The kind's words and the clause, for a deadline read from the user's own policy that the tables know; else null. */
function clauseOf(deadline: TDeadline, words: DeadlineWords) {
  const clause = deadline.policyClause;
  const kind = words.policyClauses.kinds[deadline.ruleId];
  return clause && kind ? { clause, kind } : null;
}

/** A policy clause deadline's title and citation in the language of `words`; null for any other deadline. */
export function policyClauseHeading(deadline: TDeadline, words: DeadlineWords): { title: string; citation: string } | null {
  const found = clauseOf(deadline, words);
  return found && { title: found.kind.title, citation: words.policyClauses.citation(found.kind.named, found.clause.page) };
}

/**
 * A deadline read from the user's own policy, in the language of `words`: the clause is quoted as
 * written, the words around it translated. Null for any other deadline, and for one whose notes
 * are not the two policyClauseDeadline writes (the policy's words, then the advice).
 */
export function policyClauseText(deadline: TDeadline, words: DeadlineWords, sentences: DeadlineSentences): DeadlineText | null {
  const found = clauseOf(deadline, words);
  if (!found || deadline.caveats.length !== 2 || deadline.caveats[0] !== policySays(found.clause)) return null;
  const { clause, kind } = found;
  const { readFrom, says, lossDate } = words.policyClauses;
  return {
    ...policyClauseHeading(deadline, words)!,
    effectiveNote: readFrom(clause.page, clause.wording),
    caveats: [{ text: says(clause.wording, clause.page) }, { text: kind.advice }],
    counted: { text: sentences.counted(periodOf(deadline), lossDate, deadline.triggeredOn) },
    translated: true,
  };
}
