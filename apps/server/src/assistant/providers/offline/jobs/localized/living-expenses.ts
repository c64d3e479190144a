import { letterDate, letterMoney, toAdjusterIn, type Amount } from '@benji/shared';
import type { JobInput } from '../../composers';
import { bullets } from '../../format';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { livingWords, type Per } from '../../languages/living-words';
import { renderLocalizedDraft } from '../../letters/localized-draft';
import { quoteIn } from '../../letters/localized-policy-quote';
import { livingExpenseLimit, type LivingExpenseLimit } from '../living-expense-limit';
import { livingExpenseClause, livingExpenseFigures } from '../living-expenses';

/** The policy's limit on living expenses in its own terms (its sum, rate and period) and its page. */
export function limitIn(language: LetterLanguage, limit: LivingExpenseLimit): string {
  const words = livingWords(language);
  const money = (dollars: number) => letterMoney({ value: dollars, text: '' }, letterWords(language).templates);
  const { sumDollars, rate, period } = limit.amounts;
  return words.limit(
    {
      sum: sumDollars === null ? null : money(sumDollars),
      rate: rate ? words.rate(money(rate.dollars), rate.per as Per) : null,
      period,
    },
    limit.page,
  );
}

/**
 * livingExpenses in French or Spanish: the same request, itemised with the amounts the user gave
 * and their total, the rates going forward asked for apart, the policy's limit in its own terms
 * and its clause quoted as written.
 */
export function livingExpensesIn(language: LetterLanguage, { facts, context }: JobInput): string {
  const words = livingWords(language);
  const { templates, listed } = letterWords(language);
  const money = (amount: Pick<Amount, 'value' | 'text'>) => letterMoney(amount, templates);
  const { auto, expenses, rates, total } = livingExpenseFigures(facts);
  const clause = livingExpenseClause(context.passages);
  const limit = livingExpenseLimit(context.passages);
  const totalText = expenses.length > 1 ? money({ value: total, text: '' }) : null;
  const ratesText = rates.length > 0 ? listed(rates.map((rate) => words.rate(money(rate), rate.per as Per))) : null;
  const lines =
    expenses.length > 0
      ? expenses.map((amount) => `${money(amount)}${amount.on ? ` (${letterDate(amount.on, templates)})` : ''}`).join('\n')
      : ratesText
        ? ''
        : '[Each Expense: What, Dates, Amount]';
  const limitText = limit && limitIn(language, limit);
  const body = words.body({
    auto,
    lines,
    total: totalText,
    clausePage: clause?.page ?? null,
    reimburse: expenses.length > 0 || !ratesText,
    goingForward: ratesText ? words.goingForward(ratesText) : '',
    limit: limitText,
  });
  return renderLocalizedDraft(facts, language, {
    intro: words.intro(auto, expenses.map(money), totalText, ratesText),
    subject: words.subject(auto),
    body: toAdjusterIn(templates, body),
    notes: [
      clause ? `${words.whatPolicySays}\n${quoteIn(language, clause)}` : null,
      words.receiptsNote(auto),
      expenses.length === 0 ? bullets([words.tellEachExpense]) : null,
    ],
  });
}
