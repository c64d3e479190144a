import { asksForWriting, asksWithoutRequesting } from '../../../../understanding/question-form';
import type { LocalizedComposer } from '../../localized-composers';

/**
 * The living-expense and holdback letters, written only when asked for, as in English
 * (composers.ts); the answer to a question about them (jobs/money-questions.ts) is not yet written
 * in French or Spanish, so it comes in English after the lead.
 */
export const letterWhenAsked =
  (letter: LocalizedComposer): LocalizedComposer =>
  (input) =>
    asksForWriting(input.text) && !asksWithoutRequesting(input.text) ? letter(input) : null;
