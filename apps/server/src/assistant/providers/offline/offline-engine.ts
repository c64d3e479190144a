import type { AssistantEngine, AssistantRequest } from '../../engine';
import { claimStatus } from './claim-status';
import { emailReply } from './email-reply';
import { euoChecklist } from './euo';
import { gatherFacts } from './facts';
import { capabilities, greeting, incident, legalLimits, unknownRequest } from './guidance';
import { classify, type Intent } from './intents';
import { letterReply } from './letter';
import { policyAnswer } from './policy-answer';
import { proofOfLoss } from './proof-of-loss';

/** The reply for a request: a pure function of the request, so the same input gives the same reply. */
export function composeReply(request: AssistantRequest, intent: Intent = classify(request.message)): string {
  const { message, context } = request;
  const facts = gatherFacts(context, message);
  switch (intent) {
    case 'email_reply':
      return emailReply(request, facts);
    case 'letter':
      return letterReply(message, facts);
    case 'policy_question':
      return policyAnswer(context);
    case 'proof_of_loss':
      return proofOfLoss(message, context, facts);
    case 'euo':
      return euoChecklist(message, context, facts);
    case 'claim_status':
      return claimStatus(context, facts);
    case 'legal':
      return legalLimits(facts);
    case 'capabilities':
      return capabilities(facts);
    case 'incident':
      return incident(message, facts);
    case 'greeting':
      return greeting(facts);
    case 'unknown':
      return unknownRequest(facts);
  }
}

/** Splits a reply into word-sized pieces for streaming; the pieces join back to the reply exactly. */
export function pieces(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [text];
}

/**
 * The embedded default engine: no model, no network. It recognises the assistant's jobs and
 * composes each reply from the user's own claim details, claims, deadlines and policy passages.
 */
export class OfflineEngine implements AssistantEngine {
  readonly name = 'offline';

  async reply(request: AssistantRequest): Promise<string> {
    return composeReply(request);
  }

  async *stream(request: AssistantRequest): AsyncIterable<string> {
    const text = composeReply(request);
    const all = pieces(text);
    // Whitespace after the last word would otherwise be lost.
    const tail = text.slice(all.join('').length);
    for (const piece of all) yield piece;
    if (tail) yield tail;
  }
}
