import type { Facts } from '../../../facts/claim-facts';
import { deadlineAnswer } from '../../../answers/deadlines';

/** The deadlines the question is about: period, trigger, due date, citation and status. */
export function deadlineQuestion(text: string, facts: Facts): string {
  return deadlineAnswer({ question: text, claim: facts.claim, today: facts.today });
}
