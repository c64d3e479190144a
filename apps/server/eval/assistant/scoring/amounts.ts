// Dollar amounts in replies and in a scenario's material, compared in cents.

// "$12,150", "$ 485", "$3,920.50", "$10k", "$1.2 million".
const DOLLAR_FIRST = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s?(k|million)\b)?/gi;
// Québec's "12 150 $" and "1 000,50 $" (spaces, no-break spaces or thin spaces between thousands).
const DOLLAR_AFTER = /(?<![\d,.])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(,\d{2})?[ \u00a0\u202f]?\$/g;

function toCents(whole: string, fraction: string | undefined, scale: string | undefined): number {
  const units = Number(whole.replace(/[^\d]/g, '')) + Number(`0${(fraction ?? '').replace(',', '.')}`);
  const multiplier = scale?.toLowerCase() === 'k' ? 1_000 : scale?.toLowerCase() === 'million' ? 1_000_000 : 1;
  return Math.round(units * multiplier * 100);
}

/** Each amount written in the text, with how it was written, in the order found. */
export function dollarAmounts(text: string): { written: string; cents: number }[] {
  const found: { at: number; written: string; cents: number }[] = [];
  for (const match of text.matchAll(DOLLAR_FIRST))
    found.push({ at: match.index, written: match[0], cents: toCents(match[1]!, match[2], match[3]) });
  for (const match of text.matchAll(DOLLAR_AFTER))
    found.push({ at: match.index, written: match[0], cents: toCents(match[1]!, match[2], undefined) });
  return found.sort((a, b) => a.at - b.at).map(({ written, cents }) => ({ written, cents }));
}

/** The amounts the material states, plus every sum and difference of two of them. */
export function allowedAmounts(material: string): Set<number> {
  const stated = [...new Set(dollarAmounts(material).map((amount) => amount.cents))];
  const allowed = new Set(stated);
  for (const a of stated)
    for (const b of stated) {
      allowed.add(a + b);
      allowed.add(Math.abs(a - b));
    }
  return allowed;
}

/** Every total of a subset of these amounts; beyond 16 of them the totals are not worth their cost. */
function subsetTotals(amounts: readonly number[]): Set<number> {
  let totals = new Set([0]);
  for (const amount of amounts.slice(0, 16)) totals = new Set([...totals, ...[...totals].map((total) => total + amount)]);
  return totals;
}

/**
 * The amounts in a reply that the material neither states nor yields by one addition or subtraction.
 * A total of amounts the reply itself lists (less one of them, such as a deductible) is worked out,
 * not invented: a proof of loss adds its lines up.
 */
export function inventedAmounts(reply: string, allowed: Set<number>): string[] {
  const amounts = dollarAmounts(reply);
  const grounded = [...new Set(amounts.map((amount) => amount.cents).filter((cents) => allowed.has(cents)))];
  const unexplained = amounts.filter((amount) => !allowed.has(amount.cents));
  if (unexplained.length === 0) return [];
  const totals = subsetTotals(grounded);
  const worked = (cents: number) => totals.has(cents) || grounded.some((less) => totals.has(cents + less));
  return [...new Set(unexplained.filter((amount) => !worked(amount.cents)).map((amount) => amount.written.trim()))];
}
