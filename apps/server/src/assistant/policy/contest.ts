import type { AnalyzedQuestion } from '../retrieval/query';
import type { WeighedPassage } from './weigh';

// An exclusion against an insuring clause, both about the question: which one speaks of it more
// closely. Concept by concept, the one holding the user's own word beats the one holding only a
// related word; a clause that wins some concepts and loses none wins. A general insuring clause
// ("we cover the dwelling") wins nothing against an exclusion that names the loss, so the
// exclusion decides, as a policy is read.

export type Outcome = 'excluded' | 'covered' | 'even';

/** Beyond one win each, the overall difference in relevance must be this large to decide. */
const MARGIN = 0.2;

export function contest(exclusion: WeighedPassage, cover: WeighedPassage, question: AnalyzedQuestion): Outcome {
  let exclusionWins = 0;
  let coverWins = 0;
  let difference = 0;
  let total = 0;
  question.concepts.forEach((concept, index) => {
    const against = exclusion.excludedStrengths[index]!;
    const for_ = cover.strengths[index]!;
    total += concept.weight;
    difference += concept.weight * (against - for_);
    // Generic and setting words ("damage", "kitchen") do not decide what the question is about.
    if (concept.weight < 1) return;
    if (against > for_) exclusionWins += 1;
    if (for_ > against) coverWins += 1;
  });
  if (exclusionWins > 0 && coverWins === 0) return 'excluded';
  if (coverWins > 0 && exclusionWins === 0) return 'covered';
  const share = total > 0 ? difference / total : 0;
  if (share >= MARGIN) return 'excluded';
  if (share <= -MARGIN) return 'covered';
  return 'even';
}
