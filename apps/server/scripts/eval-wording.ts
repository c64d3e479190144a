// The evaluation's wording, as runs of six words: no training utterance may share one with a
// question (`ask`) of either set, or the classifier would be scored on what it was shown.
import { CASES } from '../eval/assistant/cases';
import { HELD_OUT_CASES } from '../eval/assistant/held-out/questions';

/** Lowercased, punctuation stripped, every run of six consecutive words. */
export function sixWordRuns(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
  return words.slice(0, Math.max(0, words.length - 5)).map((_, index) => words.slice(index, index + 6).join(' '));
}

/** Every six-word run of every question of both sets. */
export function evaluationRuns(): Set<string> {
  const runs = new Set<string>();
  for (const { questions } of [...CASES, ...HELD_OUT_CASES])
    for (const { ask } of questions)
      for (const text of typeof ask === 'string' ? [ask] : ask) for (const run of sixWordRuns(text)) runs.add(run);
  return runs;
}

/** The runs of `text` that an evaluation question also has. */
export function sharedRuns(text: string, runs: ReadonlySet<string>): string[] {
  return sixWordRuns(text).filter((run) => runs.has(run));
}
