import type { Deadline, DeadlineRule } from '@benji/shared';

/**
 * One duty of the claim: a rule (in the version that applies) and, once its clock has started,
 * the latest deadline the engine counted for it.
 */
export interface Duty {
  rule: DeadlineRule;
  deadline: Deadline | null;
}

// Superseded versions of a rule share its jurisdiction and title (see rules.test.ts); they are
// one duty to the user.
const dutyKey = (rule: DeadlineRule) => `${rule.jurisdiction}|${rule.title}`;

const inForceOn = (rule: DeadlineRule, date: string) =>
  rule.effectiveFrom <= date && (rule.effectiveTo === undefined || date <= rule.effectiveTo);

function latest(deadlines: readonly Deadline[]): Deadline | null {
  return (
    [...deadlines]
      .sort((a, b) => (a.triggeredOn === b.triggeredOn ? a.dueOn.localeCompare(b.dueOn) : a.triggeredOn.localeCompare(b.triggeredOn)))
      .at(-1) ?? null
  );
}

/**
 * The claim's duties under these rules. A started clock brings the version it was counted under;
 * a duty not started yet is stated in the version in force today. A period that runs from the
 * loss and has no deadline did not apply to this loss (the loss predates the rule), so it is left out.
 */
export function dutiesOf(rules: readonly DeadlineRule[], deadlines: readonly Deadline[], today: string): Duty[] {
  const groups = new Map<string, DeadlineRule[]>();
  for (const rule of rules) groups.set(dutyKey(rule), [...(groups.get(dutyKey(rule)) ?? []), rule]);
  const duties: Duty[] = [];
  for (const versions of groups.values()) {
    const ids = new Set(versions.map((rule) => rule.id));
    const deadline = latest(deadlines.filter((candidate) => ids.has(candidate.ruleId)));
    const rule = deadline
      ? versions.find((version) => version.id === deadline.ruleId)
      : versions.find((version) => inForceOn(version, today));
    if (!rule || (rule.trigger === 'loss_date' && !deadline)) continue;
    duties.push({ rule, deadline });
  }
  return duties;
}

export type StartedDuty = Duty & { deadline: Deadline };

export const isStarted = (duty: Duty): duty is StartedDuty => duty.deadline !== null;
