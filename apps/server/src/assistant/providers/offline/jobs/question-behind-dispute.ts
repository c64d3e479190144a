import { amountsOf, latestAmount, type Facts } from '../../../facts/claim-facts';
import { asksWithoutRequesting } from '../../../understanding/question-form';

// The classifier hears money and disagreement and reads a dispute. But "how do I get the $2,480
// back?" asks about the holdback on record, and "will they pay for a whole new roof?" with no offer
// yet asks what the policy pays. A letter disputing an offer answers neither.

export type QuestionJob = 'depreciation' | 'policy_question';

/** The job a question routed as a dispute really asks for, or null when it is a dispute after all. */
export function questionBehindDispute(facts: Facts, message: string): QuestionJob | null {
  if (!asksWithoutRequesting(message)) return null;
  const heldBack = amountsOf(facts, 'holdback').map((amount) => amount.value);
  if (facts.amounts.some((amount) => amount.source === 'question' && heldBack.includes(amount.value))) return 'depreciation';
  if (!latestAmount(facts, 'offer') && !latestAmount(facts, 'payment')) return 'policy_question';
  return null;
}
