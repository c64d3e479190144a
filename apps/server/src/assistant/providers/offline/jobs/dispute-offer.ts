import { toAdjuster } from '@benji/shared';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { latestAmount, userFigureAbove, type Facts } from '../../../facts/claim-facts';
import { formatDollars } from '@benji/shared';
import { longDate, paragraphs } from '../format';
import { renderDraft } from '../letters/draft';
import { reasonsParagraphs } from '../letters/reasons';
import { checkPremise } from '../letters/premises';
import { appraisalClause } from './appraisal-clause';
import { DISPUTES_AMOUNT, disputePayment } from './dispute-payment';

/**
 * A letter disputing the settlement offer: the offer as recorded, the user's own figures and the
 * gap, and a request for the insurer's itemised estimate. Without an offer there is nothing to dispute.
 */
export function disputeOffer(facts: Facts, message: string, passages: readonly RankedPassage[]): string {
  const premise = checkPremise('initial-offer-rejection', facts, message);
  const offer = latestAmount(facts, 'offer');
  // No offer, but a payment the user says is too low: the dispute is about what was paid.
  const payment = latestAmount(facts, 'payment');
  if (!offer && payment && DISPUTES_AMOUNT.test(message)) return disputePayment(facts, payment, passages, message);
  if (!premise.holds || !offer)
    return paragraphs(
      premise.missing ?? 'I could not tell the amount of the offer from your claim diary or your message.',
      'Tell me the amount they offered and when (for example "they offered" with the figure and the date of their letter), or log it in your claim diary as "Settlement offer received", and I will draft the dispute with your own figures beside theirs.',
    );
  const estimate = userFigureAbove(facts, offer);
  const gap = estimate ? formatDollars(estimate.value - offer.value) : null;
  const counter = latestAmount(facts, 'counter_offer') ?? estimate;
  const appraisal = appraisalClause(passages);
  const reasons = reasonsParagraphs(message, facts);
  const figures = estimate
    ? `My own estimate for the same work is ${estimate.text}${gap ? `, ${gap} more than your offer` : ''}. I enclose it.`
    : 'My own estimate for the same work is [Your Estimate Amount]. I enclose it.';
  const body = toAdjuster(`
I have received your offer of [Offer Amount]${offer.on ? ' dated [Offer Date]' : ''} for my claim. I do not accept it, because it does not cover the cost of putting my property back in its condition before the loss.

${figures}${reasons}

Please send me, in writing:
1. The itemised estimate your offer is based on, with quantities, unit prices, and any depreciation and deductible applied.
2. The name of the person who prepared it.
3. The policy provisions you relied on for any item you reduced or left out.

I ask you to revise your offer: I propose to settle for [Counter-Offer Amount].${appraisal ? ' If we cannot agree on the amount of the loss, I reserve my right to ask for appraisal under my policy.' : ''}`);
  return renderDraft(facts, {
    intro: `**Dispute of the settlement offer** — built on the offer of ${offer.text}${offer.on ? ` recorded on ${longDate(offer.on)}` : ' you mentioned'}${estimate ? ` and your figure of ${estimate.text}${gap ? ` (a gap of ${gap})` : ''}` : ''}.`,
    subject: 'Disputed Settlement Offer - Claim [Claim Number]',
    body,
    values: { ...(counter ? { 'Counter-Offer Amount': counter.text } : {}) },
    enclosures: [estimate ? `your estimate of ${estimate.text}` : 'your estimate'],
    notes: [
      appraisal
        ? `Your policy has an appraisal clause (page ${appraisal.page}) for disagreements about the amount: ask me to "invoke appraisal" if talking does not close the gap.`
        : null,
    ],
  });
}
