// A passage cut into its sentences and list items, so a verdict can rest on the one sentence that
// speaks of the question ("d. $1,500 for loss by theft of jewelry…") rather than on a whole list.

const BREAK = /(?<=[.!?;])\s+(?=["“(]?[A-Z0-9$])|\s+(?=\(?[a-z]\)\s|[a-z]\.\s+["“(]?[A-Z$]|\(?\d{1,2}\)\s|\d{1,2}\.\s+[A-Z$])/;
const LIST_MARKER = /^(\(?[a-z]\)|[a-z]\.|\(?\d{1,2}\)|\d{1,2}\.|\(?[ivx]{1,4}\)|[ivx]{1,4}\.|[•·▪●◦‣∙–-])\s+/;

/** The sentences and list items of a passage's words, exactly as cut. */
export const rawSentencesOf = (body: string): string[] =>
  body
    .split(BREAK)
    .map((part) => part.trim())
    .filter(Boolean);

/** A sentence that only names what follows ("Deductibles.", "e. Fungi, wet or dry rot."): a few words, no figure, no verb. */
export const isTitle = (part: string) =>
  part.replace(LIST_MARKER, '').split(/\s+/).length <= 8 &&
  !/[\d$:]/.test(part) &&
  !/\b(we|you|is|are|was|were|means|will|must|does|do)\b/i.test(part);

/**
 * The sentences of a passage's words. A title sentence ("Additional Living Expense.", "e. Fungi,
 * wet or dry rot.") is joined to the sentence after it: on its own it says what, not whether.
 */
export function sentencesOf(body: string): string[] {
  const parts = rawSentencesOf(body);
  const joined: string[] = [];
  let title = '';
  for (const part of parts) {
    if (isTitle(part) && part !== parts.at(-1)) title = title ? `${title} ${part}` : part;
    else {
      joined.push(title ? `${title} ${part}` : part);
      title = '';
    }
  }
  if (title) joined.push(title);
  return joined;
}

export const withoutListMarker = (text: string) => text.replace(LIST_MARKER, '');

/** At most `max` words, cut at a word, with an ellipsis when cut; trailing punctuation dropped. */
export function clipWords(text: string, max: number): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const kept = words
    .slice(0, max)
    .join(' ')
    .replace(/[\s.,;:]+$/, '');
  return words.length > max ? `${kept}…` : kept;
}

/** The title a passage gives itself ("Additional Living Expense", "Theft"), if it opens with one. */
export function leadTitle(body: string): string | null {
  const match = /^(?:\(?[a-z0-9]{1,2}[.)]\s+)?([A-Z][A-Za-z'’ ,/–-]{2,60}?)\.\s/.exec(body);
  if (!match) return null;
  const title = match[1]!;
  return title.split(/\s+/).length <= 7 && !/\b(we|you|is|are)\b/i.test(title) ? title : null;
}

/** A heading as a sentence may carry it: "SECTION I – EXCLUSIONS" → "Section I – Exclusions". */
export function headingLabel(heading: string): string {
  if (heading !== heading.toUpperCase()) return heading;
  const small = new Set(['of', 'and', 'or', 'the', 'to', 'for', 'in', 'a', 'an', 'on']);
  return heading
    .toLowerCase()
    .split(' ')
    .map((word, index) => {
      if (/^(i|ii|iii|iv|v|vi)$/.test(word)) return word.toUpperCase();
      if (index > 0 && small.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/** A policy's list cut at a comma once it reaches `max` words: "on money, bank notes, bullion…". */
export function clipList(text: string, max: number): string {
  const items = text.replace(/[\s.;]+$/, '').split(/,\s+/);
  const kept: string[] = [];
  for (const item of items) {
    if (kept.length > 0 && [...kept, item].join(' ').split(/\s+/).length > max) return `${kept.join(', ')}…`;
    kept.push(item);
  }
  return kept.join(', ');
}
