import { addCalendarDays, toAdjuster, type Deadline } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
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
  { words: /\b(?:hold ?back|holdback|recoverable depreciation|depreciation|replace(?:ment|d)?|repairs?)\b/i, what: 'completing the repairs or replacement to claim the holdback' },
  { words: /\b(?:inventory|contents list|list of (?:damaged |stolen )?(?:items|contents))\b/i, what: 'the contents inventory' },
  { words: /\b(?:euo|examination under oath)\b/i, what: 'the examination under oath' },
  { words: /\b(?:sue|suit|lawsuit|legal action)\b/i, what: 'the time to start a lawsuit' },
];

/**
 * The user's own open deadline the extension is for: one about what the message names, else the
 * soonest. A practice tip (Benji's own reminder) is never one: it is owed to nobody.
 */
function ownDeadline(facts: Facts, message: string): Deadline | null {
  const owed = (facts.claim?.deadlines ?? []).filter((deadline) => deadline.who === 'policyholder' && deadline.status !== 'met' && !deadline.window && deadline.source !== 'practice');
  const topic = TOPICS.find((candidate) => candidate.words.test(message));
  if (!topic) return owed[0] ?? null;
  return owed.find((deadline) => topic.words.test(deadline.title)) ?? null;
}

/** What the user asks more time for, in a letter's words, when no dated deadline names it. */
function namedInMessage(facts: Facts, message: string): string | null {
  const topic = TOPICS.find((candidate) => candidate.words.test(message));
  if (topic) return topic.what;
  const owed = facts.claim?.openItems?.userOwes ?? [];
  return owed.length > 0 ? owed.map((item) => item.description).join(', ') : null;
}

/** A letter asking the insurer for more time for what the user still owes, with a new date. */
export function moreTime(facts: Facts, message: string): string {
  const days = daysAsked(message);
  const deadline = ownDeadline(facts, message);
  const what = deadline ? `the time to ${deadline.title.toLowerCase()}` : (namedInMessage(facts, message) ?? '[What You Need More Time For]');
  const newDate = deadline && days ? longDate(addCalendarDays(deadline.dueOn, days)) : '[New Date]';
  const body = toAdjuster(`
I am writing about ${what}${deadline ? `, which is due on ${longDate(deadline.dueOn)}` : ''}. I am working on it in good faith, but I need more time to complete it properly: [Reason You Need More Time].

I ask for an extension of ${days ? `${days} days` : '[Number of Days]'}, to ${newDate}. Please confirm the new date in writing.

If you need anything from me in the meantime, please tell me in writing.`);
  return renderDraft(facts, {
    intro: `**Request for more time**${deadline ? ` to ${deadline.title.toLowerCase()} (due ${longDate(deadline.dueOn)}, ${deadline.citation})` : what.startsWith('[') ? '' : ` for ${what}`}.`,
    subject: 'Request for Extension of Time - Claim [Claim Number]',
    body,
    notes: ['Ask before the date passes, and do not treat the extension as granted until the insurer confirms it in writing.'],
  });
}
