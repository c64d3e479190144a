import type { AssistantEngine, AssistantRequest } from '../../engine';
import { gatherFacts } from '../../facts/claim-facts';
import { loadClassifiers } from '../../understanding/saved-models';
import type { Job } from '../../understanding/jobs';
import { understand, type UnderstoodMessage } from '../../understanding/understand';
import { COMPOSERS, type JobInput } from './composers';
import { paragraphs } from './format';
import { policyVerdictOn } from './jobs/policy-question';
import { clarify, offTopic, otherLanguage } from './jobs/conversation';
import { conversationWords } from './languages/conversation-words';
import { LOCALIZED_COMPOSERS } from './localized-composers';
import type { ReplyLanguage } from '../../understanding/language';

/** The reply to one job, from the facts of the claim the text is about, in the user's language where the job is written in it. */
function answerJob(job: Job, text: string, request: AssistantRequest, understood: UnderstoodMessage): ComposedPart {
  const { context } = request;
  const { pastedEmail, language } = understood;
  const facts = gatherFacts(context, pastedEmail ? `${text}\n${pastedEmail}` : text);
  const input: JobInput = { text, facts, context, request, pastedEmail, language };
  const localized = language === 'en' ? null : (LOCALIZED_COMPOSERS[job]?.[language]?.(input) ?? null);
  return localized === null ? { text: COMPOSERS[job](input), language: 'en' } : { text: localized, language };
}

interface ComposedPart {
  text: string;
  language: ReplyLanguage;
}

/** When the choices include what the policy says or first steps after a loss: the policy's verdict on the message. */
function policyVerdictOfChoices(choices: readonly Job[], text: string, request: AssistantRequest): string | null {
  if (!choices.includes('policy_question') && !choices.includes('incident')) return null;
  return policyVerdictOn(text, request.context, gatherFacts(request.context, text));
}

/** The reply for an understood request: a pure function of both, so the same input gives the same reply. */
export function composeReply(request: AssistantRequest, understood: UnderstoodMessage): string {
  const { understanding, glossedFrom, language } = understood;
  switch (understanding.kind) {
    case 'off_topic':
      return offTopic(language);
    case 'other_language':
      return otherLanguage(understanding.language);
    case 'clarify': {
      // The policy's verdict is composed in English: in another language the choices come alone.
      const verdict = language === 'en' ? policyVerdictOfChoices(understanding.choices, understanding.text, request) : null;
      return clarify(understanding.choices, verdict, language);
    }
    case 'jobs': {
      const parts = understanding.requests.map(({ job, text }) => answerJob(job, text, request, understood));
      const someInEnglish = language !== 'en' && parts.some((part) => part.language === 'en');
      return paragraphs(
        someInEnglish ? conversationWords(language).englishLead(glossedFrom?.gloss ?? null) : null,
        ...parts.map((part) => part.text),
      );
    }
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
    await loadClassifiers();
  }

  async reply(request: AssistantRequest): Promise<string> {
    const understood = request.understood ?? (await understand(await loadClassifiers(), request.message, request.history, request.context));
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
