import { rulesFor } from './jurisdiction';
import { policyClauseDeadline, type PolicyClause, type PolicyClauseClaim } from './policy-clause';
import type { ClaimCategory, Country, Deadline, DeadlineRule } from './types';

/** The suit clause of the user's own policy, as read from the uploaded PDF: "within one year after the date of loss". */
export type PolicySuitClause = PolicyClause;

/** The ruleId of the deadline read from the user's policy; it is in no rule table. */
export const POLICY_SUIT_CLAUSE_ID = 'policy-suit-clause';

const SUIT_DUTY = /\blawsuit\b/;

/** A rule giving the policyholder a last day to sue: a window from the date of loss. */
function isSuitRule(rule: DeadlineRule): boolean {
  return rule.who === 'policyholder' && rule.trigger === 'loss_date' && rule.satisfiedBy.length === 0 && SUIT_DUTY.test(rule.duty);
}

/**
 * True where the place's encoded law gives this claim a last day to sue. Where it does not (Texas,
 * Georgia, New York, a state with no rules encoded), the policy's own suit clause is the date to show:
 * courts there commonly hold a policyholder to it (Georgia enforces one-year clauses).
 */
export function lawSetsSuitDeadline(country: Country, region: string | null, category: ClaimCategory | null): boolean {
  return rulesFor(country, region, category).some(isSuitRule);
}

/**
 * The policy's suit clause as a deadline, counted from the date of loss. Its source is policy
 * wording, never law; its caveat says so and that the law may allow longer.
 */
export function policySuitDeadline(clause: PolicySuitClause, claim: PolicyClauseClaim): Deadline {
  return policyClauseDeadline(clause, claim, {
    ruleId: POLICY_SUIT_CLAUSE_ID,
    title: "Last day to sue under your policy's suit clause",
    named: 'suit clause',
    advice:
      'A policy term, not a law: the law where you live may give you longer or stop the clock while the claim is open, but do not count on it. ' +
      'Speak to a lawyer well before this date.',
  });
}
