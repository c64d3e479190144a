import { addCalendarDays, toAdjuster, type Amount, type Deadline, type OpenItem } from '@benji/shared';
import { latestAmount, type Facts } from '../../../facts/claim-facts';
import { reasonsIn } from '../../../facts/user-reasons';
import { sentences } from '../../../facts/user-text';
import { lastDayFromLoss, policyTimeLimits, type PolicyTimeLimit } from '../../../policy/time-limits';
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

/** What an extension can be for, by name. */
export type ExtensionTopic = 'proof_of_loss' | 'holdback' | 'inventory' | 'euo' | 'suit';

/** What an extension can be for, as the message and a deadline's title name it. */
const TOPICS: readonly { id: ExtensionTopic; words: RegExp; what: string }[] = [
  { id: 'proof_of_loss', words: /\bproof of loss\b/i, what: 'the proof of loss' },
  {
    id: 'holdback',
    words: /\b(?:hold ?back|holdback|recoverable depreciation|depreciation|replace(?:ment|d)?|repairs?)\b/i,
    what: 'completing the repairs or replacement to claim the holdback',
  },
  {
    id: 'inventory',
    words: /\b(?:inventory|contents list|list of (?:damaged |stolen )?(?:items|contents))\b/i,
    what: 'the contents inventory',
  },
  { id: 'euo', words: /\b(?:euo|examination under oath)\b/i, what: 'the examination under oath' },
  { id: 'suit', words: /\b(?:sue|suit|lawsuit|legal action)\b/i, what: 'the time to start a lawsuit' },
];

/**
 * The user's own open deadline the extension is for: one about what the message names, else the
 * soonest. A practice tip (Benji's own reminder) is never one: it is owed to nobody.
 */
function ownDeadline(facts: Facts, topic: (typeof TOPICS)[number] | undefined): Deadline | null {
  const owed = (facts.claim?.deadlines ?? []).filter(
    (deadline) => deadline.who === 'policyholder' && deadline.status !== 'met' && !deadline.window && deadline.source !== 'practice',
  );
  if (!topic) return owed[0] ?? null;
  return owed.find((deadline) => topic.words.test(deadline.title)) ?? null;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The items the user still owes that the message speaks of, else all of them. */
function owedItemsSpokenOf(facts: Facts, message: string): OpenItem[] {
  const owed = facts.claim?.openItems?.userOwes ?? [];
  const asked = new Set(tokenize(message));
  const spoken = owed.filter((item) => tokenize(item.description).some((term) => asked.has(term)));
  return spoken.length > 0 ? spoken : owed;
}

/** What the user asks more time for, in a letter's words, when no dated deadline names it: the topic, else the items they still owe. */
function namedInMessage(topic: (typeof TOPICS)[number] | undefined, owed: readonly OpenItem[]): string | null {
  if (topic) return topic.what;
  const items = owed.map((item) => lowerFirst(item.description));
  return items.length > 0 ? `the ${listed(items).replace(/^the /, '')}` : null;
}

// The sentence that asks ("please request two more weeks from the adjuster"), as opposed to the ones that say why.
const ASKING = /\b(?:more time|extension|extend|another \d+|(?:ask|write|email|e-mail)\b.*\b(?:for|to))\b/i;

/**
 * Why the user needs more time, in their own sentences: the reasons any letter carries (not the
 * request, a question put to Benji, a greeting or venting: user-reasons.ts), less the sentence
 * that asks for the time.
 */
export function reasonIn(message: string): string | null {
  // "please ask for two more weeks, the contractor can't come until June": the request and the
  // reason often share a sentence, cut at the comma before the reason's subject.
  const parts = sentences(message)
    .flatMap((sentence) => sentence.split(/,\s+(?=(?:the|my|our|we|i|it|and)\b)/i))
    .filter((part) => !ASKING.test(part));
  const reasons = reasonsIn(parts.map((part) => part.replace(/[\s,;:]*$/, '.')).join(' '));
  return reasons.length > 0 ? reasons.join(' ') : null;
}

/** The policy's own time limit for what the extension is for, with its last day when it runs from the loss and the holdback it recovers. */
export interface ExtensionWindow {
  limit: PolicyTimeLimit;
  lastDay: string | null;
  held: Amount | null;
}

/**
 * The policy's own time limit for what the extension is for, when no law's deadline gives one:
 * "within 180 days after the loss" to repair or replace, "within 90 days after the loss" for the proof of loss.
 */
function policyWindow(facts: Facts, passages: readonly RankedPassage[], what: string): ExtensionWindow | null {
  const topic = /holdback/.test(what) ? 'holdback' : /proof of loss/.test(what) ? 'proof_of_loss' : null;
  const limit = topic ? policyTimeLimits(passages).find((candidate) => candidate.topic === topic) : undefined;
  if (!limit) return null;
  return {
    limit,
    lastDay: lastDayFromLoss(limit, facts.claim?.dateOfIncident ?? null),
    held: topic === 'holdback' ? latestAmount(facts, 'holdback') : null,
  };
}

/** The policy's time limit in the English letter's words. */
function windowSentence({ limit, lastDay, held }: ExtensionWindow): string {
  const purpose = limit.topic === 'holdback' ? ' to repair or replace' : ' for it';
  return `My policy (page ${limit.page}) gives ${limit.period}${limit.start === 'loss' ? ' after the loss' : ''}${purpose}${lastDay ? `, that is until ${longDate(lastDay)}` : ''}${held ? `, to recover the ${held.text} held back` : ''}.`;
}

/**
 * What a request for more time rests on, before any language writes it: the days asked, the
 * user's own deadline it is for (else the topic or the items they owe), the policy's time limit,
 * and the new date when both a due date and a number of days are known.
 */
export interface ExtensionPlan {
  days: number | null;
  deadline: Deadline | null;
  topic: ExtensionTopic | null;
  /** The items the user owes that the letter names, when neither a deadline nor a topic does. */
  owed: OpenItem[];
  /** The English letter's name for what the time is for; null when nothing names it. */
  what: string | null;
  window: ExtensionWindow | null;
  /** 'YYYY-MM-DD'. */
  newDate: string | null;
}

export function extensionPlan(facts: Facts, message: string, passages: readonly RankedPassage[] = []): ExtensionPlan {
  const days = daysAsked(message);
  const topic = TOPICS.find((candidate) => candidate.words.test(message));
  const deadline = ownDeadline(facts, topic);
  const owed = deadline || topic ? [] : owedItemsSpokenOf(facts, message);
  const what = deadline ? `the time to ${deadline.title.toLowerCase()}` : namedInMessage(topic, owed);
  const window = deadline || !what ? null : policyWindow(facts, passages, what);
  const due = deadline?.dueOn ?? window?.lastDay ?? null;
  return { days, deadline, topic: topic?.id ?? null, owed, what, window, newDate: due && days ? addCalendarDays(due, days) : null };
}

/** A letter asking the insurer for more time for what the user still owes, with a new date and the user's reason. */
export function moreTime(facts: Facts, message: string, passages: readonly RankedPassage[] = []): string {
  const { days, deadline, what: named, window, newDate } = extensionPlan(facts, message, passages);
  const what = named ?? '[What You Need More Time For]';
  const reason = reasonIn(message);
  const body = toAdjuster(`
I am writing about ${what}${deadline ? `, which is due on ${longDate(deadline.dueOn)}` : ''}.${window ? ` ${windowSentence(window)}` : ''} I am working on it in good faith, but I need more time to complete it properly. ${reason ?? '[Reason You Need More Time]'}

I ask for an extension of ${days ? `${days} days` : '[Number of Days]'}, to ${newDate ? longDate(newDate) : '[New Date]'}. Please confirm the new date in writing.

If you need anything from me in the meantime, please tell me in writing.`);
  return renderDraft(facts, {
    intro: `**Request for more time**${deadline ? ` to ${deadline.title.toLowerCase()} (due ${longDate(deadline.dueOn)}, ${deadline.citation})` : what.startsWith('[') ? '' : ` for ${what}`}.`,
    subject: 'Request for Extension of Time - Claim [Claim Number]',
    body,
    notes: ['Ask before the date passes, and do not treat the extension as granted until the insurer confirms it in writing.'],
  });
}
