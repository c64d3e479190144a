import { localizedDeadlineAnswer } from '../../../answers/deadlines/languages/localized-deadline-answer';
import { FRENCH_DEADLINE_ANSWER } from '../../../answers/deadlines/languages/french-deadline-words';
import { SPANISH_DEADLINE_ANSWER } from '../../../answers/deadlines/languages/spanish-deadline-words';
import type { LocalizedComposer } from '../localized-composers';

/** The deadline answer in French: same facts as deadlineQuestion's, Québec citing its Civil Code in French. */
export const frenchDeadlineQuestion: LocalizedComposer = ({ text, facts, context }) =>
  localizedDeadlineAnswer({ question: text, claim: facts.claim, today: facts.today, passages: context.passages }, FRENCH_DEADLINE_ANSWER);

/** The deadline answer in Spanish, dates written as es-US writes them. */
export const spanishDeadlineQuestion: LocalizedComposer = ({ text, facts, context }) =>
  localizedDeadlineAnswer({ question: text, claim: facts.claim, today: facts.today, passages: context.passages }, SPANISH_DEADLINE_ANSWER);
