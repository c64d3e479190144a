import type { AssistantEngine, AssistantRequest } from '../../engine';
import { daysBetween } from '@benji/shared';
import { claimTypeFromText } from '../../claim-kinds';
import { gatherFacts, type Facts } from '../../facts/claim-facts';
import { loadIntentClassifier } from '../../understanding/classifier';
import type { Job } from '../../understanding/jobs';
import { understand, type UnderstoodMessage } from '../../understanding/understand';
import { claimStatus } from './claim-status';
import { emailReply } from './email-reply';
import { euoChecklist } from './euo';
import { paragraphs } from './format';
import { capabilities, greeting, incident } from './guidance';
import { appraisal } from './jobs/appraisal';
import { clarify, frenchLead, offTopic, offTopicInFrench, otherLanguage } from './jobs/conversation';
import { deadlineQuestion } from './jobs/deadline-question';
import { depreciation } from './jobs/depreciation';
import { disputeOffer } from './jobs/dispute-offer';
import { escalate } from './jobs/escalate';
import { explainTerm } from './jobs/explain-term';
import { legalQuestion } from './jobs/legal';
import { livingExpenses } from './jobs/living-expenses';
import { moreTime } from './jobs/more-time';
import { nextSteps } from './jobs/next-steps';
import { policyQuestion } from './jobs/policy-question';
import { questionBehindDispute } from './jobs/question-behind-dispute';
import { statusUpdate } from './jobs/status-update';
import { writtenDenial } from './jobs/written-denial';
import { letterReply } from './letter';
import { proofOfLoss } from './proof-of-loss';

/** Days after a loss within which "it just happened, what now" means the claim already opened for it. */
const RECENT_LOSS_DAYS = 30;

/** The loss the message tells of is the one the open claim is for: recent, and of the same kind (or of no kind named). */
function claimUnderWay(facts: Facts, message: string): boolean {
  const claim = facts.claim;
  if (!claim?.dateOfIncident || daysBetween(claim.dateOfIncident, facts.today) > RECENT_LOSS_DAYS) return false;
  const told = claimTypeFromText(message);
  return told === null || told === claim.typeOfClaim;
}

/** The reply to one job, from the facts of the claim the text is about. */
function answerJob(job: Job, text: string, request: AssistantRequest, pastedEmail: string | null): string {
  const { context } = request;
  const facts = gatherFacts(context, pastedEmail ? `${text}\n${pastedEmail}` : text);
  switch (job) {
    case 'status_update':
      return statusUpdate(facts, text);
    case 'email_reply':
      return emailReply(request, facts, pastedEmail, text);
    case 'dispute_offer': {
      const question = pastedEmail ? null : questionBehindDispute(facts, text);
      if (question === 'depreciation') return depreciation(facts, context.passages);
      if (question === 'policy_question') return policyQuestion(text, context, facts);
      return disputeOffer(facts, pastedEmail ? `${text}\n${pastedEmail}` : text, context.passages);
    }
    case 'written_denial':
      return writtenDenial(facts, text, context);
    case 'more_time':
      return moreTime(facts, text, context.passages);
    case 'appraisal':
      return appraisal(facts, text, context);
    case 'living_expenses':
      return livingExpenses(facts, context.passages);
    case 'depreciation':
      return depreciation(facts, context.passages);
    case 'escalate':
      return escalate(facts);
    case 'policy_question':
      return policyQuestion(text, context, facts);
    case 'deadline_question':
      return deadlineQuestion(text, facts, context.passages);
    case 'proof_of_loss':
      return proofOfLoss(text, context, facts);
    case 'euo':
      return euoChecklist(text, context, facts);
    case 'next_steps':
      return nextSteps(context, facts, text);
    case 'explain_term':
      return explainTerm(text, facts, context.passages) ?? claimStatus(context, facts);
    case 'legal':
      return legalQuestion(context, facts);
    case 'letter':
      return letterReply(text, facts);
    case 'incident':
      // With a claim already open for a recent loss, "what do I do now" is about that claim.
      return claimUnderWay(facts, text) ? nextSteps(context, facts, text) : incident(text, facts);
    case 'greeting':
      return greeting(facts);
    case 'capabilities':
      return capabilities(facts);
    case 'off_topic':
      return offTopic();
  }
}

/** The reply for an understood request: a pure function of both, so the same input gives the same reply. */
export function composeReply(request: AssistantRequest, understood: UnderstoodMessage): string {
  const { understanding, pastedEmail, glossedFrom } = understood;
  switch (understanding.kind) {
    case 'off_topic':
      return glossedFrom ? offTopicInFrench() : offTopic();
    case 'other_language':
      return otherLanguage(understanding.language);
    case 'clarify':
      return clarify(understanding.choices);
    case 'jobs':
      return paragraphs(
        glossedFrom ? frenchLead(glossedFrom.gloss) : null,
        ...understanding.requests.map(({ job, text }) => answerJob(job, text, request, pastedEmail)),
      );
  }
}

/** Splits a reply into word-sized pieces for streaming; the pieces join back to the reply exactly. */
export function pieces(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [text];
}

/**
 * The embedded default engine: no model, no network. A trained classifier reads what the message
 * asks, and each job's reply is composed from the user's own claim, diary, deadlines and policy.
 */
export class OfflineEngine implements AssistantEngine {
  readonly name = 'offline';

  async ready(): Promise<void> {
    await loadIntentClassifier();
  }

  async reply(request: AssistantRequest): Promise<string> {
    const understood =
      request.understood ?? (await understand(await loadIntentClassifier(), request.message, request.history, request.context.today));
    return composeReply(request, understood);
  }

  async *stream(request: AssistantRequest): AsyncIterable<string> {
    const text = await this.reply(request);
    const all = pieces(text);
    // Whitespace after the last word would otherwise be lost.
    const tail = text.slice(all.join('').length);
    for (const piece of all) yield piece;
    if (tail) yield tail;
  }
}
