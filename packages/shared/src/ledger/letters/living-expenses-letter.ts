import type { TLivingExpenseLimit } from '../policy-terms';
import { amountsText, itemized, linesOf, money, sumOf, type LetterLine } from './figures';
import type { LetterText } from './letter-text';
import type { LedgerLetterWords } from './words/ledger-letter-words';

function reimbursedSoFar(entries: readonly LetterLine[], words: LedgerLetterWords): string | null {
  const incurred = sumOf(linesOf(entries, 'living_expense_incurred'));
  const reimbursed = linesOf(entries, 'living_expense_reimbursed');
  if (reimbursed.length === 0) return incurred > 0 ? words.livingExpenses.noReimbursement(money(incurred, words)) : null;
  const outstanding = incurred - sumOf(reimbursed);
  return words.livingExpenses.reimbursed(amountsText(reimbursed, words), outstanding > 0 ? money(outstanding, words) : null);
}

/**
 * Asks for the living expenses the ledger records as incurred and not yet reimbursed, and holds
 * them against the policy's limit where the policy states one (with its page).
 */
export function livingExpensesLetter(
  entries: readonly LetterLine[],
  limit: TLivingExpenseLimit | null,
  words: LedgerLetterWords,
): LetterText {
  const { livingExpenses } = words;
  const incurred = linesOf(entries, 'living_expense_incurred');
  const outstanding = incurred.length > 0 ? sumOf(incurred) - sumOf(linesOf(entries, 'living_expense_reimbursed')) : 0;
  const terms = limit && livingExpenses.limitTerms(limit, (cents) => money(cents, words));
  return {
    subject: livingExpenses.subject,
    body: words.toAdjuster(
      livingExpenses.body(
        incurred.length > 0 ? itemized(incurred, words.totalIncurred, words) : livingExpenses.expensesPlaceholder,
        reimbursedSoFar(entries, words),
        outstanding > 0 ? money(outstanding, words) : null,
        terms ? livingExpenses.askLimit(limit.page, terms) : livingExpenses.askLimitUnknown,
      ),
    ),
  };
}
