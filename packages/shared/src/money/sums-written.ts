// A sum of money as people write it in the three languages a diary is kept in: "$12,150.50" and
// "12k dollars" in English; "8 300,50 $" and "8 300 $ CA" in Québec French, its digits grouped by a
// space, a no-break space or a narrow one; "8,300 dólares", "USD 8,300" and "8.300,50 $" in Spanish.
// A comma before three digits groups thousands ("1,500" is 1500 in every language); before one or
// two digits and a dollar sign it is the decimal mark ("8,5 $" is 8.50).

export interface SumWritten {
  index: number;
  /** The characters read, from the first digit or dollar sign to the last digit or currency word. */
  length: number;
  value: number;
}

const GAP = '[ \\u00A0\\u202F]';
const NOT_AFTER = '(?<![\\w$.,/-])';
// A dollar sign after a number, not one that starts the next sum ("2 $500 cheques").
const DOLLARS_AFTER = '(?:\\$(?!\\s?\\d)|dollars?\\b|d[oó]lares\\b|usd\\b|cad\\b|bucks\\b)';

// Each way of writing a sum has three groups: the dollars, the cents and a thousands word ("k",
// "mil"). Tried in this order at each place, so "$8.300" is read as Spanish thousands before
// English cents.
const FORMS: readonly string[] = [
  // "$8.300", "8.300,50 dólares": a point before exactly three digits groups thousands.
  `\\$\\s?(\\d{1,3}(?:\\.\\d{3})+)(?!\\d)(?:,(\\d{1,2}))?()`,
  `${NOT_AFTER}(\\d{1,3}(?:\\.\\d{3})+)(?:,(\\d{1,2}))?()${GAP}?${DOLLARS_AFTER}`,
  // "$12,150", "$1,234.50", "$12k".
  `\\$\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?(\\s?k\\b)?`,
  // "8 300 $", "8 300,50 $ CA", "8,5 k$", "300 dollars".
  `${NOT_AFTER}(\\d{1,3}(?:${GAP}\\d{3})+|\\d+)(?:,(\\d{1,2}))?(${GAP}?k)?${GAP}?${DOLLARS_AFTER}`,
  // "1,500 $", "12,150.50 dollars".
  `\\b(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?(\\s?k\\b)?\\s?${DOLLARS_AFTER}`,
  // "8 mil dólares", "12 mille dollars".
  `${NOT_AFTER}(\\d+)(?:[.,](\\d{1,2}))?(${GAP}?mil(?:le)?)\\s+(?:de\\s+)?(?:dollars|d[oó]lares)\\b`,
  // A bare "21,480" or "USD 8,300.50": a number with a thousands separator is money in a claim
  // unless a unit follows it ("1,200 sq ft", "42,000 km").
  `${NOT_AFTER}(\\d{1,3}(?:,\\d{3})+)(?:\\.(\\d{2}))?()(?![\\w/-]|[.,]\\d|\\s?(?:sq|square|ft|feet|km|kilomet|miles?|mi\\b|kg|lbs?|pounds))`,
];

const SUMS = new RegExp(FORMS.map((form) => `(?:${form})`).join('|'), 'gi');

function valueOf(match: RegExpExecArray): number {
  const at = FORMS.findIndex((_, index) => match[1 + 3 * index] !== undefined);
  const [whole, cents, thousands] = match.slice(1 + 3 * at, 4 + 3 * at);
  const value = Number(whole!.replace(/\D/g, '')) + Number(`0.${cents ?? 0}`);
  return thousands ? value * 1000 : value;
}

/** The sums a text names, in order, each with where it is written. */
export function sumsWritten(text: string): SumWritten[] {
  return [...text.matchAll(SUMS)]
    .map((match) => ({ index: match.index, length: match[0].length, value: valueOf(match) }))
    .filter((sum) => Number.isFinite(sum.value) && sum.value > 0);
}
