import type { Job } from '../../../understanding/jobs';
import { JOB_CHOICES } from '../../../understanding/jobs';
import type { OtherLanguage } from '../../../understanding/language';
import { bullets, numbered, paragraphs } from '../format';

/** The lead of the refusal for questions outside Benji's work; the evaluation looks for it. */
export const REFUSAL_LEAD = "I can't help with that";

const WHAT_I_DO = [
  'draft e-mails and letters to your adjuster, filled in from your claim',
  'answer questions about your own policy, quoting the page',
  'tell you which deadlines apply to your claim and when they fall',
  'format your proof of loss and prepare you for an examination under oath',
  'tell you where your claim stands and what to do next',
];

export function offTopic(): string {
  return paragraphs(`${REFUSAL_LEAD} — I'm Benji, and I only work on your insurance claim. Here is what I can do:`, bullets(WHAT_I_DO));
}

/** The lead of a clarifying question; the evaluation looks for it. */
export const CLARIFY_LEAD = 'Which of these do you need?';

/**
 * One short question offering the likely jobs (the chat shows them as choices to tap); a letter is
 * never guessed. What the policy says of the message, when it says something, comes first: the
 * user learns it whichever job they pick.
 */
export function clarify(choices: readonly Job[], policyVerdict: string | null = null): string {
  return paragraphs(
    policyVerdict,
    `${CLARIFY_LEAD}`,
    numbered(choices.map((job) => JOB_CHOICES[job])),
    'Reply with the number, or tell me in your own words.',
  );
}

/** Before an answer to a French question: in French, that the answer is in English, and what was understood. */
export function frenchLead(gloss: string): string {
  return `Je vous réponds en anglais : Benji rédige ses lettres et ses réponses en anglais. Voici comment j'ai compris votre question : « ${gloss} » Si ce n'est pas ce que vous vouliez dire, reformulez-la et je recommence.`;
}

/** A refusal for a French message, in French first. */
export function offTopicInFrench(): string {
  return paragraphs('Je ne peux pas vous aider avec cela : je ne travaille que sur votre réclamation d’assurance.', offTopic());
}

// Said in the user's own language: Benji's letters, policy answers and deadlines are in English.
const ENGLISH_ONLY: Record<OtherLanguage, string> = {
  fra: "Je ne peux pas encore répondre en français : Benji rédige ses lettres, ses réponses sur votre police et vos délais en anglais. Posez-moi votre question en anglais et je m'en occupe aussitôt — par exemple « What does my policy say about water damage? » ou « Write an e-mail to my adjuster asking for an update ». Au Québec, l'Autorité des marchés financiers (lautorite.qc.ca) peut aussi vous renseigner en français.",
  spa: 'Todavía no puedo responder en español: Benji redacta sus cartas, sus respuestas sobre su póliza y sus plazos en inglés. Escríbame su pregunta en inglés y me ocupo enseguida — por ejemplo "What does my policy say about water damage?" o "Write an e-mail to my adjuster asking for an update".',
};

export function otherLanguage(language: OtherLanguage): string {
  return ENGLISH_ONLY[language];
}
