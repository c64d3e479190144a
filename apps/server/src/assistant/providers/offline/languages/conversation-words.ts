import type { Job } from '../../../understanding/jobs';
import { CHIP_LABELS, JOB_CHOICES } from '../../../understanding/jobs';
import type { ReplyLanguage } from '../../../understanding/language';
import { FRENCH_CONVERSATION } from './french-conversation';
import { SPANISH_CONVERSATION } from './spanish-conversation';

/** The words of the replies that are about the conversation itself rather than a job, in one language. */
export interface ConversationWords {
  /** The refusal's first words: a fixed phrase, the same every time. */
  refusalLead: string;
  /** What follows the refusal's lead. */
  refusalRest: string;
  whatIDo: readonly string[];
  /** The clarifying question's first words: a fixed phrase, the same every time. */
  clarifyLead: string;
  replyWithNumber: string;
  jobChoices: Record<Job, string>;
  /** Each job as a chip says it: short, the user's own words. */
  chipLabels: Record<Job, string>;
  /**
   * Before a part of the reply that is still composed in English: says so in the user's language,
   * with the English reading of their question when it was read through a gloss.
   */
  englishLead: (gloss: string | null) => string | null;
}

const ENGLISH_CONVERSATION: ConversationWords = {
  refusalLead: "I can't help with that",
  refusalRest: " — I'm Benji, and I only work on your insurance claim. Here is what I can do:",
  whatIDo: [
    'draft e-mails and letters to your adjuster, filled in from your claim',
    'answer questions about your own policy, quoting the page',
    'tell you which deadlines apply to your claim and when they fall',
    'format your proof of loss and prepare you for an examination under oath',
    'tell you where your claim stands and what to do next',
  ],
  clarifyLead: 'Which of these do you need?',
  replyWithNumber: 'Reply with the number, or tell me in your own words.',
  jobChoices: JOB_CHOICES,
  chipLabels: CHIP_LABELS,
  englishLead: () => null,
};

const WORDS: Record<ReplyLanguage, ConversationWords> = {
  en: ENGLISH_CONVERSATION,
  fr: FRENCH_CONVERSATION,
  es: SPANISH_CONVERSATION,
};

export const conversationWords = (language: ReplyLanguage): ConversationWords => WORDS[language];
