import type { WeighedPassage } from './weigh';

// An exclusion of a slow cause ("wear and tear, deterioration… of roofs") is about damage that
// happened slowly. When the claim's own account gives a sudden cause (hail, fire, a burst pipe),
// that exclusion does not decide the claim, even though it names the same thing: hail-cracked
// shingles are hail damage. It still decides a question that itself gives the slow cause.

const SLOW =
  /\b(?:wear and tear|wear|tear|marring|deteriorat\w*|mechanical breakdown|latent defect|settl(?:ing|ement)|shrink\w*|bulging|expansion|rust|corrosion|rot|decay|neglect|inherent vice|smog|vermin|rodents|insects|birds|faulty workmanship|age|aging|old)\b/i;
const SUDDEN =
  /\b(?:hail\w*|wind\w*|storm\w*|tornado|hurricane|fire|lightning|smoke|explosion|theft|stolen|burglar\w*|break-?in|vandal\w*|burst|collision|crash\w*|tree fell|fallen tree|falling object|vehicle hit|snow\w*|ice|sleet|collaps\w*|caved in|power surge|riot)\b/i;

/** The sudden cause the words give ("the wind", "a burst pipe"), or null. */
export const suddenCauseIn = (text: string): string | null => SUDDEN.exec(text)?.[0] ?? null;

/** The words give a slow cause ("the roof is old", "worn out"). */
export const givesASlowCause = (text: string): boolean => SLOW.test(text);

/** The excluded words name only slow causes: no sudden peril among them. */
const onlySlowCauses = (excluded: string) => SLOW.test(excluded) && !SUDDEN.test(excluded);

/**
 * True when the exclusion is of slow causes, the question does not give one, and the claim's
 * account gives a sudden cause: the exclusion does not reach this loss.
 */
export function suddenCauseOutsideExclusion(passage: WeighedPassage, question: string, circumstances: string | undefined): boolean {
  // An exclusion with a carve-back ("…unless it results from a covered discharge of water") speaks
  // to the sudden cause itself: the carve-back decides, not this rule.
  if (!passage.reaches || !passage.excluded || passage.exception || !circumstances) return false;
  return onlySlowCauses(passage.excluded) && !SLOW.test(question) && SUDDEN.test(circumstances);
}
