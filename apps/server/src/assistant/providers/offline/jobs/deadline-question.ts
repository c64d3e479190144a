import type { Facts } from '../../../facts/claim-facts';
import { deadlineAnswer } from '../../../answers/deadlines';
import type { RankedPassage } from '../../../retrieval/passage-search';

/** The deadlines the question is about: period, trigger, due date, citation and status, and the policy's own limits. */
export function deadlineQuestion(text: string, facts: Facts, passages: readonly RankedPassage[]): string {
  return deadlineAnswer({ question: text, claim: facts.claim, today: facts.today, passages });
}
