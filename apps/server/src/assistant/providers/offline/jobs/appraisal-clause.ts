import type { RankedPassage } from '../../../retrieval/passage-search';

/**
 * The policy's appraisal clause among the passages, if the search found it: the passage that says
 * when appraisal may be demanded ("If you and we fail to agree on the amount of loss…") before the
 * ones on how the appraisers work.
 */
export function appraisalClause(passages: readonly RankedPassage[]): RankedPassage | null {
  const appraisal = passages.filter((passage) => /\bapprais/i.test(passage.text));
  return (
    appraisal.find((passage) =>
      /\bdemand (?:an )?appraisal|\b(?:you and we|we and you|either party)\b[^.]*\b(?:fail to agree|disagree)/i.test(passage.text),
    ) ??
    appraisal[0] ??
    null
  );
}
