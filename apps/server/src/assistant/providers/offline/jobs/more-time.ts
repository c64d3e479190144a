import { addCalendarDays, toAdjuster, type Deadline } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { longDate } from '../format';
import { renderDraft } from '../letters/draft';

/** "30 more days", "two weeks", "an extra month": the extension asked for, in days. */
export function daysAsked(message: string): number | null {
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, fifteen: 15, twenty: 20, thirty: 30, sixty: 60, ninety: 90 };
  const match = /\b(\d{1,3}|one|two|three|four|five|six|ten|fifteen|twenty|thirty|sixty|ninety|a|an)\s+(?:more\s+|extra\s+|additional\s+)?(day|week|month)s?\b/i.exec(message);
  if (!match) return null;
  const count = /^an?$/i.test(match[1]!) ? 1 : (words[match[1]!.toLowerCase()] ?? Number(match[1]));
  const unit = match[2]!.toLowerCase();
  return unit === 'week' ? count * 7 : unit === 'month' ? count * 30 : count;
}

/** The user's own open deadline the extension is most likely for: the soonest one not yet met. */
function ownDeadline(facts: Facts): Deadline | null {
  return facts.claim?.deadlines.find((deadline) => deadline.who === 'policyholder' && deadline.status !== 'met' && !deadline.window) ?? null;
}

/** A letter asking the insurer for more time for what the user still owes, with a new date. */
export function moreTime(facts: Facts, message: string): string {
  const days = daysAsked(message);
  const deadline = ownDeadline(facts);
  const owed = facts.claim?.openItems?.userOwes ?? [];
  const what = deadline ? deadline.title.toLowerCase() : owed.length > 0 ? owed.map((item) => item.description).join(', ') : '[What You Need More Time For]';
  const newDate = deadline && days ? longDate(addCalendarDays(deadline.dueOn, days)) : '[New Date]';
  const body = toAdjuster(`
I am writing about ${what}${deadline ? `, which is due on ${longDate(deadline.dueOn)}` : ''}. I am working on it in good faith, but I need more time to complete it properly: [Reason You Need More Time].

I ask for an extension of ${days ? `${days} days` : '[Number of Days]'}, to ${newDate}. Please confirm the new date in writing.

If you need anything from me in the meantime, please tell me in writing.`);
  return renderDraft(facts, {
    intro: `**Request for more time**${deadline ? ` for ${deadline.title.toLowerCase()} (due ${longDate(deadline.dueOn)}, ${deadline.citation})` : ''}.`,
    subject: 'Request for Extension of Time - Claim [Claim Number]',
    body,
    notes: ['Ask before the date passes, and do not treat the extension as granted until the insurer confirms it in writing.'],
  });
}
