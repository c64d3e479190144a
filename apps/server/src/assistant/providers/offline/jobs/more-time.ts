import { addCalendarDays, toAdjuster, type Deadline } from '@benji/shared';
import { latestAmount, type Facts } from '../../../facts/claim-facts';
import { asLetterSentence, sentences } from '../../../facts/user-text';
import { lastDayFromLoss, policyTimeLimits } from '../../../policy/time-limits';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { tokenize } from '../../../retrieval/tokenize';
import { COUNT, countOf } from '../../../facts/counts';
import { longDate } from '../format';
import { renderDraft } from '../letters/draft';

const ASKED = new RegExp(`\\b(${COUNT})\\s+(?:more\\s+|extra\\s+|additional\\s+)?(day|week|month)s?\\b`, 'i');

/** "30 more days", "two weeks", "an extra month": the extension asked for, in days. */
export function daysAsked(message: string): number | null {
  const match = ASKED.exec(message);
  if (!match) return null;
  const count = countOf(match[1]!);
  const unit = match[2]!.toLowerCase();
  return unit === 'week' ? count * 7 : unit === 'month' ? count * 30 : count;
}

/** What an extension can be for, as the message and a deadline's title name it. */
const TOPICS: readonly { words: RegExp; what: string }[] = [
  { words: /\bproof of loss\b/i, what: 'the proof of loss' },
  {
    words: /\b(?:hold ?back|holdback|recoverable depreciation|depreciation|replace(?:ment|d)?|repairs?)\b/i,
    what: 'completing the repairs or replacement to claim the holdback',
  },
  { words: /\b(?:inventory|contents list|list of (?:damaged |stolen )?(?:items|contents))\b/i, what: 'the contents inventory' },
  { words: /\b(?:euo|examination under oath)\b/i, what: 'the examination under oath' },
  { words: /\b(?:sue|suit|lawsuit|legal action)\b/i, what: 'the time to start a lawsuit' },
];

/**
 * The user's own open deadline the extension is for: one about what the message names, else the
 * soonest. A practice tip (Benji's own reminder) is never one: it is owed to nobody.
 */
function ownDeadline(facts: Facts, message: string): Deadline | null {
  const owed = (facts.claim?.deadlines ?? []).filter(
    (deadline) => deadline.who === 'policyholder' && deadline.status !== 'met' && !deadline.window && deadline.source !== 'practice',
  );
  const topic = TOPICS.find((candidate) => candidate.words.test(message));
  if (!topic) return owed[0] ?? null;
  return owed.find((deadline) => topic.words.test(deadline.title)) ?? null;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What the user asks more time for, in a letter's words, when no dated deadline names it: the items they still owe that the message speaks of. */
function namedInMessage(facts: Facts, message: string): string | null {
  const topic = TOPICS.find((candidate) => candidate.words.test(message));
  if (topic) return topic.what;
  const owed = (facts.claim?.openItems?.userOwes ?? []).map((item) => item.description);
  const asked = new Set(tokenize(message));
  const spoken = owed.filter((item) => tokenize(item).some((term) => asked.has(term)));
  const items = (spoken.length > 0 ? spoken : owed).map(lowerFirst);
  return items.length > 0 ? `the ${listed(items).replace(/^the /, '')}` : null;
}

// The sentence that asks ("please request two more weeks from the adjuster"), as opposed to the ones that say why.
const ASKING = /\b(?:more time|extension|extend|another \d+|(?:ask|write|email|e-mail)\b.*\b(?:for|to))\b/i;

/** Why the user needs more time, in their own sentences: everything but the request itself. */
function reasonIn(message: string): string | null {
  const reasons = sentences(message)
    .flatMap((sentence) => sentence.split(/,\s+(?=(?:the|my|our|we|i|it|and)\b)/i))
    .filter((part) => !ASKING.test(part));
  return reasons.length > 0 ? reasons.map(asLetterSentence).join(' ') : null;
}

/**
 * The policy's own time limit for what the extension is for, when no law's deadline gives one:
 * "within 180 days after the loss" to repair or replace, "within 90 days after the loss" for the proof of loss.
 */
function policyWindow(facts: Facts, passages: readonly RankedPassage[], what: string): { sentence: string; lastDay: string | null } | null {
  const topic = /holdback/.test(what) ? 'holdback' : /proof of loss/.test(what) ? 'proof_of_loss' : null;
  const window = topic ? policyTimeLimits(passages).find((limit) => limit.topic === topic) : undefined;
  if (!window) return null;
  const lastDay = lastDayFromLoss(window, facts.claim?.dateOfIncident ?? null);
  const held = topic === 'holdback' ? latestAmount(facts, 'holdback') : null;
  const purpose = topic === 'holdback' ? ' to repair or replace' : ' for it';
  return {
    sentence: `My policy (page ${window.page}) gives ${window.period}${window.start === 'loss' ? ' after the loss' : ''}${purpose}${lastDay ? `, that is until ${longDate(lastDay)}` : ''}${held ? `, to recover the ${held.text} held back` : ''}.`,
    lastDay,
  };
}

/** A letter asking the insurer for more time for what the user still owes, with a new date and the user's reason. */
export function moreTime(facts: Facts, message: string, passages: readonly RankedPassage[] = []): string {
  const days = daysAsked(message);
  const deadline = ownDeadline(facts, message);
  const what = deadline
    ? `the time to ${deadline.title.toLowerCase()}`
    : (namedInMessage(facts, message) ?? '[What You Need More Time For]');
  const reason = reasonIn(message);
  const window = deadline ? null : policyWindow(facts, passages, what);
  const due = deadline?.dueOn ?? window?.lastDay ?? null;
  const newDate = due && days ? longDate(addCalendarDays(due, days)) : '[New Date]';
  const body = toAdjuster(`
I am writing about ${what}${deadline ? `, which is due on ${longDate(deadline.dueOn)}` : ''}.${window ? ` ${window.sentence}` : ''} I am working on it in good faith, but I need more time to complete it properly. ${reason ?? '[Reason You Need More Time]'}

I ask for an extension of ${days ? `${days} days` : '[Number of Days]'}, to ${newDate}. Please confirm the new date in writing.

If you need anything from me in the meantime, please tell me in writing.`);
  return renderDraft(facts, {
    intro: `**Request for more time**${deadline ? ` to ${deadline.title.toLowerCase()} (due ${longDate(deadline.dueOn)}, ${deadline.citation})` : what.startsWith('[') ? '' : ` for ${what}`}.`,
    subject: 'Request for Extension of Time - Claim [Claim Number]',
    body,
    notes: ['Ask before the date passes, and do not treat the extension as granted until the insurer confirms it in writing.'],
  });
}
