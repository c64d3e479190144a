import { amountsIn } from '@benji/shared';
import type { RankedPassage } from '../../../retrieval/passage-search';

// What the policy caps living expenses at: a sum ("Coverage D — Loss of Use $144,000"), a period
// ("for up to 12 months"), or a daily rate ("$60 per day"), read from the sentence of a passage
// that names the coverage. A letter states it only as the policy's, with its page.

export interface LivingExpenseLimit {
  /** '$144,000', or null when the sentence names no sum. */
  sum: string | null;
  /** '$60 a day', or null. */
  rate: string | null;
  /** '12 months', or null. */
  period: string | null;
  page: number;
  /** The same figures as numbers, for a page that writes them in its own language. */
  amounts: {
    sumDollars: number | null;
    rate: { dollars: number; per: string } | null;
    period: { count: number; unit: 'day' | 'week' | 'month' } | null;
  };
}

const WORD_NUMBERS: Record<string, number> = { six: 6, nine: 9, twelve: 12, eighteen: 18, 'twenty-four': 24, 'thirty-six': 36 };

function periodOf(match: RegExpExecArray | null): LivingExpenseLimit['amounts']['period'] {
  if (!match) return null;
  const count = WORD_NUMBERS[match[1]!.toLowerCase()] ?? Number(match[1]);
  const unit = match[2]!.toLowerCase().replace(/s$/, '') as 'day' | 'week' | 'month';
  return { count, unit };
}

const NAMES_THE_COVERAGE = /additional living expense|loss of use|living expenses?|coverage d\b|frais de subsistance/i;
const PERIOD = /\b(\d{1,2}|six|nine|twelve|eighteen|twenty-four|thirty-six)\s+(months?|weeks?|days?)\b/i;
// A sum below this in a coverage sentence is a deductible or a fee, not the coverage's limit.
const SMALLEST_LIMIT = 100;

// Not at a colon: a declarations page writes "Coverage D Loss of Use: $62,000.", name and limit
// on either side of one.
const sentencesOf = (text: string) => text.split(/(?<=[.;])\s+|\n+/);

// In a passage about the coverage, a sentence that caps it: "…up to $144,000 in total".
const CAPS = /\b(up to|limit(?:ed)?|maximum|at most|in total|not (?:to )?exceed|no more than)\b/i;

/** The first sentence that sets a limit on the coverage, in a passage that names it, in the passages' order. */
export function livingExpenseLimit(passages: readonly RankedPassage[]): LivingExpenseLimit | null {
  for (const passage of passages.filter((candidate) => NAMES_THE_COVERAGE.test(candidate.text)))
    for (const sentence of sentencesOf(passage.text)) {
      if (!NAMES_THE_COVERAGE.test(sentence) && !CAPS.test(sentence)) continue;
      const amounts = amountsIn(sentence, 'description').filter((amount) => amount.kind !== 'deductible');
      const sum = amounts.find((amount) => !amount.per && amount.value >= SMALLEST_LIMIT);
      const rate = amounts.find((amount) => amount.per);
      const periodMatch = PERIOD.exec(sentence);
      const period = periodMatch?.[0] ?? null;
      if (sum || rate || period)
        return {
          sum: sum?.text ?? null,
          rate: rate ? `${rate.text} a ${rate.per}` : null,
          period,
          page: passage.page,
          amounts: {
            sumDollars: sum?.value ?? null,
            rate: rate?.per ? { dollars: rate.value, per: rate.per } : null,
            period: periodOf(periodMatch),
          },
        };
    }
  return null;
}

/** "$144,000, $60 a day, for 12 months (page 1)": the limit in the policy's own terms. */
export function describeLimit(limit: LivingExpenseLimit): string {
  const parts = [limit.sum, limit.rate, limit.period ? `for ${limit.period}` : null].filter(Boolean);
  return `${parts.join(', ')} (page ${limit.page})`;
}
