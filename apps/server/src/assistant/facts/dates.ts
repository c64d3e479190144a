import type { DiaryEventKind } from '@benji/shared';
import * as chrono from 'chrono-node';

// Dates with what they are the date of: the loss, the inspection, the offer, the denial, a
// message sent. A letter that writes "your offer of March 2" writes the offer's date, never the
// inspection's; the same reader labels the user's words and, in the tests, the letter's.

export type DateRole =
  | 'loss'
  | 'reported'
  | 'acknowledged'
  | 'documents_requested'
  | 'documents_sent'
  | 'proof_requested'
  | 'proof_sent'
  | 'inspection'
  | 'extension'
  | 'accepted'
  | 'offer'
  | 'payment'
  | 'denial'
  | 'insurer_message'
  | 'user_message'
  | 'deadline'
  | 'note'
  | 'other';

export interface DatedFact {
  role: DateRole;
  /** 'YYYY-MM-DD'. */
  on: string;
  source: 'claim' | 'diary' | 'question';
}

/** What a diary entry of each kind is the date of. */
export const EVENT_DATE_ROLE: Record<DiaryEventKind, DateRole> = {
  notice_given: 'reported',
  acknowledgement_received: 'acknowledged',
  documents_requested: 'documents_requested',
  documents_sent: 'documents_sent',
  proof_of_loss_requested: 'proof_requested',
  proof_of_loss_sent: 'proof_sent',
  inspection: 'inspection',
  extension_notice: 'extension',
  claim_accepted: 'accepted',
  offer_received: 'offer',
  offer_accepted: 'offer',
  payment_received: 'payment',
  denial_received: 'denial',
  insurer_response: 'insurer_message',
  message_sent: 'user_message',
  note: 'note',
};

// Checked in this order, on the date's own clause first and then its sentence: "the denial
// letter of March 1" is a denial, "my letter of March 1" a message the user sent.
const ROLE_WORDS: readonly [DateRole, RegExp][] = [
  [
    'deadline',
    /\b(due|deadline|until|no later than|last day|expires?|before|within|by when)\b|\bby (?:\*\*)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d/i,
  ],
  ['denial', /\b(deni(?:al|ed|es|ing)|declined?|rejected|turned down)\b/i],
  ['offer', /\b(offer(?:ed|s)?|settlement)\b/i],
  ['payment', /\b(paid|payment|cheque|check|deposit(?:ed)?)\b/i],
  ['inspection', /\b(inspect(?:ed|ion)?|came out|came by|visited|site visit|looked at the damage)\b/i],
  [
    'loss',
    /\b(date of loss|loss (?:on|of)|(?:the )?loss was|happened|occurred|flood(?:ed)?|fire|storm|hail|burst|broke in|stolen|theft|accident|crash(?:ed)?|collision|hit)\b/i,
  ],
  ['reported', /\b(reported|notified|opened the claim|filed (?:the|my|a) claim|first notice|submitted (?:on|my claim))\b/i],
  ['proof_sent', /\bproof of loss\b/i],
  [
    'documents_sent',
    /\b(sent|e-?mailed|mailed|delivered|submitted|uploaded|faxed)\b[^.?!]{0,40}\b(documents?|receipts?|invoices?|photos?|estimate|inventory|records)\b/i,
  ],
  ['user_message', /\b(my (?:letter|e-?mail|message|request)|i (?:wrote|sent|e-?mailed|called)|we (?:wrote|sent|called))\b/i],
  [
    'insurer_message',
    /\b(your (?:letter|e-?mail|message)|they (?:wrote|called|e-?mailed|sent)|(?:adjuster|insurer) (?:wrote|called|e-?mailed|sent))\b/i,
  ],
];

// A comma inside an amount ("$8,200") or before a date's year ("March 2, 2026") does not end a clause.
const CLAUSE_BREAKS = /[;\n?!]|\.(?=\s|$)|,(?!\d{3})(?!\s?\d{4})|\band\b/g;
const SENTENCE_BREAKS = /[.;\n?!](?=\s|$)/g;

/** The text around [start, end) up to the nearest of `breaks` on each side. */
function around(text: string, start: number, end: number, breaks: RegExp): string {
  let from = 0;
  for (const match of text.slice(0, start).matchAll(breaks)) from = match.index + match[0].length;
  const after = text.slice(end);
  const cut = after.search(breaks);
  return text.slice(from, end + (cut === -1 ? after.length : cut));
}

function roleIn(text: string): DateRole | undefined {
  return ROLE_WORDS.find(([, words]) => words.test(text))?.[0];
}

/**
 * The dates a text names, each with the role the words around it give, resolved against `today`
 * ('YYYY-MM-DD'). A date nothing labels is 'other'.
 */
export function datesIn(text: string, source: DatedFact['source'], today: string): DatedFact[] {
  return chrono.parse(text, new Date(`${today}T12:00:00Z`)).flatMap((result) => {
    // A weekday or a time alone ("on Monday", "at 3") names no day a letter could cite.
    if (!result.start.isCertain('day') && !result.start.isCertain('weekday')) return [];
    // "A week after" counts from another event, not from today: chrono would anchor it on today.
    if (/\b(after|before|later|earlier)\b/i.test(result.text)) return [];
    const start = result.index;
    const end = start + result.text.length;
    const role = roleIn(around(text, start, end, CLAUSE_BREAKS)) ?? roleIn(around(text, start, end, SENTENCE_BREAKS)) ?? 'other';
    return [{ role, on: result.start.date().toISOString().slice(0, 10), source }];
  });
}

/** The newest date of a role, the user's own words first. */
export function latestDate(dates: readonly DatedFact[], role: DateRole): string | null {
  const ofRole = dates.filter((date) => date.role === role);
  return (ofRole.find((date) => date.source === 'question') ?? ofRole.at(-1))?.on ?? null;
}
