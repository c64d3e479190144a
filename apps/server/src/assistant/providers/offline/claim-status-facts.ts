import type { Amount, Deadline, OpenItem } from '@benji/shared';
import type { ClaimContext, ClaimDetailsContext } from '../../engine';
import { latestAmount, type Facts } from '../../facts/claim-facts';

// What the claim's status says, as facts: each language writes them (claim-status.ts in English,
// jobs/localized/claim-status.ts in French and Spanish), so no language can say more than another.

/** What the chat page's 'Your Claim Process' checklist still lacks. */
export type MissingDetail = 'details' | 'policy_number' | 'police_report' | 'policy_pdf';

export function missingDetails(details: ClaimDetailsContext | null): MissingDetail[] {
  if (!details) return ['details'];
  const missing: MissingDetail[] = [];
  if (!details.policyNumber) missing.push('policy_number');
  if (!details.policeReportNumber) missing.push('police_report');
  if (details.policyTextStatus === 'none') missing.push('policy_pdf');
  return missing;
}

/** One step of what is due next on a claim. */
export type StatusStep =
  | { kind: 'you_owe'; item: OpenItem }
  | { kind: 'your_deadline'; deadline: Deadline }
  | { kind: 'insurer_late'; deadline: Deadline }
  | { kind: 'insurer_owes'; item: OpenItem }
  /** A paid claim can be reopened for a supplement, and a faulty repair is first the shop's to fix. */
  | { kind: 'paid' }
  | { kind: 'denied' }
  /** Nothing is owed either way: a proof of loss unasked for, and a written follow-up after a week. */
  | { kind: 'nothing_owed' };

/** What to do next, in order: the user's own overdue or open duties, then chasing the insurer; after the claim, what is left. */
export function statusSteps(claim: ClaimContext): StatusStep[] {
  const steps: StatusStep[] = [];
  const owed = claim.openItems;
  for (const item of owed?.userOwes ?? []) steps.push({ kind: 'you_owe', item });
  const mine = claim.deadlines.find((deadline) => deadline.who === 'policyholder' && deadline.status !== 'met' && !deadline.window);
  if (mine) steps.push({ kind: 'your_deadline', deadline: mine });
  const late = claim.deadlines.find((deadline) => deadline.who === 'insurer' && deadline.status === 'overdue');
  if (late) steps.push({ kind: 'insurer_late', deadline: late });
  for (const item of owed?.insurerOwes ?? []) steps.push({ kind: 'insurer_owes', item });
  // Sending a proof of loss is no step for a claim that is over.
  if (steps.length === 0 && claim.status === 'Paid') steps.push({ kind: 'paid' });
  if (steps.length === 0 && claim.status === 'Rejected') steps.push({ kind: 'denied' });
  if (steps.length === 0) steps.push({ kind: 'nothing_owed' });
  return steps;
}

/** The claim's latest payment, when the facts are this claim's. */
export const paymentOf = (claim: ClaimContext, facts: Facts): Amount | null =>
  facts.claim?.id === claim.id ? latestAmount(facts, 'payment') : null;

/** The claim number, when the claim details are this claim's. */
export const claimNumberOf = (claim: ClaimContext, facts: Facts): string | null =>
  facts.claim?.id === claim.id && facts.claimNumber ? facts.claimNumber : null;

/** The deadlines still to meet, at most five. */
export const openDeadlines = (claim: ClaimContext): Deadline[] =>
  claim.deadlines.filter((deadline) => deadline.status !== 'met').slice(0, 5);

/** The claims a status shows: the three newest. */
export const SHOWN_CLAIMS = 3;
