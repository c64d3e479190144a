import type { Advisory } from '../advisories';
import type { DeadlineWords } from './rule-words-type';

/**
 * An "Also good to know" point in the language of `words`: its code's sentence written around the
 * figures it carries; exactly as the server sent it when `words` is null (English).
 */
export function advisoryText(
  advisory: Pick<Advisory, 'code' | 'params' | 'text' | 'citation'>,
  words: DeadlineWords | null,
): { text: string; citation: string } {
  if (!words) return { text: advisory.text, citation: advisory.citation };
  const wording = words.advisories[advisory.code];
  // The params are the figures of this very code: the server built both from the one ADVISORIES entry.
  const write = wording.text as (figures: Advisory['params']) => string;
  return { text: write(advisory.params), citation: wording.citation };
}
