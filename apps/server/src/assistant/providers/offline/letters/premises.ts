import type { TemplateId } from '@benji/shared';
import { latestAmount, type Facts } from '../../../facts/claim-facts';

// A letter states facts to the insurer. One whose premise is false ("I dispute your denial" when
// nothing was denied) can hurt the claim, so each premise is checked against the facts model
// before the letter is drafted, and the reply explains what is missing instead.

/** What a false premise lacks, so that each language can say it in its own sentence. */
export type PremiseGap = 'no_denial' | 'no_offer' | 'no_payment' | 'still_open' | 'no_conversation' | 'no_correction';

export interface PremiseCheck {
  holds: boolean;
  /** Why not, in one sentence to the user; null when it holds. */
  missing: string | null;
  /** What is missing, by name; null when it holds. */
  gap: PremiseGap | null;
}

const holds: PremiseCheck = { holds: true, missing: null, gap: null };
const fails = (gap: PremiseGap, missing: string): PremiseCheck => ({ holds: false, missing, gap });

const OFFER_IN_WORDS = /\b(offer(?:ed)?|settlement|lowball|low-?ball)\b/i;
const PAYMENT_IN_WORDS = /\b(paid|payment|cheque|check|deposit)\b/i;
const MISTAKE_IN_WORDS = /\b(mistake|wrong|error|incorrect|typo|should (?:have been|be)|instead of)\b/i;

function denial(facts: Facts): PremiseCheck {
  return facts.denial
    ? holds
    : fails(
        'no_denial',
        'Your claim diary records no denial, and you did not say the claim was denied, so a letter about a denial would state something that has not happened.',
      );
}

function offer(facts: Facts, message: string): PremiseCheck {
  return latestAmount(facts, 'offer') || (OFFER_IN_WORDS.test(message) && /\$\s?\d/.test(message))
    ? holds
    : fails('no_offer', 'I see no settlement offer in your claim diary or your message, so there is no offer to answer yet.');
}

/** The premise each template rests on; templates without one are always true to send. */
export const TEMPLATE_PREMISES: Partial<Record<TemplateId, (facts: Facts, message: string) => PremiseCheck>> = {
  'dispute-final-denial': denial,
  'request-for-reconsideration': denial,
  'request-explanation-of-denial-code': (facts, message) =>
    facts.denial || /\bcode\s*[:#]?\s*[a-z0-9-]*\d/i.test(message) ? holds : denial(facts),
  'initial-offer-rejection': offer,
  'counter-offer-submission': offer,
  'confirmation-of-payout': (facts, message) =>
    latestAmount(facts, 'payment') || facts.events.some((event) => event.kind === 'payment_received') || PAYMENT_IN_WORDS.test(message)
      ? holds
      : fails('no_payment', 'Your claim diary records no payment, so there is no payment to confirm yet.'),
  'request-for-claim-closure-letter': (facts, message) =>
    facts.closed ||
    facts.events.some((event) => event.kind === 'payment_received' || event.kind === 'offer_accepted') ||
    /\b(settled|closed|paid in full|final payment)\b/i.test(message)
      ? holds
      : fails(
          'still_open',
          'Your claim is still open — no settlement or final payment is recorded — so a letter asking the insurer to confirm it is closed would be premature.',
        ),
  'negotiation-summary': (facts, message) =>
    /\b(call|spoke|talked|conversation|meeting|phone)\b/i.test(message) ||
    facts.events.some((event) => event.channel === 'phone' || event.channel === 'in_person')
      ? holds
      : fails('no_conversation', 'A negotiation summary confirms a conversation, and I see none in your diary or your message.'),
  'correction-to-submitted-claim': (_facts, message) =>
    MISTAKE_IN_WORDS.test(message)
      ? holds
      : fails('no_correction', 'Tell me what was wrong in what you submitted and what the correct information is.'),
};

export function checkPremise(templateId: TemplateId, facts: Facts, message: string): PremiseCheck {
  return TEMPLATE_PREMISES[templateId]?.(facts, message) ?? holds;
}
