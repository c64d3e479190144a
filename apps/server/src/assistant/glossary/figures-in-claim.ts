import { amountsOf, bestEstimate, latestAmount, type Facts } from '../facts/claim-facts';
import { longDate } from '../providers/offline/format';

// The user's own figures and records for a term, read only from the facts model: a term whose
// figure the records do not hold says nothing rather than a guess.

/** The first deductible the records mention. */
export const deductibleOnRecord = (facts: Facts) => amountsOf(facts, 'deductible')[0] ?? null;

export const recordedDeductible = (facts: Facts) => {
  const deductible = deductibleOnRecord(facts);
  return deductible ? `Your records mention a deductible of ${deductible.text}.` : null;
};

export const recordedPayment = (facts: Facts) => {
  const payment = latestAmount(facts, 'payment');
  return payment ? `Your diary records a payment of ${payment.text}.` : null;
};

export const recordedLimit = (facts: Facts) => {
  const limit = latestAmount(facts, 'limit');
  return limit ? `Your records mention a limit of ${limit.text}.` : null;
};

export const recordedEstimate = (facts: Facts) => {
  const estimate = bestEstimate(facts);
  return estimate ? `The estimate on your records is ${estimate.text}.` : null;
};

export const recordedDenial = (facts: Facts) => {
  const { denial } = facts;
  if (!denial) return null;
  const when = denial.on ? ` on ${longDate(denial.on)}` : '';
  return denial.written
    ? `Your records show a denial${when}, in writing.`
    : `Your records show a denial${when}, but not in writing: ask the insurer to put it in a letter that cites the policy wording.`;
};

const RESERVATION = /\b(reservations? of rights?|non-?waiver)\b/i;

/** The insurer's latest reservation of rights in the diary. */
export const reservationOnRecord = (facts: Facts) =>
  facts.events.filter((event) => event.direction === 'from_insurer' && RESERVATION.test(event.summary)).at(-1) ?? null;

export const recordedReservation = (facts: Facts) => {
  const letter = reservationOnRecord(facts);
  return letter ? `Your diary records a reservation of rights from the insurer on ${longDate(letter.occurred_on)}.` : null;
};

const SUIT = /\b(suit|sue|lawsuit|limitation|action)\b/i;

/** The claim's deadlines to sue. */
export const suitDeadlinesOnRecord = (facts: Facts) =>
  (facts.claim?.deadlines ?? []).filter((deadline) => SUIT.test(`${deadline.title} ${deadline.ruleId}`));

export const recordedSuitDeadlines = (facts: Facts) => {
  const deadlines = suitDeadlinesOnRecord(facts);
  if (deadlines.length === 0) return null;
  const each = deadlines.map((deadline) => `${deadline.title}: ${longDate(deadline.dueOn)} (${deadline.citation})`);
  return `In your claim: ${each.join('; ')}.`;
};
