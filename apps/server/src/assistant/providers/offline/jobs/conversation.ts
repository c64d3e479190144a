import type { Job } from '../../../understanding/jobs';
import type { OtherLanguage, ReplyLanguage } from '../../../understanding/language';
import { conversationWords } from '../languages/conversation-words';
import { bullets, numbered, paragraphs } from '../format';

export function offTopic(language: ReplyLanguage = 'en'): string {
  const words = conversationWords(language);
  return paragraphs(`${words.refusalLead}${words.refusalRest}`, bullets(words.whatIDo));
}

/** The lead of a clarifying question: a fixed phrase, the same every time. */
export const CLARIFY_LEAD = conversationWords('en').clarifyLead;

/**
 * One short question offering the likely jobs (the chat shows them as choices to tap); a letter is
 * never guessed. What the policy says of the message, when it says something, comes first: the
 * user learns it whichever job they pick.
 */
export function clarify(choices: readonly Job[], policyVerdict: string | null = null, language: ReplyLanguage = 'en'): string {
  const words = conversationWords(language);
  return paragraphs(policyVerdict, words.clarifyLead, numbered(choices.map((job) => words.jobChoices[job])), words.replyWithNumber);
}

// Said in the user's own language, for a message its glossary reads too little of to answer
// (understand.ts, READABLE): asking again in a few plain words is better than a guessed answer.
const UNREAD: Record<OtherLanguage, string> = {
  fra: "Je n'ai pas assez bien compris votre message pour y répondre sans risque de me tromper. Pouvez-vous le reformuler en quelques mots simples? Par exemple : « Quels sont mes délais? », « Que dit ma police sur les dégâts d'eau? » ou « Écrivez à mon expert en sinistre pour avoir des nouvelles ».",
  spa: 'No entendí su mensaje lo bastante bien como para responderle sin riesgo de equivocarme. ¿Puede decirlo de nuevo con pocas palabras sencillas? Por ejemplo: «¿Cuáles son mis plazos?», «¿Qué dice mi póliza sobre daños por agua?» o «Escríbale a mi ajustador para pedirle noticias».',
};

export function otherLanguage(language: OtherLanguage): string {
  return UNREAD[language];
}
