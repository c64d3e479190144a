/** Counts as users and policies write them in words: "thirty days", "one year". */
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/** The regular-expression alternative matching a count in digits or words. */
export const COUNT = `\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')}`;

/** "30" or "thirty" → 30; 0 for anything else. */
export function countOf(text: string): number {
  return Number(text) || NUMBER_WORDS[text.toLowerCase()] || 0;
}
