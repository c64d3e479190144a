import { asksForWriting, asksWithoutRequesting } from '../../../../understanding/question-form';
import type { LocalizedComposer } from '../../localized-composers';

/**
 * The living-expense and holdback jobs as in English (composers.ts): the letter only when it is
 * asked for; a question, or a story told without a request, gets the answer.
 */
export const letterWhenAsked =
  (letter: LocalizedComposer, answer: LocalizedComposer): LocalizedComposer =>
  (input) =>
    asksForWriting(input.text) && !asksWithoutRequesting(input.text) ? letter(input) : answer(input);
