import { findTemplate } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { afterOpening, renderDraft } from '../letters/draft';
import { insurerDutyParagraphs } from '../letters/insurer-duties';
import { regulatorSteps } from './regulator-route';
import { concerns } from './claim-concerns';
import { ASKS_FOR_THE_REGULATOR, regulatorComplaint } from './regulator-complaint';

/**
 * A request for a supervisor's review, built on what the diary shows has gone wrong, then the
 * regulator to turn to; the complaint to the regulator itself when that is what the user asks for.
 */
export function escalate(facts: Facts, message = ''): string {
  const toTheRegulator = ASKS_FOR_THE_REGULATOR.test(message) ? regulatorComplaint(facts, message) : null;
  if (toTheRegulator) return toTheRegulator;
  const template = findTemplate('escalation-to-supervisor')!;
  const found = concerns(facts, message);
  return renderDraft(facts, {
    intro: `**${template.title}**${found.length > 0 ? ', built on what your diary shows:' : '.'}`,
    subject: template.fullContent.subject,
    body: afterOpening(template.fullContent.body, insurerDutyParagraphs(facts)),
    values: found.length > 0 ? { 'Summary of Concern': found.join(' ') } : {},
    notes: [regulatorSteps(facts)],
  });
}
