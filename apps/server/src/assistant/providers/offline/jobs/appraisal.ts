import { toAdjuster } from '@benji/shared';
import { latestAmount, userFigureAbove, type Facts } from '../../../facts/claim-facts';
import type { AssistantContext } from '../../../engine';
import { formatDollars } from '@benji/shared';
import { paragraphs } from '../format';
import { renderDraft } from '../letters/draft';
import { policyUnavailable, quote } from '../policy-answer';
import { policyTimeLimits } from '../../../policy/time-limits';
import { appraisalClause } from './appraisal-clause';

/**
 * The user says they and the insurer disagree on how much, without a figure for it: "we disagree
 * on price by about $35k", "their number is a joke". Enough to demand appraisal; the offer's figure
 * is left for the user to fill in.
 */
const DISAGREES_ON_THE_AMOUNT =
  /\b(?:disagree|don'?t agree|do not agree|can'?t agree|cannot agree)\b[^.?!]{0,40}\b(?:price|amount|number|figure|value|cost|estimate|offer)|\b(?:their|the) (?:number|figure|price|offer|estimate) is (?:too low|wrong|a joke|way off)|\btoo low\b|\blowball\w*\b|\btake it or leave it\b/i;

/** "if they lowball the roof, …": a disagreement supposed, not had. */
const withoutWhatIfs = (message: string) => message.replace(/\b(?:if|when|in case|suppose|what if)\b[^,.;?!]*/gi, ' ');

/**
 * A written demand for appraisal under the policy's appraisal clause. Appraisal settles a
 * disagreement about the amount of the loss, so it needs an offer to disagree with, and a policy
 * that has the clause (quoted with its page when the PDF is readable).
 */
export function appraisal(facts: Facts, message: string, context: AssistantContext): string {
  const offer = latestAmount(facts, 'offer');
  const clause = appraisalClause(context.passages);
  if (!offer && !DISAGREES_ON_THE_AMOUNT.test(withoutWhatIfs(message)))
    return paragraphs(
      'Appraisal settles a disagreement about the **amount** of the loss, and I see no offer from the insurer in your claim diary or your message — so there is no amount to disagree with yet.',
      clause ? `What your policy says:\n${quote(clause)}` : null,
      'When they make an offer you think is too low, log it in your claim diary ("Settlement offer received") or tell me the amount, and I can draft a dispute first and, if that fails, the appraisal demand. Appraisal does not decide whether something is covered.',
    );
  const unreadable = policyUnavailable(context);
  if (!clause && !unreadable)
    return paragraphs(
      `I searched your policy and found no appraisal clause, so I will not draft a demand under one. Ask ${facts.adjusterName || 'your adjuster'} in writing whether your policy has an appraisal provision and on which page.`,
      'Meanwhile, you can dispute the offer with your own estimate — ask me to "dispute the offer".',
    );
  const estimate = offer && userFigureAbove(facts, offer);
  const appointment = policyTimeLimits(context.passages).find((limit) => limit.topic === 'appraisal');
  const answerWithin = appointment
    ? `Please name your appraiser in writing within ${appointment.period} of receiving this demand, as my policy requires (page ${appointment.page}).`
    : 'Please name your appraiser in writing within the time the policy allows.';
  const body = toAdjuster(`
We disagree on the amount of the loss: you offered [Offer Amount]${estimate ? `, and my estimate is ${estimate.text}` : ''}. Under the appraisal provision of my policy${clause ? ` (page ${clause.page})` : ' ([Policy Section and Page])'}, I demand appraisal of the amount of the loss.

My appraiser is [Your Appraiser's Name and Contact Details]${clause && /\bimpartial\b/i.test(clause.text) ? ', a competent and impartial appraiser' : ''}. ${answerWithin}

This demand concerns the amount of the loss only; I reserve all my other rights under the policy.`);
  return renderDraft(facts, {
    intro: offer
      ? `**Demand for appraisal** — for the gap between the offer of ${offer.text}${estimate ? ` and your estimate of ${estimate.text} (${formatDollars(estimate.value - offer.value)})` : ''}.`
      : '**Demand for appraisal** — for the disagreement on the amount you describe; fill in their figure before sending.',
    subject: 'Demand for Appraisal - Claim [Claim Number]',
    body,
    notes: [
      clause ? `What your policy says:\n${quote(clause)}` : unreadable,
      'Each side usually pays its own appraiser and shares the umpire’s cost: weigh that against the gap before you send this.',
    ],
  });
}
