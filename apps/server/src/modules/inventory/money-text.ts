// A price as people type it in a sheet: "$1,299.99", "1299.99", "1 299,99 $" (French Canada),
// "1.299,99", "CA$ 40". The digits are read as text, so no float ever touches the cents.
const CURRENCY = /^(?:CA\$|C\$|US\$|\$|CAD|USD)\s*|\s*(?:CA\$|C\$|US\$|\$|CAD|USD)$/gi;
const SHAPES: readonly [RegExp, string, string][] = [
  // [shape, thousands separator, decimal mark]
  [/^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/, ',', '.'],
  [/^\d{1,3}(?: \d{3})+(?:,\d{1,2})?$/, ' ', ','],
  // Dots as thousands only with a decimal comma after them: "12.345" alone could be dollars and cents
  // mistyped, and an amount that can be read two ways is refused, not guessed.
  [/^\d{1,3}(?:\.\d{3})+,\d{1,2}$/, '.', ','],
  [/^\d+(?:\.\d{1,2})?$/, '', '.'],
  // "12,50" is twelve dollars fifty where the comma is the decimal mark; "1,299" (three digits) is
  // caught above as a thousands separator.
  [/^\d+,\d{1,2}$/, '', ','],
];
const MAX_DIGITS = 12;

/** Cents, or null for a blank cell, or undefined when the text is not an amount. */
export function centsOf(text: string): number | null | undefined {
  const spaced = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  if (spaced === '') return null;
  const bare = spaced.replace(CURRENCY, '').trim();
  for (const [shape, thousands, decimal] of SHAPES) {
    if (!shape.test(bare)) continue;
    const plain = thousands ? bare.split(thousands).join('') : bare;
    const [whole = '', fraction = ''] = plain.split(decimal);
    if (whole.length > MAX_DIGITS) return undefined;
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  }
  return undefined;
}
