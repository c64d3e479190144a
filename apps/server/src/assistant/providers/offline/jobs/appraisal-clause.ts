import type { RankedPassage } from '../../../retrieval/passage-search';

/**
 * Appraisal as a policy in English, Québec French or US Spanish names it: "appraisal", "expertise"
 * (each party names an "expert", the two an "arbitre"), "tasación" or "avalúo".
 */
const APPRAISAL = /\bapprais|\bexpertise\b|\bexperts?\b[^.]*\barbitre\b|\btasaci[oó]n\b|\baval[uú]o\b|\btasadores?\b/i;

/** Where it says when appraisal may be demanded: on a disagreement about the amount. */
const WHEN_DEMANDED =
  /\bdemand (?:an )?appraisal|\b(?:you and we|we and you|either party)\b[^.]*\b(?:fail to agree|disagree)|\bd[ée]saccord sur le montant\b|\bdesacuerdo (?:sobre|en) el (?:monto|importe)\b/i;

/**
 * The policy's appraisal clause among the passages, if the search found it: the passage that says
 * when appraisal may be demanded ("If you and we fail to agree on the amount of loss…") before the
 * ones on how the appraisers work.
 */
export function appraisalClause(passages: readonly RankedPassage[]): RankedPassage | null {
  const appraisal = passages.filter((passage) => APPRAISAL.test(passage.text));
  return appraisal.find((passage) => WHEN_DEMANDED.test(passage.text)) ?? appraisal[0] ?? null;
}
