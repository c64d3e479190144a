import { DEADLINE_DISCLAIMER, type Amount, type Deadline } from '@benji/shared';
import type { AssistantContext, ClaimContext } from '../../engine';
import { lossLocation, type Facts } from '../../facts/claim-facts';
import {
  claimNumberOf,
  missingDetails,
  openDeadlines,
  paymentOf,
  SHOWN_CLAIMS,
  statusSteps,
  type MissingDetail,
  type StatusStep,
} from './claim-status-facts';
import { bullets, longDate, paragraphs } from './format';

const MISSING: Record<MissingDetail, string> = {
  details: 'your claim details (insurer, adjuster, claim number) and your policy PDF',
  policy_number: 'the policy number',
  police_report: 'the police report number (if there is one)',
  policy_pdf: 'your policy PDF',
};

function deadlineLine(deadline: Deadline): string {
  const side = deadline.who === 'insurer' ? 'Insurer' : 'You';
  const state = deadline.status === 'overdue' ? '**overdue** since' : deadline.window ? 'last day' : 'due';
  return `${side}: ${deadline.title} — ${state} ${longDate(deadline.dueOn)} (${deadline.citation})`;
}

/** One step of what is due next, as a sentence; a step after the claim may take two. */
function stepLines(step: StatusStep, payment: Amount | null): string[] {
  switch (step.kind) {
    case 'you_owe':
      return [`Send the insurer: ${step.item.description} (asked on ${longDate(step.item.since)}).`];
    case 'your_deadline':
      return [`${step.deadline.title} by ${longDate(step.deadline.dueOn)}.`];
    case 'insurer_late':
      return [
        `The insurer is past its deadline to ${step.deadline.title.toLowerCase()}: ask me for a "reminder letter" and I will fill one in.`,
      ];
    case 'insurer_owes':
      return [`Waiting on the insurer: ${step.item.description} (since ${longDate(step.item.since)}).`];
    case 'paid':
      return [
        `The claim is paid${payment ? ` (${payment.text}${payment.on ? ` on ${longDate(payment.on)}` : ''})` : ''} and closed. If damage from the same loss shows up later, or a repair turns out faulty, it can be reopened: write to the adjuster asking to reopen the claim for a supplement, with photos and the repair shop's findings and estimate.`,
        'A fault in the repair itself is first the repair shop’s to fix under its workmanship warranty: take the vehicle or the work back to them in writing, and keep their answer for the adjuster.',
      ];
    case 'denied':
      return [
        'The claim was denied. Ask for the decision in writing with the policy provisions it rests on (ask me to "get the denial in writing"), then ask them to reconsider ("appeal the denial").',
      ];
    case 'nothing_owed':
      return [
        'Send a proof of loss even if the insurer has not asked for one (ask me to "format my proof of loss").',
        'If you have not heard back within 7 business days of your last message, follow up in writing (ask me for a "status check-in letter").',
      ];
  }
}

const whatIsDueNext = (claim: ClaimContext, facts: Facts) =>
  `**What is due next**\n${bullets(statusSteps(claim).flatMap((step) => stepLines(step, paymentOf(claim, facts))))}`;

/** The claim in two lines: its kind, insurer, status and number; where and when the loss was. */
function claimHeading(claim: ClaimContext, facts: Facts): string {
  const number = claimNumberOf(claim, facts);
  const claimNumber = number ? `, claim number ${number}` : '';
  return `**${claim.typeOfClaim} — ${claim.insuranceCompanyName || 'insurer not given'}** (status ${claim.status}${claimNumber})\nLoss on ${longDate(claim.dateOfIncident)} in ${lossLocation(claim)}; submitted ${longDate(claim.submittedOn)}.`;
}

function claimSummary(claim: ClaimContext, facts: Facts): string {
  const open = openDeadlines(claim);
  return paragraphs(
    claimHeading(claim, facts),
    open.length > 0
      ? `**Dates that apply**\n${bullets(open.map(deadlineLine))}`
      : 'No dated deadline applies yet: most start from an event. Log events in your claim diary (for example the day you reported the claim) and I will count the deadlines that follow.',
    whatIsDueNext(claim, facts),
  );
}

/** Only what is due next on the claim the conversation is about, for a reply that already says where it stands. */
export function dueNext(facts: Facts): string | null {
  const claim = facts.claim;
  return claim ? paragraphs(claimHeading(claim, facts), whatIsDueNext(claim, facts)) : null;
}

/** Where each claim stands and what is due next, from the claims, the deadline engine and the diary. */
export function claimStatus(context: AssistantContext, facts: Facts): string {
  const missing = missingDetails(context.claimDetails).map((detail) => MISSING[detail]);
  const detailsNote =
    missing.length > 0 ? `To complete your claim file, add ${missing.join(', ')} in **Claim Details** on this page.` : null;
  if (context.claims.length === 0)
    return paragraphs(
      'You have not submitted a claim in Benji yet, so I have no dates to work from.',
      'Submit your claim info (type of claim, what happened, date and place) and I will tell you which deadlines apply where you live and what is due next.',
      detailsNote,
    );
  const claims = context.claims.slice(0, SHOWN_CLAIMS);
  return paragraphs(
    context.claims.length > 1
      ? `**Your ${context.claims.length} claims**, newest first${context.claims.length > SHOWN_CLAIMS ? ' (the three newest shown)' : ''}:`
      : '**Your claim**',
    ...claims.map((claim) => claimSummary(claim, facts)),
    detailsNote,
    `${DEADLINE_DISCLAIMER} Dates are counted from your date of loss and the events in your claim diary; your policy can set other limits.`,
  );
}
