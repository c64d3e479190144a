import { toAdjuster } from '../../templates/data/compose';
import type { TLivingExpenseLimit } from '../policy-terms';
import { amountsText, itemized, linesOf, money, sumOf, type LetterLine } from './figures';
import type { LetterText } from './letter-text';

/** "$150 a day, for up to 12 months, up to $36,000 in all": the policy's terms, as it states them. */
export function limitText({ sum_cents, rate, period }: TLivingExpenseLimit): string | null {
  const terms = [
    rate ? `${money(rate.cents)} a ${rate.per}` : null,
    period ? `for up to ${period.count} ${period.unit}${period.count === 1 ? '' : 's'}` : null,
    sum_cents === null ? null : `up to ${money(sum_cents)} in all`,
  ].filter((term) => term !== null);
  return terms.length > 0 ? terms.join(', ') : null;
}

function reimbursedSoFar(entries: readonly LetterLine[]): string {
  const incurred = sumOf(linesOf(entries, 'living_expense_incurred'));
  const reimbursed = linesOf(entries, 'living_expense_reimbursed');
  if (reimbursed.length === 0)
    return incurred > 0 ? `My records show no reimbursement of these costs so far, so ${money(incurred)} is outstanding.` : '';
  const outstanding = incurred - sumOf(reimbursed);
  return `You have reimbursed ${amountsText(reimbursed)} so far${outstanding > 0 ? `, which leaves ${money(outstanding)} outstanding` : ''}.`;
}

/**
 * Asks for the living expenses the ledger records as incurred and not yet reimbursed, and holds
 * them against the policy's limit where the policy states one (with its page).
 */
export function livingExpensesLetter(entries: readonly LetterLine[], limit: TLivingExpenseLimit | null): LetterText {
  const incurred = linesOf(entries, 'living_expense_incurred');
  const outstanding = incurred.length > 0 ? sumOf(incurred) - sumOf(linesOf(entries, 'living_expense_reimbursed')) : 0;
  const paid = reimbursedSoFar(entries);
  const terms = limit && limitText(limit);
  const askLimit = terms
    ? `That my policy (page ${limit.page}) pays ${terms} under this coverage, and how much of it remains`
    : 'The limit and the time limit of this coverage under my policy, and how much of it remains';
  return {
    subject: 'Additional Living Expenses - Claim [Claim Number]',
    body: toAdjuster(`
Because of the loss, my home cannot be lived in, and my household has paid more than usual to live elsewhere. Under the additional living expense (loss of use) coverage of my policy, I have incurred these costs:
${incurred.length > 0 ? itemized(incurred, 'Total incurred') : '[Each Expense: What, Dates, Amount]'}${paid ? `\n\n${paid}` : ''}

Receipts are attached. Please reimburse ${outstanding > 0 ? `the ${money(outstanding)} outstanding` : 'these costs'}, and confirm in writing:
1. ${askLimit}.
2. Whether you will pay future expenses in advance or on receipts, and how often.
3. Who I should send further receipts to.`),
  };
}
