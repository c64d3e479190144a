import type { Job } from '../../understanding/jobs';
import type { JobInput } from './composers';
import { frenchDeadlineQuestion, spanishDeadlineQuestion } from './jobs/localized-deadline-question';
import { appraisalIn } from './jobs/localized/appraisal';
import { claimRecordIn } from './jobs/localized/claim-record';
import { depreciationIn } from './jobs/localized/depreciation';
import { disputeOfferIn } from './jobs/localized/dispute-offer';
import { emailReplyIn } from './jobs/localized/email-reply';
import { escalateIn } from './jobs/localized/escalate';
import { euoChecklistIn } from './jobs/localized/euo';
import { explainTermIn } from './jobs/localized/explain-term';
import { nextStepsIn } from './jobs/localized/next-steps';
import { proofOfLossIn } from './jobs/localized/proof-of-loss';
import { letterWhenAsked } from './jobs/localized/letter-when-asked';
import { incidentIn } from './jobs/localized/incident';
import { legalIn } from './jobs/localized/legal';
import { livingExpensesIn } from './jobs/localized/living-expenses';
import { depreciationAnswerIn, livingExpensesAnswerIn } from './jobs/localized/money-questions';
import { moreTimeIn } from './jobs/localized/more-time';
import { statusUpdateIn } from './jobs/localized/status-update';
import { writtenDenialIn } from './jobs/localized/written-denial';
import { letterReplyIn } from './localized-letter';
import { policyAnswerIn } from './jobs/policy-question-localized';
import { capabilitiesIn, greetingIn } from './localized-guidance';
import { buyingInsurance } from './jobs/buying-insurance';

/**
 * A job composed in French or Spanish. It returns null for an input it cannot yet write in its
 * language; the engine then gives the English reply, led by a sentence in the user's language
 * saying so. A reply is never half in one language without saying why.
 */
export type LocalizedComposer = (input: JobInput) => string | null;

export type OtherReplyLanguage = 'fr' | 'es';

/** The jobs written in French and Spanish; a composer returning null gives the English reply with its lead. */
export const LOCALIZED_COMPOSERS: Partial<Record<Job, Partial<Record<OtherReplyLanguage, LocalizedComposer>>>> = {
  deadline_question: { fr: frenchDeadlineQuestion, es: spanishDeadlineQuestion },
  letter: {
    fr: ({ text, facts }) => letterReplyIn('fr', text, facts),
    es: ({ text, facts }) => letterReplyIn('es', text, facts),
  },
  status_update: {
    fr: ({ text, facts }) => statusUpdateIn('fr', facts, text),
    es: ({ text, facts }) => statusUpdateIn('es', facts, text),
  },
  escalate: {
    fr: ({ facts }) => escalateIn('fr', facts),
    es: ({ facts }) => escalateIn('es', facts),
  },
  policy_question: { fr: policyAnswerIn('fr'), es: policyAnswerIn('es') },
  // The letter jobs written whole in the language (jobs/localized/).
  dispute_offer: { fr: (input) => disputeOfferIn('fr', input), es: (input) => disputeOfferIn('es', input) },
  more_time: { fr: (input) => moreTimeIn('fr', input), es: (input) => moreTimeIn('es', input) },
  written_denial: { fr: (input) => writtenDenialIn('fr', input), es: (input) => writtenDenialIn('es', input) },
  appraisal: { fr: (input) => appraisalIn('fr', input), es: (input) => appraisalIn('es', input) },
  living_expenses: {
    fr: letterWhenAsked((input) => livingExpensesIn('fr', input), livingExpensesAnswerIn('fr')),
    es: letterWhenAsked((input) => livingExpensesIn('es', input), livingExpensesAnswerIn('es')),
  },
  depreciation: {
    fr: letterWhenAsked((input) => depreciationIn('fr', input), depreciationAnswerIn('fr')),
    es: letterWhenAsked((input) => depreciationIn('es', input), depreciationAnswerIn('es')),
  },
  greeting: { fr: greetingIn('fr'), es: greetingIn('es') },
  capabilities: { fr: capabilitiesIn('fr'), es: capabilitiesIn('es') },
  buying_insurance: {
    fr: ({ text, facts }) => buyingInsurance(text, facts, 'fr'),
    es: ({ text, facts }) => buyingInsurance(text, facts, 'es'),
  },
  // The guidance jobs: the same facts as their English composers, written whole in the language.
  next_steps: { fr: nextStepsIn('fr'), es: nextStepsIn('es') },
  proof_of_loss: { fr: proofOfLossIn('fr'), es: proofOfLossIn('es') },
  euo: { fr: euoChecklistIn('fr'), es: euoChecklistIn('es') },
  explain_term: { fr: explainTermIn('fr'), es: explainTermIn('es') },
  // The answers the user's own records give, and the legal referral.
  claim_record: {
    fr: ({ text, facts }) => claimRecordIn('fr', text, facts),
    es: ({ text, facts }) => claimRecordIn('es', text, facts),
  },
  legal: { fr: legalIn('fr'), es: legalIn('es') },
  incident: { fr: incidentIn('fr'), es: incidentIn('es') },
  // The reply to the adjuster's e-mail, whatever language the e-mail is in.
  email_reply: { fr: (input) => emailReplyIn('fr', input), es: (input) => emailReplyIn('es', input) },
};
