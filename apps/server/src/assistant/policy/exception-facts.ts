import { conceptStrength, termBag } from '../retrieval/concept-search';
import { WEIGHT, type AnalyzedQuestion } from '../retrieval/query';
import { clipWords } from './segments';
import type { WeighedPassage } from './weigh';

// Whether the user's facts reach into an exclusion's carve-back ("unless it is hidden within the
// walls") or its conditions ("over a period of 14 or more days"). A fact reaches a clause when one
// of the question's concepts speaks of it at thesaurus strength or more.

const STRONG = WEIGHT.thesaurus;

export interface CarveBack {
  /** How the sentence should join it: "except …" or "unless …". */
  joiner: 'except' | 'unless';
  /** The carve-back's words, trimmed to what it gives back. */
  text: string;
}

const FORMS: readonly [RegExp, CarveBack['joiner']][] = [
  [/\bexceptions?:\s*(?:we\s+(?:do\s+|will\s+)?(?:cover|insure|pay\s+for)\s+)?(.+)/i, 'except'],
  [/\bexclusion\s+does\s+not\s+apply\s+(?:to\s+)?(?:loss\s+caused\s+by\s+)?(.+)/i, 'except'],
  [/\bunless\s+(.+)/i, 'unless'],
  [/\bexcept(?:\s+for|\s+that)?\s+(.+)/i, 'except'],
  [/\b(?:however|but),?\s+we\s+(?:do\s+|will\s+)?(?:cover|insure|pay\s+for)\s+(.+)/i, 'except'],
  [/\bdoes\s+not\s+apply\s+(?:to\s+)?(.+)/i, 'except'],
];

/** The carve-back of an exception, in words a verdict sentence can carry. */
export function carveBack(exception: string): CarveBack | null {
  for (const [form, joiner] of FORMS) {
    const found = form.exec(exception)?.[1];
    if (!found) continue;
    // What follows ", which we cover up to…" is the limit, said separately.
    const text = found.split(/,\s*which\b|;\s|\.\s/)[0]!;
    // "does not apply when it is hidden" gives back what "unless it is hidden" does: excluded
    // *when* it is hidden would say the opposite.
    const condition = /^(?:if|when|where)\s+/i.exec(text);
    if (condition && joiner === 'except') return { joiner: 'unless', text: clipWords(text.slice(condition[0].length), 26) };
    return { joiner, text: clipWords(text, 26) };
  }
  return null;
}

/** True when a fact of the question speaks of the carve-back but not of what is excluded. */
export function factsMeetCarveBack(passage: WeighedPassage, question: AnalyzedQuestion): boolean {
  if (!passage.exception) return false;
  // The carve-back's condition, not the limit said after it ("…including removal, is $10,000"):
  // "mold removal" asks what removal costs, it does not say the mold was hidden in a wall.
  const carved = termBag(carveBack(passage.exception)?.text ?? passage.exception);
  return question.concepts.some(
    (concept, index) => conceptStrength(concept, carved) >= STRONG && passage.excludedStrengths[index]! < STRONG,
  );
}

/**
 * True when the claim's own circumstances (its description, as the user wrote it) speak of the
 * carve-back and not of what is excluded: "the drain overflowed inside the closet wall" meets
 * "hidden within the walls". The question alone often names only the subject ("is mold covered?").
 */
export function circumstancesMeetCarveBack(passage: WeighedPassage, circumstances: AnalyzedQuestion): boolean {
  if (!passage.exception) return false;
  const carved = termBag(passage.exception);
  const excluded = termBag(passage.excluded ?? '');
  return circumstances.concepts.some(
    (concept) => conceptStrength(concept, carved) >= STRONG && conceptStrength(concept, excluded) < STRONG,
  );
}

// Conditions that narrow an exclusion to some losses only: how long, how often, how vacant.
const QUALIFIERS = [
  /\b(?:constant|continuous|continual|repeated)\b(?:\s+or\s+(?:constant|continuous|continual|repeated))?/gi,
  /\bover\s+a\s+period\s+of\s+\d+\s+(?:or\s+more\s+)?(?:consecutive\s+)?(?:days|weeks|months)\b/gi,
  /\bfor\s+(?:more\s+than\s+)?\d+\s+(?:or\s+more\s+)?(?:consecutive\s+)?days\b/gi,
  /\b(?:vacant|unoccupied)\s+for\s+[^,.;]+/gi,
];

/**
 * The exclusion's narrowing condition ("constant or repeated … over a period of 14 or more
 * days") when the question says nothing that meets it; null when it has none or the facts meet it.
 */
export function unmetQualifier(passage: WeighedPassage, question: AnalyzedQuestion): string | null {
  const found = QUALIFIERS.flatMap((pattern) => [...passage.sentence.matchAll(pattern)].map((match) => match[0]));
  if (found.length === 0) return null;
  const terms = termBag(found.join('\n'));
  const met = question.concepts.some((concept) => conceptStrength(concept, terms) >= STRONG);
  return met ? null : found.join(' … ');
}
