import * as chrono from 'chrono-node';
import { instructionLikeSentences, sentences } from './user-text';

// What the user says in the message about the claim, in forms a letter can state in the first
// person: "I mailed her the plumber's invoice on march 3" is a sending with a date; "I need the
// inspection photos and a final number" is a list of things asked for. Anything that
// reads like an instruction to the assistant is left out.

export interface Sending {
  /** What was sent, as the user named it: "the plumber's invoice". */
  what: string;
  /** 'YYYY-MM-DD', or null when the message gives no date. */
  on: string | null;
}

const SENT =
  /\b(?:sent|e-?mailed|mailed|forwarded|gave|submitted|uploaded|faxed|texted|couriered|delivered|provided|returned|shared|dropped off|handed (?:over|in)|passed (?:on|along))\b/i;
const ITEM_START = /^(?:the|my|our|a|an|all|everything|both|copies|photos|receipts|invoices|estimates?|quotes?|pictures)\b/i;
/**
 * Who it went to, which the letter turns into "you": a pronoun or a role, or one word naming
 * them right before the thing sent ("mailed dana the receipts").
 */
const RECIPIENT = new RegExp(
  `^(?:(?:him|her|them|you|the adjuster|the insurer|the insurance company|over|back)\\s+|(?!(?:the|my|our|a|an|all|both|everything)\\b)[a-z][\\w'-]*\\s+(?=${ITEM_START.source.slice(1)}))+`,
  'i',
);
/** "the receipts to dana", "the photos over to the adjuster": where it went, after what went. */
const SENT_TO = /\s+(?:over\s+)?to\s+(?:him|her|them|you|the\s+\w+|[a-z][\w'-]*)$/i;

/** "the 9th": the latest day of that number on or before today, which chrono leaves alone. */
function dayOfMonth(sentence: string, today: string): { text: string; on: string } | null {
  const match = /\bthe (\d{1,2})(?:st|nd|rd|th)\b/i.exec(sentence);
  const day = match ? Number(match[1]) : 0;
  if (!match || day < 1 || day > 31) return null;
  const [year, month, todayDay] = today.split('-').map(Number) as [number, number, number];
  const back = day > todayDay ? 1 : 0;
  const date = new Date(Date.UTC(year, month - 1 - back, day));
  if (date.getUTCDate() !== day) return null;
  return { text: match[0], on: date.toISOString().slice(0, 10) };
}

/** Drops the date words chrono found ("on nov 4", "on the 9th") from a phrase. */
function withoutDate(phrase: string, dateText: string | undefined): string {
  if (!dateText) return phrase;
  return phrase.replace(new RegExp(`\\s*(?:on|back on|since)?\\s*${dateText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'), '');
}

/** A comma that starts another clause, not another thing in a list: ", still waiting", not ", the invoice". */
const CLAUSE_AFTER_COMMA = new RegExp(`,\\s+(?!and\\b|or\\b|${ITEM_START.source.slice(1)}).*$`, 'i');

function tidy(phrase: string): string {
  return phrase
    .replace(CLAUSE_AFTER_COMMA, '')
    .replace(
      /\s+(?:and|but|so)\s+(?:i|we|they|he|she|it|nobody|no one|nothing|never|still|not|no|have|has|haven'?t|havent|hasn'?t|hasnt|heard|got)\b.*$/i,
      '',
    )
    .replace(/[\s,;:.!?]+$/, '')
    .replace(/\s+(?:already|too|as well|yesterday|today|last week)$/i, '')
    .trim();
}

/** What the user says they sent the insurer, and when. */
export function sendingsIn(message: string, today: string): Sending[] {
  const held = new Set(instructionLikeSentences(message));
  const reference = new Date(`${today}T12:00:00Z`);
  const found: Sending[] = [];
  for (const sentence of sentences(message)) {
    if (held.has(sentence)) continue;
    const verb = SENT.exec(sentence);
    if (!verb) continue;
    const rest = sentence
      .slice(verb.index + verb[0].length)
      .trim()
      .replace(RECIPIENT, '');
    if (!ITEM_START.test(rest)) continue;
    const parsed = chrono.parse(sentence, reference).find((result) => result.index > verb.index);
    const date = parsed ? { text: parsed.text, on: parsed.start.date().toISOString().slice(0, 10) } : dayOfMonth(sentence, today);
    const on = date?.on ?? null;
    const what = tidy(withoutDate(rest, date?.text)).replace(SENT_TO, '');
    if (what.length > 0 && what.length <= 120 && (!on || on <= today)) found.push({ what, on });
  }
  return found;
}

const WANTS =
  /\b(?:i|we)(?:'d like|\s+(?:(?:still|really|also|just|only|now)\s+)?(?:want|need|would like|am asking for|are asking for))\s+(?!to\b|you\b|them\b|it\b|a letter|an e-?mail|this|that)(.+)$/i;

/** The things the user wants from the insurer, listed: "the inspection photos and a final number". */
export function requestedIn(message: string): string[] {
  for (const sentence of sentences(message)) {
    const wants = WANTS.exec(sentence.replace(/[.!?]+$/, ''));
    if (!wants) continue;
    const items = wants[1]!
      .split(/,\s*(?:and\s+)?|\s+and\s+/)
      .map((item) => tidy(item).replace(/^(?:her|his|their)\b/i, 'your'))
      .filter((item) => item.length > 2 && item.length <= 80);
    if (items.length > 0) return items;
  }
  return [];
}
