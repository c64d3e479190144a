import { toAdjuster } from '@benji/shared';
import { amountsOf, type Facts } from '../../../facts/claim-facts';
import { distinctSums, formatDollars, type Amount } from '@benji/shared';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { bullets } from '../format';
import { renderDraft } from '../letters/draft';
import { longDate } from '../format';
import { quote } from '../policy-answer';
import { describeLimit, livingExpenseLimit } from './living-expense-limit';

/** The policy's additional living expense clause among the passages (a Québec policy's "frais de subsistance" too). */
export function livingExpenseClause(passages: readonly RankedPassage[]): RankedPassage | null {
  return (
    passages.find((passage) => /additional living expense|loss of use|living expenses|frais de subsistance/i.test(passage.text)) ?? null
  );
}

/** What a request for living expenses is built on: a vehicle or a home, the costs incurred, the rates going forward, their total. */
export function livingExpenseFigures(facts: Facts): { auto: boolean; expenses: Amount[]; rates: Amount[]; total: number } {
  const expenses = distinctSums(amountsOf(facts, 'living_expense'));
  // "$3,200 a month" is what the coming months will cost: asked for going forward, never added to the receipts.
  const rates = facts.amounts.filter(
    (amount) => amount.per && amount.source === 'question' && (amount.kind === 'living_expense' || amount.kind === 'other'),
  );
  const total = expenses.reduce((sum, amount) => sum + amount.value, 0);
  return { auto: facts.claim?.category === 'auto', expenses, rates, total };
}

/**
 * A request for additional living expenses (or, for a vehicle, transportation while it is off
 * the road), itemised with the amounts the user gave and their total.
 */
export function livingExpenses(facts: Facts, passages: readonly RankedPassage[]): string {
  const { auto, expenses, rates, total } = livingExpenseFigures(facts);
  const clause = livingExpenseClause(passages);
  const limit = livingExpenseLimit(passages);
  const lines =
    expenses.length > 0
      ? expenses.map((amount) => `${amount.text}${amount.on ? ` (${longDate(amount.on)})` : ''}`).join('\n')
      : rates.length > 0
        ? ''
        : '[Each Expense: What, Dates, Amount]';
  const goingForward =
    rates.length > 0
      ? `\nGoing forward, my household is paying ${rates.map((rate) => `${rate.text} a ${rate.per}`).join(' and ')} to live elsewhere until the home can be lived in again, expected by [Date You Expect to Move Back]. Please confirm in writing that you will pay this for as long as the repairs take, and how you will pay it.\n`
      : '';
  const body = toAdjuster(
    auto
      ? `
My vehicle cannot be used because of the loss, and I have had to pay for other transportation. Under my policy's transportation or loss-of-use coverage, please reimburse these costs:
${lines}
${expenses.length > 1 ? `Total: ${formatDollars(total)}\n` : ''}
Receipts are attached. Please confirm in writing how much a day my policy allows, for how long, and when you will pay.`
      : `
Because of the loss, my home cannot be lived in, and my household is paying more than usual to live elsewhere. Under the additional living expense (loss of use) coverage of my policy${clause ? ` (page ${clause.page})` : ''}, please ${
          expenses.length > 0 || rates.length === 0
            ? `reimburse these costs:
${lines}
${expenses.length > 1 ? `Total: ${formatDollars(total)}\n` : ''}
Receipts are attached.`
            : 'pay these costs.'
        }${goingForward} Please also confirm in writing:
1. ${limit ? `That this coverage's limit under my policy is ${describeLimit(limit)}, and how much of it remains` : 'The limit and the time limit of this coverage under my policy'}.
2. Whether you will pay future expenses in advance or on receipts, and how often.
3. Who I should send further receipts to.`,
  );
  return renderDraft(facts, {
    intro: `**Request for ${auto ? 'transportation / loss-of-use costs' : 'additional living expenses'}**${expenses.length > 0 ? `: ${expenses.map((amount) => amount.text).join(' + ')}${expenses.length > 1 ? ` = ${formatDollars(total)}` : ''}` : ''}${rates.length > 0 ? `${expenses.length > 0 ? ', and' : ':'} ${rates.map((rate) => `${rate.text} a ${rate.per}`).join(' and ')} going forward` : ''}.`,
    subject: `${auto ? 'Transportation Expenses' : 'Additional Living Expenses'} - Claim [Claim Number]`,
    body,
    notes: [
      clause ? `What your policy says:\n${quote(clause)}` : null,
      `Keep every receipt. ${auto ? 'Rental, taxi and transit costs' : 'Hotel or rent, extra meal costs above your usual groceries, extra mileage, laundry and pet boarding'} usually count; your normal costs (your usual rent or mortgage) do not.`,
      expenses.length === 0
        ? bullets([
            'Tell me each expense with its amount — the hotel or rent, the extra meals, the mileage — and I will itemise and total them.',
          ])
        : null,
    ],
  });
}
