import { addCalendarDays, addMonths } from '@benji/shared';
import { COUNT, countOf } from '../facts/counts';
import type { StoredPassage } from '../retrieval/passage-search';
import { clipWords } from './segments';

/** What a policy's time limit is about, as its own sentence says. */
export type TimeLimitTopic = 'proof_of_loss' | 'pay' | 'suit' | 'appraisal' | 'notice' | 'holdback';

/** What starts the policy's clock: the loss itself, or something the diary may record. */
export type TimeLimitStart = 'loss' | 'request' | 'proof_of_loss' | 'other';

/** One sentence of the user's own policy that sets a time limit: "within 90 days after the loss". */
export interface PolicyTimeLimit {
  page: number;
  topic: TimeLimitTopic;
  /** The sentence, clipped, as the policy words it. */
  wording: string;
  start: TimeLimitStart;
  /** The period itself, as written ("90 days", "two years"). */
  period: string;
  count: number;
  unit: 'days' | 'months' | 'business days';
  /** The policy names it a statutory condition (Canada): the province's law writes it into every policy. */
  statutory: boolean;
}

const TOPIC_WORDS: [TimeLimitTopic, RegExp][] = [
  ['holdback', /replacement cost|held back|holdback|recoverable depreciation|loss settlement/gi],
  ['appraisal', /\bapprais\w*/gi],
  ['suit', /\b(?:action|suit|proceeding)s?\b|\blimitation period\b/gi],
  ['proof_of_loss', /\bproof of loss\b|\bstatutory declaration\b|\bsworn statement\b/gi],
  ['pay', /\b(?:payable|pay|payment)\b/gi],
  ['notice', /\b(?:notice|notify|report)\b/gi],
];

const PERIOD = new RegExp(`\\b(${COUNT})\\s+(calendar\\s+|business\\s+)?(days?|months?|years?)\\b([^.;]*)`, 'gi');

/** Where each topic is named in the text. */
function topicsNamed(text: string): { topic: TimeLimitTopic; position: number }[] {
  return TOPIC_WORDS.flatMap(([topic, words]) => [...text.matchAll(words)].map((match) => ({ topic, position: match.index })));
}

/**
 * What the period at `at` is about: the clause's own label ("Replacement cost. We pay … within one
 * year"), else the topic named nearest before it ("…appraise the car, and send a proof of loss
 * within 60 days"), else the first named after it ("The 60 days to send the sworn proof of loss begin…").
 */
function topicOf(sentence: string, at: number, label: string): { topic: TimeLimitTopic; position: number } | undefined {
  const named = topicsNamed(sentence);
  const before = named.filter((entry) => entry.position < at).sort((a, b) => b.position - a.position)[0];
  const after = named.filter((entry) => entry.position > at).sort((a, b) => a.position - b.position)[0];
  const labelled = topicsNamed(label)[0];
  return (labelled && { topic: labelled.topic, position: 0 }) ?? before ?? after;
}

/** What starts the clock, from the words right after the period: "after our request, your sworn proof of loss" starts on the request. */
function startOf(after: string): TimeLimitStart {
  const phrase = /^\s*(?:after|of|from|following)\s+([^,;]+)/i.exec(after)?.[1] ?? after;
  if (/^(?:the\s+)?(?:date\s+of\s+(?:the\s+)?)?(?:loss|accident|occurrence)\b/i.test(phrase)) return 'loss';
  if (/\bproof of loss\b|\bstatutory declaration\b/i.test(phrase)) return 'proof_of_loss';
  if (/\brequest\b/i.test(phrase)) return 'request';
  return 'other';
}

const MAX_WORDS = 45;

/** The sentence as quoted: whole when short, else from the words naming the topic ("…send us a sworn proof of loss within 60 days…"). */
function quoted(sentence: string, from: number): string {
  if (sentence.split(/\s+/).length <= MAX_WORDS) return sentence;
  const clauseStart = Math.max(sentence.lastIndexOf(',', from), sentence.lastIndexOf(';', from)) + 1;
  return `…${clipWords(
    sentence
      .slice(clauseStart)
      .replace(/^\s*(?:and|or)\s+/, '')
      .trim(),
    MAX_WORDS,
  )}`;
}

function limitsInSentence(sentence: string, label: string, page: number, statutory: boolean): PolicyTimeLimit[] {
  return [...sentence.matchAll(PERIOD)].flatMap((match) => {
    const named = topicOf(sentence, match.index, label);
    const count = countOf(match[1]!);
    const unit = match[3]!.toLowerCase();
    if (!named || count === 0) return [];
    const business = /business/i.test(match[2] ?? '');
    return [
      {
        page,
        topic: named.topic,
        wording: quoted(sentence, Math.min(named.position, match.index)),
        start: startOf(match[4] ?? ''),
        period: `${match[1]} ${match[2] ?? ''}${unit}`.replace(/\s+/g, ' '),
        count: unit.startsWith('year') ? count * 12 : count,
        unit: !unit.startsWith('day') ? ('months' as const) : business ? ('business days' as const) : ('days' as const),
        statutory,
      },
    ];
  });
}

/** "Proof of loss.", "When loss payable.": a clause's name, a few words with no number. */
const isClauseName = (sentence: string) => sentence.split(/\s+/).length <= 5 && !/\d/.test(sentence) && /[.:]$/.test(sentence);

/**
 * The sentences of the user's policy that set a time limit, with what they are about and what
 * starts them, in page order. Only a policy's own words: no number is supplied where it has none.
 */
export function policyTimeLimits(passages: readonly StoredPassage[]): PolicyTimeLimit[] {
  const limits: PolicyTimeLimit[] = [];
  for (const passage of [...passages].sort((a, b) => a.page - b.page)) {
    const statutory = /statutory condition/i.test(passage.text);
    // A passage can open with its section's heading on a line of its own.
    const body = passage.text.replace(/^[^\n]*\n/, '');
    // "a. reach an agreement; b. …" is one sentence: a new one starts with a capital.
    const sentences = body.split(/(?<=[.;])\s+(?=[A-Z])/).map((sentence) => sentence.trim());
    // A clause often opens with its name: "Proof of loss." or "When loss payable." The name holds
    // until the next clause's: "Proof of Loss. … Loss Settlement. … within 180 days" is about settlement.
    let label = '';
    for (const sentence of sentences) {
      if (isClauseName(sentence)) label = sentence;
      for (const limit of limitsInSentence(sentence, label, passage.page, statutory)) {
        if (!limits.some((other) => other.wording === limit.wording && other.topic === limit.topic)) limits.push(limit);
      }
    }
  }
  return limits;
}

/** The last day of a limit counted from the date of loss ('YYYY-MM-DD'); null when it starts on anything else. */
export function lastDayFromLoss(limit: PolicyTimeLimit, lossDate: string | null): string | null {
  if (limit.start !== 'loss' || !lossDate || limit.unit === 'business days') return null;
  return limit.unit === 'months' ? addMonths(lossDate, limit.count) : addCalendarDays(lossDate, limit.count);
}
