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

// Said in the user's own language: Benji's letters, policy answers and deadlines are in English.
const ENGLISH_ONLY: Record<OtherLanguage, string> = {
  fra: "Je ne peux pas encore répondre en français : Benji rédige ses lettres, ses réponses sur votre police et vos délais en anglais. Posez-moi votre question en anglais et je m'en occupe aussitôt — par exemple « What does my policy say about water damage? » ou « Write an e-mail to my adjuster asking for an update ». Au Québec, l'Autorité des marchés financiers (lautorite.qc.ca) peut aussi vous renseigner en français.",
  spa: 'Todavía no puedo responder en español: Benji redacta sus cartas, sus respuestas sobre su póliza y sus plazos en inglés. Escríbame su pregunta en inglés y me ocupo enseguida — por ejemplo "What does my policy say about water damage?" o "Write an e-mail to my adjuster asking for an update".',
};

export function otherLanguage(language: OtherLanguage): string {
  return ENGLISH_ONLY[language];
}
