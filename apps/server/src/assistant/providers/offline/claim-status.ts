import { DEADLINE_DISCLAIMER, type Deadline } from '@benji/shared';
import type { AssistantContext, ClaimContext, ClaimDetailsContext } from '../../engine';
import { latestAmount, lossLocation, type Facts } from '../../facts/claim-facts';
import { bullets, longDate, paragraphs } from './format';

/** The chat page's 'Your Claim Process' checklist, as sentences for what is missing. */
function missingDetails(details: ClaimDetailsContext | null): string[] {
  if (!details) return ['your claim details (insurer, adjuster, claim number) and your policy PDF'];
  const missing: string[] = [];
  if (!details.policyNumber) missing.push('the policy number');
  if (!details.policeReportNumber) missing.push('the police report number (if there is one)');
  if (details.policyTextStatus === 'none') missing.push('your policy PDF');
  return missing;
}

function deadlineLine(deadline: Deadline): string {
  const side = deadline.who === 'insurer' ? 'Insurer' : 'You';
  const state = deadline.status === 'overdue' ? '**overdue** since' : deadline.window ? 'last day' : 'due';
  return `${side}: ${deadline.title} — ${state} ${longDate(deadline.dueOn)} (${deadline.citation})`;
}

/**
 * What is left to do on a claim that is over: a paid claim can be reopened for what the payment did
 * not cover (a supplement), a denied one appealed. Sending a proof of loss is no step for either.
 */
function afterTheClaim(claim: ClaimContext, payment: string | null): string[] {
  if (claim.status === 'Paid')
    return [
      `The claim is paid${payment ? ` (${payment})` : ''} and closed. If damage from the same loss shows up later, or a repair turns out faulty, it can be reopened: write to the adjuster asking to reopen the claim for a supplement, with photos and the repair shop's findings and estimate.`,
      'A fault in the repair itself is first the repair shop’s to fix under its workmanship warranty: take the vehicle or the work back to them in writing, and keep their answer for the adjuster.',
    ];
  return [
    'The claim was denied. Ask for the decision in writing with the policy provisions it rests on (ask me to "get the denial in writing"), then ask them to reconsider ("appeal the denial").',
  ];
}

/** What to do next, in order: the user's own overdue or open duties, then chasing the insurer. */
function nextSteps(claim: ClaimContext, payment: string | null): string[] {
  const steps: string[] = [];
  const owed = claim.openItems;
  for (const item of owed?.userOwes ?? []) steps.push(`Send the insurer: ${item.description} (asked on ${longDate(item.since)}).`);
  const mine = claim.deadlines.find((deadline) => deadline.who === 'policyholder' && deadline.status !== 'met' && !deadline.window);
  if (mine) steps.push(`${mine.title} by ${longDate(mine.dueOn)}.`);
  const late = claim.deadlines.find((deadline) => deadline.who === 'insurer' && deadline.status === 'overdue');
  if (late)
    steps.push(`The insurer is past its deadline to ${late.title.toLowerCase()}: ask me for a "reminder letter" and I will fill one in.`);
  for (const item of owed?.insurerOwes ?? []) steps.push(`Waiting on the insurer: ${item.description} (since ${longDate(item.since)}).`);
  if (steps.length === 0 && (claim.status === 'Paid' || claim.status === 'Rejected')) steps.push(...afterTheClaim(claim, payment));
  if (steps.length === 0)
    steps.push(
      'Send a proof of loss even if the insurer has not asked for one (ask me to "format my proof of loss").',
      'If you have not heard back within 7 business days of your last message, follow up in writing (ask me for a "status check-in letter").',
    );
  return steps;
}

/** The claim's latest payment as a sentence can carry it ("$9,840 on July 2, 2026"), when the facts are this claim's. */
function paymentOf(claim: ClaimContext, facts: Facts): string | null {
  const payment = facts.claim?.id === claim.id ? latestAmount(facts, 'payment') : null;
  return payment ? `${payment.text}${payment.on ? ` on ${longDate(payment.on)}` : ''}` : null;
}

/** The claim in two lines: its kind, insurer, status and number; where and when the loss was. */
function claimHeading(claim: ClaimContext, facts: Facts): string {
  const claimNumber = facts.claim?.id === claim.id && facts.claimNumber ? `, claim number ${facts.claimNumber}` : '';
  return `**${claim.typeOfClaim} — ${claim.insuranceCompanyName || 'insurer not given'}** (status ${claim.status}${claimNumber})\nLoss on ${longDate(claim.dateOfIncident)} in ${lossLocation(claim)}; submitted ${longDate(claim.submittedOn)}.`;
}

function claimSummary(claim: ClaimContext, facts: Facts): string {
  const open = claim.deadlines.filter((deadline) => deadline.status !== 'met').slice(0, 5);
  return paragraphs(
    claimHeading(claim, facts),
    open.length > 0
      ? `**Dates that apply**\n${bullets(open.map(deadlineLine))}`
      : 'No dated deadline applies yet: most start from an event. Log events in your claim diary (for example the day you reported the claim) and I will count the deadlines that follow.',
    `**What is due next**\n${bullets(nextSteps(claim, paymentOf(claim, facts)))}`,
  );
}

/** Only what is due next on the claim the conversation is about, for a reply that already says where it stands. */
export function dueNext(facts: Facts): string | null {
  const claim = facts.claim;
  return claim
    ? paragraphs(claimHeading(claim, facts), `**What is due next**\n${bullets(nextSteps(claim, paymentOf(claim, facts)))}`)
    : null;
}

/** Where each claim stands and what is due next, from the claims, the deadline engine and the diary. */
export function claimStatus(context: AssistantContext, facts: Facts): string {
  const missing = missingDetails(context.claimDetails);
  const detailsNote =
    missing.length > 0 ? `To complete your claim file, add ${missing.join(', ')} in **Claim Details** on this page.` : null;
  if (context.claims.length === 0)
    return paragraphs(
      'You have not submitted a claim in Benji yet, so I have no dates to work from.',
      'Submit your claim info (type of claim, what happened, date and place) and I will tell you which deadlines apply where you live and what is due next.',
      detailsNote,
    );
  const claims = context.claims.slice(0, 3);
  return paragraphs(
    context.claims.length > 1
      ? `**Your ${context.claims.length} claims**, newest first${context.claims.length > 3 ? ' (the three newest shown)' : ''}:`
      : '**Your claim**',
    ...claims.map((claim) => claimSummary(claim, facts)),
    detailsNote,
    `${DEADLINE_DISCLAIMER} Dates are counted from your date of loss and the events in your claim diary; your policy can set other limits.`,
  );
}
