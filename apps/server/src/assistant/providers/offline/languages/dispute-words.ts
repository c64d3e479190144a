import { FRENCH_DISPUTE } from './french-dispute';
import type { LetterLanguage } from './letter-words';
import { SPANISH_DISPUTE } from './spanish-dispute';

/** The user's own figure against the insurer's, and the gap between them (already written the language's way). */
export interface OwnFigure {
  figure: string;
  gap: string | null;
}

/** The letter disputing an offer (jobs/dispute-offer.ts) in one language. */
export interface DisputeOfferWords {
  /** Above the letter: the offer, recorded on a date or only mentioned, and the user's figure. */
  intro: (offer: string, recordedOn: string | null, own: OwnFigure | null) => string;
  subject: string;
  /** The letter's text: the offer's slots stay [Offer Amount], [Offer Date], [Counter-Offer Amount]. */
  body: (parts: { dated: boolean; estimate: OwnFigure | null; reasons: string; appraisal: boolean }) => string;
  /** The enclosure, named as the user would name it. */
  enclosure: (estimate: string | null) => string;
  /** When the offer's amount is not on record. */
  offerUnread: string;
  /** What to tell or log so the dispute can be written. */
  offerNextStep: string;
}

/** The letter disputing a payment (jobs/dispute-payment.ts) in one language. */
export interface DisputePaymentWords {
  intro: (payment: string, recordedOn: string | null, own: OwnFigure | null) => string;
  subject: string;
  body: (parts: {
    payment: string;
    paidOn: string | null;
    figure: OwnFigure | null;
    heldBack: string;
    reasons: string;
    ask: string;
    appraisal: boolean;
  }) => string;
  /** The gap is the holdback: owed once the work is done, not in dispute. */
  gapIsHoldback: (holdback: string) => string;
  /** A holdback beside a gap that is not it. */
  alsoHeldBack: (holdback: string) => string;
  askFullCost: string;
  askDifference: (gap: string | null) => string;
  holdbackNote: (holdback: string) => string;
}

/** Both dispute letters in one language, with what they share. */
export interface DisputeWords {
  offer: DisputeOfferWords;
  payment: DisputePaymentWords;
  /** The note after either letter when the policy has an appraisal clause. */
  appraisalNote: (page: number) => string;
}

const WORDS: Record<LetterLanguage, DisputeWords> = { fr: FRENCH_DISPUTE, es: SPANISH_DISPUTE };

export const disputeWords = (language: LetterLanguage): DisputeWords => WORDS[language];
