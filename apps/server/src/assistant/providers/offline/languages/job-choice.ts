import type { TJobChoice } from '@benji/shared';
import type { Job } from '../../../understanding/jobs';
import type { ReplyLanguage } from '../../../understanding/language';
import { conversationWords } from './conversation-words';

/**
 * A job offered as a choice, in the reply's language: the chip's words, and the message a tap
 * sends (the choice as a clarifying question words it), so the conversation stays in one language.
 */
export function choiceOf(job: Job, language: ReplyLanguage): TJobChoice {
  const words = conversationWords(language);
  const phrase = words.jobChoices[job];
  return { job, label: words.chipLabels[job], message: `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}` };
}
