import type { AssistantContext } from '../../../engine';
import { formatDollars } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { claimStatus, dueNext } from '../claim-status';
import { bullets, longDate, paragraphs } from '../format';
import { dueLine } from '../letters/insurer-duties';
import { firstWeeksSteps } from './first-weeks';
import { asksWhereItStands, durationOf, openMoney, policyLimitsAhead, silenceOf, waitOf, type OwnLimit } from './next-steps-facts';
import { processGuideFor } from './process-guides';
import { complaintRoute } from './regulator-route';

const sentence = (text: string) => text.replace(/[\s.]+$/, '');

/** The contact history in two lines: who last wrote to whom, and how long ago. */
function contactLines(facts: Facts): string[] {
  const lines: string[] = [];
  if (facts.lastFromInsurer)
    lines.push(
      `Last word from the insurer: ${longDate(facts.lastFromInsurer.occurred_on)} — ${sentence(facts.lastFromInsurer.summary)} (${facts.daysSinceInsurerContact} days ago).`,
    );
  else if (facts.events.length > 0) lines.push('Your diary records nothing from the insurer yet.');
  if (facts.lastToInsurer)
    lines.push(`Your last message to them: ${longDate(facts.lastToInsurer.occurred_on)} — ${sentence(facts.lastToInsurer.summary)}.`);
  return lines;
}

/** Who regulates the insurer here, for a claim stuck past the law's time limits or a month of silence. */
function regulatorAdvice(facts: Facts): string | null {
  const route = complaintRoute(facts);
  if (!route) return null;
  const service = route.disputeService ? `, and then ${route.disputeService.name}` : '';
  return `If the supervisor does not act, complain to ${route.regulator.name} (${route.regulator.website})${service} — ask me "who do I complain to" for what to send.`;
}

/** What to do about silence: a reminder after about a week and a half, a supervisor and the regulator after a month or a missed legal time limit. */
function silenceAdvice(facts: Facts): string | null {
  const silence = silenceOf(facts);
  if (!silence) return null;
  if (silence.kind === 'remind')
    return 'Your last message is still unanswered: if nothing comes within 7–10 business days of it, send a written reminder ("write a follow-up e-mail").';
  const { missed, days } = silence;
  const why =
    missed.length > 0
      ? `The insurer has missed ${missed.length === 1 ? 'a time limit' : 'time limits'} the law sets (${missed.map((deadline) => `${deadline.title.toLowerCase()}, due ${longDate(deadline.dueOn)}`).join('; ')}).`
      : `It has been ${days} days since the insurer last wrote to you.`;
  return paragraphs(
    `${why} Send a written reminder now ("write a follow-up e-mail") and, if nothing comes within a week, escalate to a claims supervisor ("escalate my claim").`,
    regulatorAdvice(facts),
  );
}

function howLong(days: number): string {
  const { unit, count } = durationOf(days);
  if (unit === 'months') return `about ${count} months`;
  if (unit === 'weeks') return `about ${count} weeks`;
  return count === 1 ? 'a day' : `${count} days`;
}

/**
 * The wait the user tells of, answered for itself: a written request first, the insurer's legal
 * time limits on this claim, and after a month a supervisor and the regulator.
 */
function waitAdvice(facts: Facts, message: string): string | null {
  const wait = waitOf(facts, message);
  if (!wait) return null;
  const duties = wait.duties.map(dueLine);
  const { long } = wait;
  return paragraphs(
    wait.days !== null ? `**After ${howLong(wait.days)} of waiting on the insurer**` : '**Waiting on the insurer**',
    bullets(
      [
        `Ask ${facts.adjusterName || 'your adjuster'} in writing where the claim stands, what they still need from you, and when they will decide ("write a follow-up e-mail"). A written request is on the record, and in many states and provinces the insurer must answer it within a set time.`,
        duties.length > 0
          ? `What the law gives ${facts.insurer || 'the insurer'} time for on your claim: ${duties.join('; ')}.`
          : 'The law gives the insurer set times to acknowledge, decide and pay: ask me "what deadlines apply" for yours.',
        long
          ? 'If nothing comes within a week of your written request, escalate to a claims supervisor ("escalate my claim").'
          : 'If nothing comes within 7–10 business days of your written request, send a reminder; after a month, a supervisor.',
        long ? regulatorAdvice(facts) : null,
        'Log every call and e-mail in your claim diary with its date, the unanswered ones too.',
      ].filter((line): line is string => !!line),
    ),
  );
}

/** Money still open on the claim: an offer below the user's figure, and depreciation held back. */
export function moneyAdvice(context: AssistantContext, facts: Facts): string[] {
  const advice: string[] = [];
  const { offer, holdback } = openMoney(context, facts);
  if (offer)
    advice.push(
      `Their offer of ${offer.offer.text} is ${formatDollars(offer.figure.value - offer.offer.value)} below your figure of ${offer.figure.text}. Dispute it in writing with your estimate ("dispute the offer")${offer.appraisalPage !== null ? `; if that fails, your policy's appraisal clause (page ${offer.appraisalPage}) lets a panel set the amount ("invoke appraisal")` : ''}.`,
    );
  if (holdback)
    advice.push(
      `${holdback.text} of recoverable depreciation (the holdback) is still to come: once the repairs or replacements are done, send the invoices and ask for it ("release the holdback"), within the time your policy allows.`,
    );
  return advice;
}

const OWN_LIMITS: Record<OwnLimit, string> = {
  proof_of_loss: 'Send your sworn proof of loss',
  holdback: 'Finish the repairs or replacement to collect the holdback',
};

/** The user's own time limits ahead that the policy runs from the loss, one line each. */
const ownLimitLines = (context: AssistantContext, facts: Facts) =>
  policyLimitsAhead(context, facts).map(
    ({ topic, lastDay, limit }) =>
      `${OWN_LIMITS[topic]} by **${longDate(lastDay)}**: your policy gives ${limit.period} after the loss (page ${limit.page}${limit.statutory ? ', a statutory condition' : ''}).`,
  );

/** Where the claim stands, how long the insurer has been silent, what is overdue, and the next step. */
export function nextSteps(context: AssistantContext, facts: Facts, message = ''): string {
  const contacts = contactLines(facts);
  const money = moneyAdvice(context, facts);
  const ownLimits = ownLimitLines(context, facts);
  const guide = processGuideFor(message, facts);
  const wait = guide ? null : waitAdvice(facts, message);
  if (guide)
    return paragraphs(
      guide,
      ownLimits.length > 0 ? `**Your policy's time limits ahead**\n${bullets(ownLimits)}` : null,
      silenceAdvice(facts),
      money.length > 0 ? `**Money still open**\n${bullets(money)}` : null,
    );
  // What to do comes first, the record it rests on after: a reader who stops early has the action.
  const advice = [
    wait ?? silenceAdvice(facts),
    // The user tells of a wait: the claim is past its first weeks, whatever its dates say.
    wait ? null : firstWeeksSteps(facts, message),
    money.length > 0 ? `**Money still open**\n${bullets(money)}` : null,
  ].filter((part): part is string => !!part);
  return paragraphs(
    ...advice,
    ownLimits.length > 0 ? `**Your policy's time limits ahead**\n${bullets(ownLimits)}` : null,
    contacts.length > 0 ? `**Contact so far**\n${bullets(contacts)}` : null,
    // The whole status when it is asked for or is all there is to say; otherwise what is due next.
    advice.length > 0 && !asksWhereItStands(message) ? dueNext(facts) : claimStatus(context, facts),
  );
}
