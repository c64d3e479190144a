import type { AmountClause } from './caps';
import type { Subject } from './subject';
import type { Topic } from './topics';
import type { Verdict } from './types';
import { labelOf, ownWords } from './verdict-sentences';
import type { WeighedPassage } from './weigh';

// What to get in writing from the adjuster: first what would change the verdict, then what the
// topic usually turns on. A written answer is what the user can rely on later, in an appeal or a
// complaint.

export interface AskContext {
  verdict: Verdict;
  /** A question about the deductible rather than about coverage. */
  deductible: boolean;
  subject: Subject;
  topic: Topic | null;
  decisive: WeighedPassage | null;
  caveat: WeighedPassage | null;
  cap: AmountClause | null;
}

/** "page 6, Section I – Exclusions" */
const where = (passage: WeighedPassage) => `page ${passage.page}${labelOf(passage) ? `, ${labelOf(passage)}` : ''}`;

function byVerdict({ verdict, deductible, subject, decisive, caveat, cap }: AskContext): string[] {
  if (deductible)
    return ['Which deductible applies to my claim, and whether any other deductible (for example for windstorm or hail) applies too.'];
  const it = subject.inline;
  switch (verdict) {
    case 'covered':
      return [
        `That ${it} ${subject.plural ? 'are' : 'is'} covered${decisive ? ` under the wording on ${where(decisive)}` : ''}, and which deductible and limit apply.`,
        ...(caveat?.excluded
          ? [`That the exclusion of “${ownWords(caveat.excluded, 14)}” (page ${caveat.page}) does not apply to my loss.`]
          : []),
      ];
    case 'limited':
      return [
        `Which limit applies to ${it}${cap ? ` (${cap.phrase}, page ${cap.passage.page})` : ''}, and how much of it is left.`,
        'Whether any other coverage or endorsement of my policy pays more than that limit.',
      ];
    case 'excluded':
      return [
        `Which exclusion they rely on for ${it}, quoted in full${decisive ? ` (I read the one on ${where(decisive)})` : ''}.`,
        'Whether any exception to that exclusion, or any endorsement, gives the coverage back.',
      ];
    case 'depends':
      return [
        `Which provision they apply to ${it}${decisive ? ` (I read ${where(decisive)})` : ''}, and which facts or documents decide it.`,
      ];
    case 'not_found':
      return [`Which part of my policy, if any, covers ${it}.`, 'Whether an endorsement or another policy I hold could cover it.'];
  }
}

export function askAdjuster(context: AskContext): string[] {
  const asks = [...byVerdict(context), ...(context.deductible ? [] : (context.topic?.ask ?? []))];
  return [...new Set(asks)].slice(0, 4);
}
