import { toAdjuster } from '@benji/shared';
import { formatDollars, type Amount } from '@benji/shared';
import { latestAmount, userFigureAbove, type Facts } from '../../../facts/claim-facts';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { longDate } from '../format';
import { renderDraft } from '../letters/draft';
import { appraisalClause } from './appraisal-clause';
import { reasonsParagraphs } from '../letters/reasons';

/** "the $18,400 they paid is way low": a payment the user disputes, as opposed to one they confirm. */
export const DISPUTES_AMOUNT =
  /\b(?:too low|way low|(?:is|was|so) low|lowball\w*|not enough|short(?:changed)?|underpaid|under-?paid|dispute|disagree|doesn'?t cover|does not cover|won'?t cover)\b/i;

/**
 * A letter disputing what the insurer paid, when there is no offer but a payment the user finds too
 * low: the payment, the user's figure and the gap, the holdback still owed, and the itemised basis.
 */
export function disputePayment(facts: Facts, payment: Amount, passages: readonly RankedPassage[], message = ''): string {
  const figure = userFigureAbove(facts, payment);
  const gap = figure ? formatDollars(figure.value - payment.value) : null;
  const holdback = latestAmount(facts, 'holdback');
  // Paid on actual cash value with the depreciation held back, the "gap" may be exactly the holdback: owed once the work is done, not in dispute.
  const gapIsHoldback = !!figure && !!holdback && Math.abs(figure.value - payment.value - holdback.value) < 1;
  const appraisal = appraisalClause(passages);
  const heldBack = !holdback
    ? ''
    : gapIsHoldback
      ? `\n\nThe difference is the ${holdback.text} you held back in recoverable depreciation. Please confirm in writing that it will be paid in full once the work is done, and by what date the work must be finished.`
      : `\n\nYou have also held back ${holdback.text} in recoverable depreciation. Please confirm in writing how it was worked out and that it will be paid once the work is done.`;
  const ask = gapIsHoldback
    ? 'I ask you to confirm the full replacement cost of the work in writing.'
    : `I ask you to pay the difference${gap ? ` of ${gap}` : ''}.`;
  const body = toAdjuster(`
I have received your payment of ${payment.text}${payment.on ? ` of ${longDate(payment.on)}` : ''} for my claim. It does not cover the cost of putting my property back in its condition before the loss, and I do not accept it as the full amount owed.

My own estimate for the same work is ${figure ? `${figure.text}, ${gap} more than you paid` : '[Your Estimate Amount]'}. I enclose it.${heldBack}${reasonsParagraphs(message, facts)}

Please send me, in writing:
1. The itemised estimate your payment is based on, with quantities, unit prices, and any depreciation and deductible applied.
2. The policy provisions you relied on for any item you reduced or left out.

${ask}${appraisal ? ' If we cannot agree on the amount of the loss, I reserve my right to ask for appraisal under my policy.' : ''}`);
  return renderDraft(facts, {
    intro: `**Dispute of the amount paid** — built on the payment of ${payment.text}${payment.on ? ` recorded on ${longDate(payment.on)}` : ' you mentioned'}${figure ? ` and your figure of ${figure.text} (a gap of ${gap})` : ''}.`,
    subject: 'Disputed Claim Payment - Claim [Claim Number]',
    body,
    enclosures: [figure ? `your estimate of ${figure.text}` : 'your estimate'],
    notes: [
      gapIsHoldback
        ? `The gap between your figure and the payment is the ${holdback!.text} held back: it is usually paid once the repairs are done and invoiced (ask me to "release the holdback" then).`
        : null,
      appraisal
        ? `Your policy has an appraisal clause (page ${appraisal.page}) for disagreements about the amount: ask me to "invoke appraisal" if talking does not close the gap.`
        : null,
    ],
  });
}
