import { letterDate, letterMoney, type Amount } from '@benji/shared';
import { toAdjusterIn } from '@benji/shared';
import { latestAmount, userFigureAbove, type Facts } from '../../../../facts/claim-facts';
import type { JobInput } from '../../composers';
import { paragraphs } from '../../format';
import { disputeWords, type OwnFigure } from '../../languages/dispute-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { renderLocalizedDraft } from '../../letters/localized-draft';
import { reasonsParagraphsIn } from '../../letters/localized-reasons';
import { checkPremise } from '../../letters/premises';
import { appraisalClause } from '../appraisal-clause';
import { DISPUTES_AMOUNT } from '../dispute-payment';

/** The user's figure above the insurer's and the gap, written the language's way. */
function ownFigure(facts: Facts, theirs: Amount, language: LetterLanguage): { amount: Amount; words: OwnFigure } | null {
  const { templates } = letterWords(language);
  const figure = userFigureAbove(facts, theirs);
  if (!figure) return null;
  const gap = letterMoney({ value: figure.value - theirs.value, text: '' }, templates);
  return { amount: figure, words: { figure: letterMoney(figure, templates), gap } };
}

/** disputePayment in the language: the payment, the user's figure, the holdback still owed and the itemised basis; null when the user's reasons cannot be quoted. */
function disputePaymentIn(language: LetterLanguage, input: JobInput, payment: Amount): string | null {
  const { facts, text, request, context } = input;
  const words = disputeWords(language);
  const { templates } = letterWords(language);
  const money = (amount: Pick<Amount, 'value' | 'text'>) => letterMoney(amount, templates);
  const reasons = reasonsParagraphsIn(language, text, request.message, facts);
  if (reasons === null) return null;
  const own = ownFigure(facts, payment, language);
  const holdback = latestAmount(facts, 'holdback');
  // Paid on actual cash value with the depreciation held back, the "gap" may be exactly the holdback: owed once the work is done, not in dispute.
  const gapIsHoldback = !!own && !!holdback && Math.abs(own.amount.value - payment.value - holdback.value) < 1;
  const appraisal = appraisalClause(context.passages);
  const heldBack = !holdback
    ? ''
    : gapIsHoldback
      ? words.payment.gapIsHoldback(money(holdback))
      : words.payment.alsoHeldBack(money(holdback));
  const paidOn = payment.on ? letterDate(payment.on, templates) : null;
  return renderLocalizedDraft(facts, language, {
    intro: words.payment.intro(money(payment), paidOn, own?.words ?? null),
    subject: words.payment.subject,
    body: toAdjusterIn(
      templates,
      words.payment.body({
        payment: money(payment),
        paidOn,
        figure: own?.words ?? null,
        heldBack,
        reasons,
        ask: gapIsHoldback ? words.payment.askFullCost : words.payment.askDifference(own?.words.gap ?? null),
        appraisal: !!appraisal,
      }),
    ),
    enclosures: [words.offer.enclosure(own?.words.figure ?? null)],
    notes: [gapIsHoldback ? words.payment.holdbackNote(money(holdback!)) : null, appraisal ? words.appraisalNote(appraisal.page) : null],
  });
}

/**
 * disputeOffer in French or Spanish: the same letter from the same facts (the offer as recorded,
 * the user's figure and the gap, the itemised estimate asked for), or the same refusal when there
 * is no offer. Null when the letter would carry something not yet written in the language: a
 * pasted e-mail, or reasons whose sentences cannot be matched to the user's own.
 */
export function disputeOfferIn(language: LetterLanguage, input: JobInput): string | null {
  const { facts, text, request, context, pastedEmail } = input;
  if (pastedEmail) return null;
  const words = disputeWords(language);
  const letter = letterWords(language);
  const premise = checkPremise('initial-offer-rejection', facts, text);
  const offer = latestAmount(facts, 'offer');
  // No offer, but a payment the user says is too low: the dispute is about what was paid.
  const payment = latestAmount(facts, 'payment');
  if (!offer && payment && DISPUTES_AMOUNT.test(text)) return disputePaymentIn(language, input, payment);
  if (!premise.holds || !offer)
    return paragraphs(premise.gap ? letter.premiseGaps[premise.gap] : words.offer.offerUnread, words.offer.offerNextStep);
  const reasons = reasonsParagraphsIn(language, text, request.message, facts);
  if (reasons === null) return null;
  const own = ownFigure(facts, offer, language);
  const counter = latestAmount(facts, 'counter_offer') ?? own?.amount;
  const appraisal = appraisalClause(context.passages);
  return renderLocalizedDraft(facts, language, {
    intro: words.offer.intro(
      letterMoney(offer, letter.templates),
      offer.on ? letterDate(offer.on, letter.templates) : null,
      own?.words ?? null,
    ),
    subject: words.offer.subject,
    body: toAdjusterIn(
      letter.templates,
      words.offer.body({ dated: !!offer.on, estimate: own?.words ?? null, reasons, appraisal: !!appraisal }),
    ),
    values: counter ? { 'Counter-Offer Amount': letterMoney(counter, letter.templates) } : {},
    enclosures: [words.offer.enclosure(own?.words.figure ?? null)],
    notes: [appraisal ? words.appraisalNote(appraisal.page) : null],
  });
}
