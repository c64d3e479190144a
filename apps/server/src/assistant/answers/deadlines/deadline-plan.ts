import { rulesFor } from '@benji/shared';
import type { ClaimContext } from '../../engine';
import type { PolicyTimeLimit } from '../../policy/time-limits';
import type { StoredPassage } from '../../retrieval/passage-search';
import { dutiesOf, isStarted, type Duty } from './duties';
import { placeOf, type Place } from './place';
import { policyLimitsShown } from './policy-limits';
import { selectDuties, type Selection } from './selection';

export interface DeadlineQuestion {
  question: string;
  /** The claim the question is about; null when the user has none. */
  claim: ClaimContext | null;
  /** 'YYYY-MM-DD': the day statuses are judged on. */
  today: string;
  /** The user's policy passages found for the question: its own time limits are quoted from them. */
  passages?: readonly StoredPassage[];
}

/**
 * What a deadline answer says, before it is written in any language: the place, the duties the
 * question is about and the policy's own limits. Each language writes the same plan, so the
 * French and Spanish answers carry the English one's facts and nothing else.
 */
export type DeadlinePlan =
  | { kind: 'needs_claim' }
  | { kind: 'needs_place' }
  | {
      kind: 'answer';
      place: Place;
      selection: Selection;
      /** The duties listed, and the insurer's clocks the proof of loss starts. */
      shown: Duty[];
      policyLimits: PolicyTimeLimit[];
      lossDate: string | null;
      today: string;
    };

export function planDeadlineAnswer({ question, claim, today, passages = [] }: DeadlineQuestion): DeadlinePlan {
  if (!claim) return { kind: 'needs_claim' };
  const place = placeOf(claim);
  if (!place) return { kind: 'needs_place' };
  // Practice tips are Benji's advice, not deadlines; the claim status summary carries them.
  const rules = rulesFor(place.country, place.region, claim.category).filter((rule) => rule.source !== 'practice');
  const found = selectDuties(question, dutiesOf(rules, claim.deadlines, today));
  const policyLimits = policyLimitsShown(passages, found.topics, !place.encoded);
  // The standard policy's wording stands in for the user's own; once their policy is quoted, it is noise.
  const selection =
    policyLimits.length > 0
      ? { ...found, duties: found.duties.filter((duty) => duty.rule.source !== 'policy_wording' || isStarted(duty)) }
      : found;
  const shown = [...selection.duties, ...selection.startedByProof];
  return { kind: 'answer', place, selection, shown, policyLimits, lossDate: claim.dateOfIncident || null, today };
}
