import type { ParsedResult } from 'chrono-node';
import { longDate } from '../providers/offline/format';

// Benji reads in English. A French or Spanish message is glossed word by word into English with
// the vocabulary of a claim, the gloss is read like any English message, and the reply shows the
// gloss so the user can see what was understood. Words a glossary lacks stay as written and carry
// no weight. Longer phrases come first, so "preuve de sinistre" wins over "sinistre".

export interface Glossary {
  phrases: readonly (readonly [string, string])[];
  words: Readonly<Record<string, string>>;
  /** The language's date parser (chrono-node's fr or es). */
  dates: { parse(text: string, reference: Date): ParsedResult[] };
  /** The article or preposition just before a date, read as English ("le 2 octobre" → "on October 2"). */
  beforeDate: readonly (readonly [RegExp, string])[];
  /**
   * Only dates with a day and a month in words ("5 de octubre"): "10/5" is written month first in
   * the US, which the English readers after the gloss know, and "el lunes" or "en 30 días" read
   * as words ("Monday", "in 30 days") say what the user meant better than a date does.
   */
  calendarDatesOnly?: boolean;
  /** Shorthand written out before reading ("q" for "que", "xq" for "por qué"). */
  prepare?: (text: string) => string;
  /** Shorter forms to look a word up by when it is not in the glossary ("pagarme" → "pagar"). */
  stems?: (word: string) => readonly string[];
  /** How a word is looked up: Spanish is often typed without its accents ("poliza", "cuanto"). */
  fold?: (word: string) => string;
}

export interface Gloss {
  text: string;
  /** The share of the message's words the glossary knew (0 to 1): how much of it was read at all. */
  known: number;
}

/** English the gloss writes itself (a date, its preposition), marked so the glossary never reads it again. */
const KEEP_FROM = '\u0001';
const KEEP_TO = '\u0002';
const kept = (english: string) => `${KEEP_FROM}${english}${KEEP_TO}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sameWord = (word: string) => word;

/** Dates in English ("on October 2, 2026"), which the facts model and the letters read. */
function englishDates(text: string, today: string, glossary: Glossary): string {
  const reference = new Date(`${today}T12:00:00Z`);
  let result = '';
  let from = 0;
  for (const date of glossary.dates.parse(text, reference)) {
    const calendar = date.start.isCertain('day') && date.start.isCertain('month') && !/\d[/.-]\d/.test(date.text);
    if (glossary.calendarDatesOnly && !calendar) continue;
    // "maintenant", "ahora": the present moment (its hour certain, no figure written) is a word, not a day.
    if (date.start.isCertain('hour') && !/\d/.test(date.text)) continue;
    const english = longDate(date.start.date().toISOString().slice(0, 10));
    let before = text.slice(from, date.index);
    // English written here is kept as it is ("on" is a French word too): only "$1" is the user's, to gloss.
    for (const [pattern, replacement] of glossary.beforeDate)
      before = before.replace(pattern, replacement.includes('$') ? replacement : kept(replacement));
    result += `${before}${kept(english)}`;
    from = date.index + date.text.length;
  }
  return result + text.slice(from);
}

/** A glosser for one language: one pass over the text, phrases before words, so an English word already written is never glossed again. */
export function glosser(glossary: Glossary): (message: string, today: string) => Gloss {
  const fold = glossary.fold ?? sameWord;
  const key = (text: string) => fold(text.toLowerCase().replace(/’/g, "'"));
  // Written as the glossary spells it first ("qué" is "what"), then folded ("cuanto" is "cuánto");
  // among words that fold alike, the one spelled without accents keeps the folded form ("que").
  const lower = (text: string) => text.toLowerCase().replace(/’/g, "'");
  const folding = (entries: readonly (readonly [string, string])[]) =>
    new Map(
      [...entries]
        .sort(([a], [b]) => Number(key(a) === lower(a)) - Number(key(b) === lower(b)))
        .map(([own, english]) => [key(own), english]),
    );
  const exact = new Map([...glossary.phrases, ...Object.entries(glossary.words)].map(([own, english]) => [lower(own), english]));
  const phrases = folding(glossary.phrases);
  const words = folding(Object.entries(glossary.words));
  // Phrases are matched on the folded text too, so "poliza" meets "póliza"; folding keeps each letter in place.
  const token = new RegExp(
    `${KEEP_FROM}[^${KEEP_TO}]*${KEEP_TO}|${[...phrases.keys()]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => `(?<![\\p{L}])${escape(phrase)}(?![\\p{L}])`)
      .join('|')}|[\\p{L}]+'|[\\p{L}][\\p{L}-]*`,
    'giu',
  );
  // Folded letter by letter, so each match's place in the folded text is its place in the message.
  const foldEach = (text: string) =>
    text.replace(/[\s\S]/gu, (letter) => {
      const folded = key(letter);
      return folded.length === letter.length ? folded : letter;
    });
  return (message, today) => {
    const prepared = (glossary.prepare ?? sameWord)(message.normalize('NFC').replace(/[’‘]/g, "'"));
    const text = englishDates(prepared, today, glossary);
    const folded = foldEach(text);
    let glossed = '';
    let from = 0;
    let seen = 0;
    let known = 0;
    for (const match of folded.matchAll(token)) {
      const found = match[0];
      const original = text.slice(match.index, match.index + found.length);
      if (found.startsWith(KEEP_FROM)) {
        glossed += text.slice(from, match.index) + original.slice(1, -1);
        from = match.index + found.length;
        continue;
      }
      const count = found.split(/[\s-]+/).filter(Boolean).length;
      let english = exact.get(lower(original)) ?? phrases.get(found) ?? words.get(found);
      for (const stem of english === undefined && glossary.stems ? glossary.stems(found) : []) english ??= words.get(stem);
      // "Écris-moi", "dites-moi": each part on its own.
      if (english === undefined && found.includes('-'))
        english = found
          .split('-')
          .map((part, index) => words.get(part) ?? original.split('-')[index])
          .join(' ');
      else {
        seen += count;
        if (english !== undefined) known += count;
      }
      glossed += text.slice(from, match.index) + (english ?? original);
      from = match.index + found.length;
    }
    glossed += text.slice(from);
    return {
      text: glossed
        .replace(/\s+([?.!,])/g, '$1')
        .replace(/\s{2,}/g, ' ')
        .trim(),
      known: seen === 0 ? 0 : Math.min(1, known / seen),
    };
  };
}
