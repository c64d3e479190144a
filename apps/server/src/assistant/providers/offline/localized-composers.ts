import type { Job } from '../../understanding/jobs';
import type { JobInput } from './composers';
import { frenchDeadlineQuestion, spanishDeadlineQuestion } from './jobs/localized-deadline-question';

/**
 * A job composed in French or Spanish. It returns null for an input it cannot yet write in its
 * language; the engine then gives the English reply, led by a sentence in the user's language
 * saying so. A reply is never half in one language without saying why.
 */
export type LocalizedComposer = (input: JobInput) => string | null;

type OtherReplyLanguage = 'fr' | 'es';

/** The jobs written in French and Spanish so far; the others answer in English. */
export const LOCALIZED_COMPOSERS: Partial<Record<Job, Partial<Record<OtherReplyLanguage, LocalizedComposer>>>> = {
  deadline_question: { fr: frenchDeadlineQuestion, es: spanishDeadlineQuestion },
};
