import { rulesFor } from './jurisdiction';
import { policyClauseDeadline, type PolicyClause, type PolicyClauseClaim } from './policy-clause';
import type { ClaimCategory, Country, Deadline, DeadlineRule } from './types';

/**
 * The policy's time limit to repair or replace and still collect the depreciation held back, as
 * read from the uploaded PDF: "the rest is paid once the work is done, if you claim it within 180
 * days of the loss".
 */
export type PolicyHoldbackClause = PolicyClause;

/** The ruleId of the deadline read from the user's policy; it is in no rule table. It names "holdback", as the law's holdback clocks do. */
export const POLICY_HOLDBACK_CLAUSE_ID = 'policy-holdback-clause';

const HOLDBACK_DUTY = /\bholdback\b/;

const isHoldbackRule = (rule: DeadlineRule) => rule.who === 'policyholder' && HOLDBACK_DUTY.test(rule.duty);

/**
 * True where the place's encoded law gives this claim a time to collect the holdback (California's
 * 12 months at least from the first payment). There the law's clock is shown, not the policy's: a
 * policy cannot give less than the law's minimum, and the law's clock already says the policy may
 * allow longer.
 */
export function lawSetsHoldbackDeadline(country: Country, region: string | null, category: ClaimCategory | null): boolean {
  return rulesFor(country, region, category).some(isHoldbackRule);
}

/**
 * The policy's holdback condition as a deadline, counted from the date of loss. Its source is
 * policy wording, never law; its caveat says so, and what to do before the date.
 */
export function policyHoldbackDeadline(clause: PolicyHoldbackClause, claim: PolicyClauseClaim): Deadline {
  return policyClauseDeadline(clause, claim, {
    ruleId: POLICY_HOLDBACK_CLAUSE_ID,
    title: 'Last day to claim the depreciation held back, under your policy',
    named: 'time limit for held-back depreciation',
    advice:
      'A policy term, not a law: finish the repairs or replacement and send the paid invoices before this date. ' +
      'If the work will take longer, ask your adjuster in writing for more time before the date passes.',
  });
}
