import type { AssistantContext, AssistantRequest } from '../../engine';
import type { Facts } from '../../facts/claim-facts';
import type { Job } from '../../understanding/jobs';
import type { ReplyLanguage } from '../../understanding/language';
import { emailReply } from './email-reply';
import { euoChecklist } from './euo';
import { capabilities, greeting, incident } from './guidance';
import { appraisal } from './jobs/appraisal';
import { claimRecord } from './jobs/claim-record';
import { moneyOnRecord, whenItHappened } from './jobs/record-lookups';
import { offTopic } from './jobs/conversation';
import { buyingInsurance } from './jobs/buying-insurance';
import { deadlineQuestion } from './jobs/deadline-question';
import { depreciation } from './jobs/depreciation';
import { disputeOffer } from './jobs/dispute-offer';
import { escalate } from './jobs/escalate';
import { explainTerm, termFromPolicy } from './jobs/explain-term';
import { legalQuestion } from './jobs/legal';
import { livingExpenses } from './jobs/living-expenses';
import { depreciationAnswer, livingExpensesAnswer } from './jobs/money-questions';
import { asksForWriting, asksWhatWasPaid, asksWhenItHappened, asksWithoutRequesting } from '../../understanding/question-form';
import { moreTime } from './jobs/more-time';
import { nextSteps } from './jobs/next-steps';
import { policyQuestion, policyVerdictOn } from './jobs/policy-question';
import { statusUpdate } from './jobs/status-update';
import { writtenDenial } from './jobs/written-denial';
import { letterReply } from './letter';
import { proofOfLoss } from './proof-of-loss';

// Every job is composed through one signature, so the engine has one seam: understand() decides
// the job, this table writes it. A composer may use what it needs of the input and nothing else.

/** What a job's composer is given. */
export interface JobInput {
  /** The part of the message that asks for this job. */
  text: string;
  /** The claim's facts, read from the records and the text (and the pasted e-mail, if any). */
  facts: Facts;
  context: AssistantContext;
  request: AssistantRequest;
  /** Someone else's words pasted into the message, kept apart from the user's. */
  pastedEmail: string | null;
  /** The language the user asked in; an English-only composer ignores it (localized-composers.ts). */
  language: ReplyLanguage;
}

export type Composer = (input: JobInput) => string;

/** With an e-mail pasted, what it says is part of what the letter answers. */
const withEmail = ({ text, pastedEmail }: JobInput) => (pastedEmail ? `${text}\n${pastedEmail}` : text);

export const COMPOSERS: Record<Job, Composer> = {
  status_update: ({ facts, text }) => statusUpdate(facts, text),
  email_reply: ({ request, facts, pastedEmail, text, language }) => emailReply(request, facts, pastedEmail, text, language),
  dispute_offer: (input) => disputeOffer(input.facts, withEmail(input), input.context.passages),
  written_denial: ({ facts, text, context }) => writtenDenial(facts, text, context),
  more_time: ({ facts, text, context }) => moreTime(facts, text, context.passages),
  appraisal: ({ facts, text, context }) => appraisal(facts, text, context),
  // These letters are written only when asked for (question-form.ts); a question, or a story told
  // without a request, is answered: a letter asking for living expenses the user never said they
  // had would be built on a premise nobody stated.
  living_expenses: ({ text, facts, context }) =>
    asksForWriting(text) && !asksWithoutRequesting(text)
      ? livingExpenses(facts, context.passages)
      : livingExpensesAnswer(facts, context.passages),
  depreciation: ({ text, facts, context }) =>
    asksForWriting(text) && !asksWithoutRequesting(text)
      ? depreciation(facts, context.passages)
      : depreciationAnswer(facts, context.passages),
  escalate: ({ facts, text }) => escalate(facts, text),
  policy_question: ({ text, context, facts }) => policyQuestion(text, context, facts),
  deadline_question: ({ text, facts, context }) => deadlineQuestion(text, facts, context.passages),
  proof_of_loss: ({ text, context, facts }) => proofOfLoss(text, context, facts),
  euo: ({ text, context, facts }) => euoChecklist(text, context, facts),
  next_steps: ({ context, facts, text }) => nextSteps(context, facts, text),
  claim_record: ({ text, facts }) =>
    asksWhatWasPaid(text) ? moneyOnRecord(facts) : asksWhenItHappened(text) ? whenItHappened(text, facts) : claimRecord(facts),
  // A term with no plain-words entry is answered from the policy's own wording, where there is a policy to read.
  explain_term: ({ text, facts, context }) => explainTerm(text, facts, context.passages) ?? termFromPolicy(text, context),
  legal: ({ context, facts, text }) => legalQuestion(context, facts, text),
  letter: ({ text, facts }) => letterReply(text, facts),
  incident: ({ text, facts, context }) => incident(text, facts, policyVerdictOn(text, context, facts)),
  greeting: ({ facts }) => greeting(facts),
  capabilities: ({ facts }) => capabilities(facts),
  buying_insurance: ({ text, facts, language }) => buyingInsurance(text, facts, language),
  off_topic: () => offTopic(),
};
