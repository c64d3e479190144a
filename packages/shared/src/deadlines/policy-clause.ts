import { jurisdictionsFor } from './jurisdiction';
import { describePeriod, dueDate, periodOf } from './period';
import type { Country, Deadline, Period } from './types';

/** A time limit of the user's own policy, as read from the uploaded PDF: "within one year after the date of loss". */
export interface PolicyClause {
  page: number;
  /** The sentence, as the policy words it (clipped). */
  wording: string;
  /** Counted from the date of loss, in months or calendar days. */
  period: Period;
}

export interface PolicyClauseClaim {
  country: Country;
  region: string | null;
  lossDate: string;
  today: string;
}

/** What one kind of policy clause makes of its deadline: its rule id, title, name and what to do before the date. */
export interface PolicyClauseKind {
  ruleId: string;
  title: string;
  /** "suit clause": the citation reads "Your policy's suit clause, page 7 (policy wording, not a statute)". */
  named: string;
  /** The second caveat, after the policy's own words: what the date means and what to do before it. */
  advice: string;
}

/** The deadline's first caveat: the policy's own words, where they were read. */
export const policySays = ({ wording, page }: Pick<PolicyClause, 'page' | 'wording'>) => `Your policy says: "${wording}" (page ${page}).`;

/**
 * A clause of the policy as a deadline, counted from the date of loss. Its source is policy
 * wording, never law, and its caveats say so.
 */
export function policyClauseDeadline(clause: PolicyClause, claim: PolicyClauseClaim, kind: PolicyClauseKind): Deadline {
  const [jurisdiction = claim.country === 'Canada' ? 'CA-*' : 'US-*'] = jurisdictionsFor(claim.country, claim.region);
  // A policyholder's last day is never moved later: 'weekends_only' only matters for business days.
  const dueOn = dueDate(claim.lossDate, clause.period, 'weekends_only');
  const citation = `Your policy's ${kind.named}, page ${clause.page} (policy wording, not a statute)`;
  return {
    ruleId: kind.ruleId,
    jurisdiction,
    who: 'policyholder',
    title: kind.title,
    ...periodOf(clause.period),
    dueOn,
    citation,
    sourceUrl: null,
    checkedOn: claim.today,
    source: 'policy_wording',
    effectiveFrom: claim.lossDate,
    effectiveTo: null,
    effectiveNote: `Read from page ${clause.page} of the policy you uploaded: "${clause.wording}"`,
    provisional: false,
    provisionalReason: null,
    status: claim.today > dueOn ? 'overdue' : 'open',
    triggeredBy: null,
    triggeredOn: claim.lossDate,
    metBy: null,
    metOn: null,
    extendedBy: null,
    extendedOn: null,
    rolledFrom: null,
    pause: null,
    policyClause: { page: clause.page, wording: clause.wording },
    window: true,
    basis: `${citation}: ${describePeriod(clause.period)} after the date of loss on ${claim.lossDate}`,
    caveats: [policySays(clause), kind.advice],
  };
}
