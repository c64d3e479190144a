import { amountsIn } from '@benji/shared';

// What the question states that a condition can turn on, beyond its words: how long something
// went on, what it is worth, and what the user says they do not know. A condition the user says
// they cannot answer ("no idea if lightning hit", "not sure he came by") is open, whatever else
// the question says.

export interface StatedFacts {
  /** The largest amount the user names (everyday forms included: "6 grand", "5k", "1200 bucks"). */
  amount: number | null;
  /** How long the loss went on or the home sat, in days; 0 for sudden; null when not said. */
  days: number | null;
  /** The user says a period is long but not how long ("for a bit", "for ages"), or asks how long. */
  vagueDays: boolean;
  /** The stretch of the question where the user says they do not know something, if any. */
  unknown: string | null;
  /** The words the user says did not happen ("never drained the lines", "nobody checked"), lower case. */
  denied: ReadonlySet<string>;
}

// Ways of saying "I do not know": a closed class of English, not the wording of any question.
const NOT_KNOWN =
  /\b(?:not sure|unsure|no idea|idk|dunno|no clue|(?:do not|don'?t|dont) know|can'?t tell|cannot tell|not certain|(?:haven'?t|hasn'?t|have not|has not)\s+(?:\w+\s+){0,2}(?:yet|figured)|either\b[^.?!]{1,80}?\bor|could be|might (?:just )?be|not sure yet|who knows)\b[^.?!]*/i;

// A negation reaches the words after it up to the end of its phrase: "never drained the lines, nobody
// went up" denies "drained the lines" and "went up". "Not sure" and its kin are not a denial but an
// unknown (NOT_KNOWN above). A closed class of English, not the wording of any question.
const NEGATED =
  /\b(?:never|nobody|no one|nothing|without|no|(?:did|does|do|was|were|had|has|have|is|are|could|would)(?:n'?t| not)|not)\s+(?!sure\b|certain\b|know\b|idea\b|clue\b)((?:[a-z']+\s*){1,5})/gi;
const PHRASE_END = /[,.;:!?]|\b(?:but|and then|so|because)\b/i;

function deniedWords(question: string): Set<string> {
  const denied = new Set<string>();
  for (const match of question.toLowerCase().matchAll(NEGATED)) {
    const scope = match[1]!.split(PHRASE_END)[0]!;
    for (const word of scope.split(/\s+/)) if (word) denied.add(word);
  }
  return denied;
}

const UNIT_DAYS: Record<string, number> = { day: 1, night: 1, week: 7, month: 30, year: 365 };
const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, few: 3, couple: 2, several: 4 };
const PERIOD = /\b(\d{1,3}|an?|one|two|three|four|five|six|few|couple(?: of)?|several)\s+(day|night|week|month|year)s?\b/gi;
const OPEN_ENDED = /\bfor\s+(days|weeks|months|years|ages)\b/i;
const SUDDEN = /\b(last night|this morning|overnight|today|yesterday|sudden(?:ly)?|all of a sudden|burst|split|let go|blew)\b/i;
const VAGUE = /\bfor\s+(?:a\s+(?:bit|while)|some\s+time)\b|\bhow long\b/i;

function daysSaid(question: string): number | null {
  let longest: number | null = null;
  for (const match of question.matchAll(PERIOD)) {
    const count = COUNT[match[1]!.toLowerCase().replace(/ of$/, '')] ?? Number(match[1]);
    const days = count * UNIT_DAYS[match[2]!.toLowerCase()]!;
    longest = Math.max(longest ?? 0, days);
  }
  const open = OPEN_ENDED.exec(question);
  // "for months" is at least two of them.
  if (open) longest = Math.max(longest ?? 0, 2 * UNIT_DAYS[open[1]!.toLowerCase().replace(/s$/, '')]!);
  if (longest !== null) return longest;
  return SUDDEN.test(question) ? 0 : null;
}

const EVERYDAY_MONEY = /\b(\d+(?:\.\d+)?)\s?(k|grand)\b/gi;

function amountSaid(question: string): number | null {
  // The claim facts' reader already knows "$5k" and "1200 bucks"; "6 grand" and a bare "5k" are added here.
  const values = amountsIn(question, 'question').map((amount) => amount.value);
  for (const match of question.matchAll(EVERYDAY_MONEY)) values.push(Number(match[1]) * 1_000);
  return values.length > 0 ? Math.max(...values) : null;
}

export function statedFacts(question: string): StatedFacts {
  return {
    amount: amountSaid(question),
    days: daysSaid(question),
    vagueDays: VAGUE.test(question),
    unknown: NOT_KNOWN.exec(question)?.[0] ?? null,
    denied: deniedWords(question),
  };
}
