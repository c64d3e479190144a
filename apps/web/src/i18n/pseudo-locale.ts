import type { Catalogue, Messages } from './catalogues/en';

// Every ASCII letter has a look-alike outside ASCII, so a text node still holding a plain letter
// cannot have come from this catalogue: it was written into the page, not translated.
const LOOK_ALIKES: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöþʠŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

/** Placeholders ({{name}}), nesting ($t(key)) and component tags (<email>, </email>) stay as they are. */
const UNTOUCHED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[a-zA-Z0-9]+>)/;

/**
 * English made visibly foreign and about a third longer, as French and Spanish run: "Sign In"
 * becomes "⟦Šîĝñ Îñ ~~⟧". Built from the English catalogue, so it is never out of date.
 */
export function pseudoLocalize(text: string): string {
  const accented = text
    .split(UNTOUCHED)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((char) => LOOK_ALIKES[char] ?? char).join('')))
    .join('');
  return `⟦${accented} ${'~'.repeat(Math.ceil(text.length / 3))}⟧`;
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? pseudoLocalize(value) : pseudoMessages(value)]),
  );
}

export function pseudoCatalogue(source: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(source).map(([namespace, messages]) => [namespace, pseudoMessages(messages)])) as Catalogue;
}
