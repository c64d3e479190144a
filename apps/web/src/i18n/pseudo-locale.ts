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

/** [Claim Number] and the like are the names a letter is filled by: they stay as they are. */
const LETTER_PLACEHOLDER = /(\[[^\]]+\])/;

/** A letter template in the pseudo-locale: its words accented, its placeholders kept, so filling still works. */
export function pseudoLetter<T extends { title: string; preview: string; fullContent: { subject: string; body: string } }>(letter: T): T {
  const accent = (text: string) =>
    text
      .split(LETTER_PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? part : [...part].map((char) => LOOK_ALIKES[char] ?? char).join('')))
      .join('');
  return {
    ...letter,
    title: pseudoLocalize(letter.title),
    preview: pseudoLocalize(letter.preview),
    fullContent: { subject: `⟦${accent(letter.fullContent.subject)}⟧`, body: `⟦${accent(letter.fullContent.body)}⟧` },
  };
}
