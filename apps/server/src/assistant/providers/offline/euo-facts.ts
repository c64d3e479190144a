import type { TClaimType } from '@benji/shared';
import { asClaimType, claimTypeFromText } from '../../claim-kinds';
import type { AssistantContext } from '../../engine';
import type { DatedEvent, Facts } from '../../facts/claim-facts';
import type { RankedPassage } from '../../retrieval/passage-search';
import { quotable } from './policy-answer';

// What an examination-under-oath checklist rests on, as facts: English (euo.ts) and the other
// languages (jobs/localized/euo.ts) each write them.

export interface EuoFacts {
  /** The kind of claim the message names, else the claim's own. */
  claimType: TClaimType | null;
  /** The insurer's own notice of the examination, from the diary. */
  notice: DatedEvent | null;
  /** The policy's passage on the examination. */
  policyPassage: RankedPassage | null;
}

export function euoFacts(message: string, context: AssistantContext, facts: Facts): EuoFacts {
  return {
    claimType: claimTypeFromText(message) ?? asClaimType(facts.claim?.typeOfClaim),
    notice:
      facts.events.filter((event) => event.direction === 'from_insurer' && /examination under oath|\bEUO\b/i.test(event.summary)).at(-1) ??
      null,
    policyPassage:
      quotable(
        context.passages.filter((passage) => /examination under oath|under oath/i.test(passage.text)),
        1,
      )[0] ?? null,
  };
}
