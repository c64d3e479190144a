import { latestAmount } from '../../../../facts/claim-facts';
import { bullets, paragraphs } from '../../format';
import type { LetterLanguage } from '../../languages/letter-words';
import { livingWords } from '../../languages/living-words';
import { moneyQuestionWords } from '../../languages/money-question-words';
import { quoteIn } from '../../letters/localized-policy-quote';
import type { LocalizedComposer } from '../../localized-composers';
import { holdbackWindow } from '../holdback-window';
import { livingExpenseLimit } from '../living-expense-limit';
import { livingExpenseClause } from '../living-expenses';
import { namedLivingCosts } from '../money-questions';
import { windowNoteIn } from './depreciation';
import { limitIn } from './living-expenses';
import { writerFor } from './writer';

// The answers to a question about the holdback or living expenses (money-questions.ts) in French
// or Spanish, from the same facts: the sums on record, the policy's clause quoted as written, its
// limit and time limit as the letters write them, and the letter one sentence away.

/** depreciationAnswer() in the language. */
export const depreciationAnswerIn =
  (language: LetterLanguage): LocalizedComposer =>
  ({ facts, context }) => {
    const words = moneyQuestionWords(language);
    const writer = writerFor(language);
    const holdback = latestAmount(facts, 'holdback');
    const payment = latestAmount(facts, 'payment');
    const lossDate = facts.claim?.dateOfIncident ?? null;
    const figures = holdback
      ? words.holdbackFigures(writer.money(holdback.value), holdback.on && writer.date(holdback.on), payment && writer.money(payment.value))
      : words.noHoldbackOnRecord;
    return paragraphs(
      words.holdbackHow(figures),
      bullets(words.holdbackSteps),
      windowNoteIn(language, holdbackWindow(context.passages, lossDate), lossDate),
      words.releaseOffer(facts.adjusterName || null),
    );
  };

/** livingExpensesAnswer() in the language. */
export const livingExpensesAnswerIn =
  (language: LetterLanguage): LocalizedComposer =>
  ({ facts, context }) => {
    const words = moneyQuestionWords(language);
    const writer = writerFor(language);
    const auto = facts.claim?.category === 'auto';
    const clause = livingExpenseClause(context.passages);
    const limit = livingExpenseLimit(context.passages);
    const { named, total } = namedLivingCosts(facts);
    return paragraphs(
      words.livingIntro(auto),
      clause ? `${livingWords(language).whatPolicySays}\n${quoteIn(language, clause)}` : words.noLivingClause,
      bullets(auto ? words.autoPoints : [...words.homePoints, words.limitLine(limit && limitIn(language, limit))]),
      named.length > 0
        ? words.namedCosts(
            named.map((amount) => writer.money(amount.value)),
            named.length > 1 ? writer.money(total) : null,
          )
        : null,
      words.requestOffer(facts.adjusterName || null, named.length > 0),
    );
  };
