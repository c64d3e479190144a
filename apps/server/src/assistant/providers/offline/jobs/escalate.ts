import { findTemplate } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { longDate } from '../format';
import { afterOpening, renderDraft } from '../letters/draft';
import { insurerDutyParagraphs } from '../letters/insurer-duties';
import { regulatorSteps } from './regulator-route';

/** What has gone wrong, from the facts: overdue insurer deadlines and unanswered messages. */
export function concerns(facts: Facts): string[] {
  const overdue = (facts.claim?.deadlines ?? []).filter((deadline) => deadline.who === 'insurer' && deadline.status === 'overdue');
  return [
    ...overdue.map((deadline) => `The deadline for "${deadline.title}" passed on ${longDate(deadline.dueOn)} (${deadline.citation}).`),
    ...(facts.unanswered
      ? [`My message of ${longDate(facts.unanswered.occurred_on)} (${facts.unanswered.summary}) has had no answer.`]
      : []),
  ];
}

/** A request for a supervisor's review, built on what the diary shows has gone wrong, then the regulator to turn to. */
export function escalate(facts: Facts): string {
  const template = findTemplate('escalation-to-supervisor')!;
  const found = concerns(facts);
  return renderDraft(facts, {
    intro: `**${template.title}**${found.length > 0 ? ', built on what your diary shows:' : '.'}`,
    subject: template.fullContent.subject,
    body: afterOpening(template.fullContent.body, insurerDutyParagraphs(facts)),
    values: found.length > 0 ? { 'Summary of Concern': found.join(' ') } : {},
    notes: [regulatorSteps(facts)],
  });
}
