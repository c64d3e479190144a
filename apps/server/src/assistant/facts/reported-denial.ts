import { sentences, withApostrophes } from './user-text';

// "she told me the tv isn't covered because…", "their letter says the seepage went on for weeks…"
const REPORTING =
  /\b(?:said|says|saying|told (?:me|us)|telling (?:me|us)|stated|claims?|claiming)\b(?:\s+(?:on|over) the phone)?(?:\s+(?:that|how))?\s+/i;
const REFUSAL =
  /\b(?:not|\w+n'?t) covered\b|\bwon'?t (?:pay|cover)\b|\bonly (?:pay|cover)\b|\bdenied\b|\bexcluded\b|\bnot (?:going to )?(?:pay|cover)\b/i;

// The adjuster's words as the user reports them, turned to the adjuster in the letter: "they'll pay" → "you will pay".
const TO_THE_ADJUSTER: [RegExp, string][] = [
  [/\bthey(?:'|’)ll\b/gi, 'you will'],
  [/\bthey(?:'|’)re\b/gi, 'you are'],
  [/\bthey(?:'|’)ve\b/gi, 'you have'],
  [/\bthey\b/gi, 'you'],
  [/\btheir\b/gi, 'your'],
  [/\bthem\b/gi, 'you'],
];

/**
 * What the user says the insurer told them when it refused ("the tablet isn't covered because it
 * was left in the car"), written as the letter puts it back to the adjuster. Null when the
 * message reports no refusal in words of its own.
 */
export function reportedDenial(message: string, spellings: readonly string[] = []): string | null {
  for (const sentence of sentences(message)) {
    const reporting = REPORTING.exec(sentence);
    if (!reporting) continue;
    const reported = sentence.slice(reporting.index + reporting[0].length).replace(/[.!?\s]+$/, '');
    if (!REFUSAL.test(reported) || reported.split(/\s+/).length < 3) continue;
    let text = reported;
    for (const [pattern, replacement] of TO_THE_ADJUSTER) text = text.replace(pattern, replacement);
    return spelledAsRecorded(withApostrophes(text), spellings);
  }
  return null;
}

/** A word the user typed in lower case takes the spelling their own records give it ("ipad" → "iPad"). */
function spelledAsRecorded(text: string, records: readonly string[]): string {
  const known = new Map<string, string>();
  for (const record of records)
    for (const word of record.match(/\b[A-Za-z][\w-]*[A-Z][\w-]*\b/g) ?? []) known.set(word.toLowerCase(), word);
  return text.replace(/\b[a-z][\w-]*\b/g, (word) => known.get(word) ?? word);
}
