import type { Facts } from '../../../facts/claim-facts';
import { reasonsIn } from '../../../facts/user-reasons';
import { longDate } from '../format';

/**
 * What has gone wrong: overdue insurer deadlines and unanswered messages from the facts; when the
 * records show none, what the user says has gone wrong, in their own sentences (never the request
 * itself: user-reasons.ts).
 */
export function concerns(facts: Facts, message = ''): string[] {
  const overdue = (facts.claim?.deadlines ?? []).filter((deadline) => deadline.who === 'insurer' && deadline.status === 'overdue');
  const recorded = [
    ...overdue.map((deadline) => `The deadline for "${deadline.title}" passed on ${longDate(deadline.dueOn)} (${deadline.citation}).`),
    ...(facts.unanswered
      ? [`My message of ${longDate(facts.unanswered.occurred_on)} (${facts.unanswered.summary}) has had no answer.`]
      : []),
  ];
  return recorded.length > 0 ? recorded : reasonsIn(message);
}
