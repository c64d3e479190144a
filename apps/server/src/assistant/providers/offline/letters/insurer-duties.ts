import { describePeriod, ruleById, type Deadline } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { longDate } from '../format';

/** The insurer's running or missed time limits on this claim, overdue first, then the soonest; met ones and windows are left out. */
export function pendingInsurerDuties(facts: Facts, limit = 2): Deadline[] {
  const duties = (facts.claim?.deadlines ?? []).filter(
    (deadline) => deadline.who === 'insurer' && !deadline.window && deadline.status !== 'met',
  );
  const overdue = duties.filter((deadline) => deadline.status === 'overdue');
  const open = duties.filter((deadline) => deadline.status === 'open').sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  return [...overdue, ...open].slice(0, limit);
}

/** "Acknowledge the claim — due March 2, 2026 (overdue)": one insurer duty on a line. */
export const dueLine = (deadline: Deadline) =>
  `${deadline.title} — due ${longDate(deadline.dueOn)}${deadline.status === 'overdue' ? ' (overdue)' : ''}`;

/**
 * One paragraph per time limit, in a letter's words: the rule, and what it means for this claim.
 * A provisional rule (not checked against the primary text) is stated as the user's understanding.
 */
export function insurerDutyParagraphs(facts: Facts): string[] {
  return pendingInsurerDuties(facts).flatMap((deadline) => {
    const rule = ruleById(deadline.ruleId);
    if (!rule) return [];
    const period = describePeriod(deadline);
    const rulePart = rule.provisional
      ? `My understanding, from ${rule.letterSource ?? deadline.citation}, is that an insurer has ${period} after ${rule.triggerPhrase} to ${rule.duty}.`
      : `Under ${deadline.citation}, an insurer must ${rule.duty} within ${period} after ${rule.triggerPhrase}.`;
    const claimPart =
      deadline.status === 'overdue'
        ? `For my claim that period ended on ${longDate(deadline.dueOn)}, and I have no record that this has been done.`
        : `For my claim that is by ${longDate(deadline.dueOn)}.`;
    return [`${rulePart} ${claimPart}`];
  });
}
