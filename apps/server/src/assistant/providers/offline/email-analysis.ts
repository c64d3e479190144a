// Reads an adjuster's e-mail pasted into the chat: what it asks for, so the reply can answer each point.
import * as chrono from 'chrono-node';
import { sentences } from '../../facts/user-text';
import { longDate } from './format';

export interface EmailPoints {
  /** Documents or information asked for, as written. */
  requested: string[];
  inspection: boolean;
  recordedStatement: boolean;
  proofOfLoss: boolean;
  denial: boolean;
  /** Dollar amounts offered, as written ('$12,500'). */
  offer: string | null;
  moreTime: boolean;
  /** A deadline the e-mail sets, as written ('within 30 days', 'by March 3'). */
  deadline: string | null;
  /** The e-mail asks the user to sign a release or a full and final settlement. */
  release: boolean;
  /** Dates the e-mail proposes for an inspection, a statement or a meeting, as a letter writes them. */
  proposedDates: string[];
}

const REQUEST =
  /\b(?:please|kindly|could you|can you|we (?:will )?(?:need|require)|you (?:must|need to)|we ask that you|we are requesting|(?:^|[.!?,]\s*)(?=send us|provide us|forward us))\b[^.!?\n]*?\b(?:send|provide|submit|forward|upload|email|e-mail|give us|complete)\b\s+(?:us\s+|me\s+)?(?:with\s+)?(?:a copy of\s+|copies of\s+)?([^.!?\n]+)/gi;
const LIST_ITEM = /^\s*(?:[-•*]|\d+[.)])\s+(.+)$/gm;

function splitItems(phrase: string): string[] {
  return phrase
    .replace(
      /\b(?:as soon as possible|at your earliest convenience|so that we can[^,]*|to (?:help|allow|complete|continue) [^,]*|by [A-Z][a-z]+ \d{1,2}(?:, \d{4})?|within \d+ days)\b.*$/i,
      '',
    )
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((item) =>
      item
        .replace(/^(?:the|your|a|an)\s+/i, '')
        .replace(/[\s:;]+$/, '')
        .trim(),
    )
    .filter((item) => item.length > 2 && item.length < 120);
}

/** True when a message looks like a pasted e-mail rather than a request to the assistant. */
export function looksLikeEmail(text: string): boolean {
  return /^(from|subject|sent|to):/im.test(text) || /^(dear|hi|hello) [^\n]{1,40},\s*$/im.test(text) || text.length > 300;
}

const MEETING_WORDS = /\b(inspect\w*|reinspect\w*|site visit|visit|appointment|meet\w*|examination|euo|statement|interview|call)\b/i;

/** A date written out ("November 24", "11/24", "2026-11-24"), not a relative one ("next week"). */
const NAMED_DATE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b\d{1,2}\/\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b/i;

/** Dates proposed in a sentence about a meeting: "we can reinspect on November 24 or 25". */
function proposedDatesIn(text: string, today: string): string[] {
  const reference = new Date(`${today}T12:00:00Z`);
  const dates: string[] = [];
  for (const sentence of sentences(text)) {
    if (!MEETING_WORDS.test(sentence)) continue;
    for (const result of chrono.parse(sentence, reference, { forwardDate: true })) {
      // Only a date the e-mail names: "next week" is no date to confirm.
      if (!NAMED_DATE.test(result.text)) continue;
      const on = result.start.date();
      const written = longDate(on.toISOString().slice(0, 10));
      if (!dates.includes(written)) dates.push(written);
      // "November 24 or 25": chrono reads the second day on its own only sometimes.
      const alternative = /\bor\s+(\d{1,2})(?:st|nd|rd|th)?\b/.exec(
        sentence.slice(result.index + result.text.length, result.index + result.text.length + 12),
      );
      if (alternative) {
        const other = new Date(Date.UTC(on.getUTCFullYear(), on.getUTCMonth(), Number(alternative[1])));
        const otherWritten = longDate(other.toISOString().slice(0, 10));
        if (other.getUTCDate() === Number(alternative[1]) && !dates.includes(otherWritten)) dates.push(otherWritten);
      }
    }
  }
  return dates.slice(0, 4);
}

export function analyseEmail(text: string, today = new Date().toISOString().slice(0, 10)): EmailPoints {
  const requested: string[] = [];
  const add = (item: string) => {
    if (!requested.some((known) => known.toLowerCase() === item.toLowerCase())) requested.push(item);
  };
  for (const match of text.matchAll(REQUEST)) splitItems(match[1] ?? '').forEach(add);
  for (const match of text.matchAll(LIST_ITEM)) add((match[1] ?? '').replace(/[.;]+$/, '').trim());
  const offer = /\b(offer|settle|settlement|payment of|pay you)\b/i.test(text)
    ? (/\$\s?\d[\d,]*(?:\.\d{2})?/.exec(text)?.[0] ?? null)
    : null;
  const deadline =
    /\b(within \d+ (?:business |calendar )?days|by (?:[A-Z][a-z]+ \d{1,2}(?:, \d{4})?|\d{4}-\d{2}-\d{2}))/.exec(text)?.[0] ?? null;
  return {
    requested: requested.slice(0, 12),
    inspection: /\b(inspect|inspection|re-?inspect\w*|site visit|appointment|come out to|visit the (?:property|home|house|vehicle))/i.test(
      text,
    ),
    recordedStatement: /\b(recorded statement|examination under oath|\beuo\b|statement under oath)/i.test(text),
    proofOfLoss: /\bproof of loss\b/i.test(text),
    denial: /\b(deny|denied|denial|declin(?:e|ed|ing) (?:the |your )?claim|not covered|no coverage)\b/i.test(text),
    offer,
    moreTime: /\b(additional time|more time|extension|still (?:investigating|reviewing)|under review)\b/i.test(text),
    deadline,
    release:
      /\b(release|full and final|final settlement|sign (?:and return )?(?:the|this|our) (?:enclosed |attached )?(?:agreement|form))\b/i.test(
        text,
      ),
    proposedDates: proposedDatesIn(text, today),
  };
}
