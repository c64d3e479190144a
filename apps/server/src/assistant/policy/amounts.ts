// Money in policy wording and questions: "$1,500", "$10,000", "$1.5 million", "2,500 dollars",
// "2% of Coverage A".

export interface MoneyMention {
  /** Dollars, or the percentage for a share ("2%"). */
  value: number;
  percent: boolean;
  /** As written in the text, with what follows it when that says per what ("$40 per day", "2% of Coverage A"). */
  phrase: string;
  index: number;
}

const AMOUNT =
  /(?:\b(?:CAD|USD|C|US)\s?)?\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s?(million|thousand|k)\b)?|\b(\d{1,3}(?:,\d{3})+|\d+)\s?(dollars)\b|\b(\d{1,2}(?:\.\d+)?)\s?(%|per\s?cent)(?:\s+of\s+(?:the\s+)?(coverage\s+[a-f]\b|[a-z]+(?:\s[a-z]+)?\s+limit))?/gi;
const PER_UNIT = /^\s*(?:per|a|each|for\s+each)\s+(day|week|month|person|accident|occurrence|loss|claim|item|policy\s+period)\b/i;
const SCALE: Record<string, number> = { million: 1_000_000, thousand: 1_000, k: 1_000 };

export function moneyIn(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, dollars, cents, scale, plain, , percent] = match;
    const percentShare = percent !== undefined;
    const digits = dollars ?? plain ?? percent ?? '0';
    const value = Number(digits.replace(/,/g, '')) + (cents ? Number(cents) : 0);
    const per = PER_UNIT.exec(text.slice(match.index + whole.length));
    found.push({
      value: percentShare ? value : value * (scale ? SCALE[scale.toLowerCase()]! : 1),
      percent: percentShare,
      phrase: (whole + (per ? per[0] : '')).replace(/\s+/g, ' ').trim(),
      index: match.index,
    });
  }
  return found;
}

/** Dollars as people write them: "$1,500", "$10,000", "$40.50". */
export function formatMoney(value: number): string {
  const cents = Math.round(value * 100) % 100;
  return `$${Math.floor(value).toLocaleString('en-US')}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** The dollar amounts a question names, largest first: what the user's loss or item is worth. */
export function amountsIn(question: string): number[] {
  return moneyIn(question)
    .filter((mention) => !mention.percent)
    .map((mention) => mention.value)
    .sort((a, b) => b - a);
}

const NEAR_DEDUCTIBLE = 60;

/**
 * The amount is a deductible, by the words around it, cut at the clause's comma: in "is $25,000,
 * after a deductible of $2,500" the deductible is the second amount's word, not the first's.
 */
export const isDeductible = (segment: string, amount: MoneyMention) => {
  const before = segment.slice(Math.max(0, amount.index - NEAR_DEDUCTIBLE), amount.index);
  const after = segment.slice(amount.index + amount.phrase.length, amount.index + amount.phrase.length + 30).split(/[,;]/)[0]!;
  return /\bdeductibles?\b/i.test(before.split(/[,;]\s/).at(-1)!) || /\bdeductibles?\b/i.test(after);
};
