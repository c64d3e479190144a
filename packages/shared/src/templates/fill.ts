import { VOCABULARY_IN_OTHER_LANGUAGES } from './blank-names';
import { PLACEHOLDERS, type Placeholder } from './placeholders';

/**
 * A run of filled text. Plain text has no placeholder. A placeholder segment carries its name (the
 * vocabulary's English key, whatever language the letter names it in):
 * `filled: true` with the value as text, or `filled: false` with the original `[Name]` token,
 * which is what the screen highlights.
 */
export interface FillSegment {
  text: string;
  placeholder?: string;
  filled: boolean;
}

export interface FillResult {
  text: string;
  /**
   * Names still unfilled, as the letter's language names them ("Claim Number", "Numéro de
   * réclamation"), including bracketed names outside the vocabulary; unique, in order of first appearance.
   */
  unfilled: string[];
  segments: FillSegment[];
}

// One line, no nested brackets: "[Claim Number]" but not "[a [b] c]" as a whole.
const TOKEN = /\[([^[\]\r\n]+)\]/g;

// Users editing a template type "[claim number]" or "[Claim  Number]"; both mean the same field.
const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').replace(/’/g, "'").toLowerCase();

/** A blank of the vocabulary: its key, and its name in the language it was written in. */
interface Known {
  placeholder: Placeholder;
  name: string;
}
// "[Numéro de réclamation]" in a French letter is the blank 'Claim Number', and is listed under its French name.
const CANONICAL = new Map<string, Known>(
  [Object.fromEntries(PLACEHOLDERS.map((name) => [name, name])) as Record<Placeholder, string>, ...VOCABULARY_IN_OTHER_LANGUAGES].flatMap(
    (names) =>
      PLACEHOLDERS.map((placeholder): [string, Known] => [normalise(names[placeholder]), { placeholder, name: names[placeholder] }]),
  ),
);

/**
 * Replaces every [Placeholder] with a known, non-blank value. Unknown names and blank values
 * leave the token as written. Values are inserted once and never re-scanned.
 */
export function fillPlaceholders(text: string, known: Partial<Record<Placeholder, string>>): FillResult {
  const segments: FillSegment[] = [];
  const unfilled: string[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = segments.at(-1);
    if (last && last.placeholder === undefined) last.text += value;
    else segments.push({ text: value, filled: true });
  };

  let cursor = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [token, inner = ''] = match;
    if (inner.trim() === '') continue;
    pushText(text.slice(cursor, match.index));
    cursor = match.index + token.length;

    const blank = CANONICAL.get(normalise(inner));
    const value = blank && known[blank.placeholder]?.trim();
    const placeholder = blank?.placeholder ?? inner.trim();
    if (value) {
      segments.push({ text: value, placeholder, filled: true });
    } else {
      const name = blank?.name ?? inner.trim();
      segments.push({ text: token, placeholder, filled: false });
      if (!unfilled.includes(name)) unfilled.push(name);
    }
  }
  pushText(text.slice(cursor));

  return { text: segments.map((segment) => segment.text).join(''), unfilled, segments };
}

/** The bracketed names in a text, unique, in order of first appearance. */
export function listPlaceholders(text: string): string[] {
  return fillPlaceholders(text, {}).unfilled;
}
