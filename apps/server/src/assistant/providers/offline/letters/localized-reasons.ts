import type { Facts } from '../../../facts/claim-facts';
import { reasonsIn } from '../../../facts/user-reasons';
import { sentences } from '../../../facts/user-text';
import { letterWords, type LetterLanguage } from '../languages/letter-words';
import { reasonWords } from '../languages/reason-words';
import { complainsOfMismatch, uniformAppearanceState } from './reasons';

// A French or Spanish message reaches a job as its English reading followed by the user's own
// words. Reasons are found in the reading, where the English rules know a request from a reason,
// and the letter quotes the user's own sentence for each: a reason is never put in other words.

/** The English reading and the user's own words of a job's text; null when they cannot be told apart. */
function readingAndOwnWords(text: string, message: string): { reading: string; own: string } | null {
  if (text === message) return { reading: text, own: text };
  const ownPart = `\n\n${message}`;
  return text.endsWith(ownPart) ? { reading: text.slice(0, -ownPart.length), own: message } : null;
}

/** Two readings of one sentence are the same words, whatever their capitals, apostrophes and figures. */
const sameWords = (a: string, b: string) => a.toLowerCase().replace(/[^a-z]/g, '') === b.toLowerCase().replace(/[^a-z]/g, '');

/** The user's own words for a reason the reading found: the whole sentence, or what follows the request before its first comma; null otherwise. */
function ownReason(readingSentence: string, reason: string, ownSentence: string): string | null {
  if (sameWords(reason, readingSentence)) return ownSentence;
  const readingComma = readingSentence.indexOf(',');
  const ownComma = ownSentence.indexOf(',');
  if (readingComma < 0 || ownComma < 0 || !sameWords(reason, readingSentence.slice(readingComma + 1))) return null;
  return ownSentence.slice(ownComma + 1).trim();
}

/**
 * The user's own sentences for what `reasonsOf` finds in the English reading, sentence by sentence:
 * [] when it finds nothing, null when a sentence cannot be matched to the user's own.
 */
export function ownReasons(text: string, message: string, reasonsOf: (sentence: string) => readonly string[]): string[] | null {
  const parts = readingAndOwnWords(text, message);
  if (!parts) return reasonsOf(text).length > 0 ? null : [];
  const reading = sentences(parts.reading);
  const own = sentences(parts.own);
  const found = reading.flatMap((sentence, index) => reasonsOf(sentence).map((reason) => ({ sentence, reason, index })));
  if (found.length === 0) return [];
  if (reading.length !== own.length) return null;
  const quoted = found.map(({ sentence, reason, index }) => ownReason(sentence, reason, own[index]!));
  return quoted.every((reason): reason is string => reason !== null) ? quoted : null;
}

/**
 * The user's reasons quoted in their own words, each on a bullet, with the uniform-repair request
 * (and the state's rule) when they complain of a mismatch: '' when they give none, null when their
 * sentences cannot be matched to the reading's.
 */
export function reasonsParagraphsIn(language: LetterLanguage, text: string, message: string, facts: Facts): string | null {
  const own = ownReasons(text, message, reasonsIn);
  if (own === null) return null;
  if (own.length === 0) return '';
  const words = reasonWords(language);
  const { quoted } = letterWords(language);
  // Whether the reasons complain of a mismatch is read in English, from the reading's reasons.
  const reading = readingAndOwnWords(text, message)?.reading ?? text;
  const mismatch = complainsOfMismatch(reasonsIn(reading).join(' '));
  const state = mismatch ? uniformAppearanceState(facts.claim) : null;
  const matching = mismatch ? [words.uniformRepair, state ? words.uniformRules[state] : null].filter(Boolean).join(' ') : null;
  return `\n\n${words.heading}\n${own.map((reason) => `• ${quoted(reason)}`).join('\n')}${matching ? `\n\n${matching}` : ''}`;
}
